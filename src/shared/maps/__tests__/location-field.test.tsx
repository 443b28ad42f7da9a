import { useState } from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { LocationField, NO_MAP_KEY_TEXT, type LocationValue } from '../location-field'
import { LOCATION_PICKER_ORIGIN } from '../location-message'

const server = setupMswServer()

function serveKey(key: string | null) {
  const asked: string[] = []
  server.use(
    http.get(apiUrl('/infra/config/get-value-by-key'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('key') ?? '')
      return okEnvelope(key)
    }),
  )
  return asked
}

function Harness() {
  const [value, setValue] = useState<LocationValue>({ latitude: '', longitude: '' })
  return (
    <>
      <LocationField value={value} onChange={setValue} />
      <output data-testid="value">{`${value.latitude},${value.longitude}`}</output>
    </>
  )
}

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }))
  })
}

describe('LocationField', () => {
  it('without a key says so, takes the numbers by hand and loads no map', async () => {
    const asked = serveKey('')
    const { container } = renderWithStore(<Harness />)
    expect(await screen.findByText(NO_MAP_KEY_TEXT)).toBeInTheDocument()
    expect(asked).toEqual(['tencent.lbs.key'])
    expect(screen.queryByRole('button', { name: '获取' })).not.toBeInTheDocument()
    expect(container.ownerDocument.querySelector('iframe')).toBeNull()

    await userEvent.type(screen.getByRole('textbox', { name: '纬度' }), '22.54')
    await userEvent.type(screen.getByRole('textbox', { name: '经度' }), '113.93')
    expect(screen.getByTestId('value')).toHaveTextContent('22.54,113.93')
    // Only the one config call went out: the msw server fails the test on any other request.
    expect(container.ownerDocument.querySelector('iframe')).toBeNull()
  })

  it('with a key opens the picker only on 获取 and trusts only its origin', async () => {
    serveKey('ABCDE-KEY')
    renderWithStore(<Harness />)
    const pick = await screen.findByRole('button', { name: '获取' })
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.queryByText(NO_MAP_KEY_TEXT)).not.toBeInTheDocument()

    await userEvent.click(pick)
    const frame = await screen.findByTitle('地图选点')
    const src = new URL(frame.getAttribute('src') ?? '')
    expect(src.origin).toBe(LOCATION_PICKER_ORIGIN)
    expect(src.pathname).toBe('/tools/locpicker')
    expect(src.searchParams.get('key')).toBe('ABCDE-KEY')

    // Another page posting the same shape, or the picker's origin with another module: ignored.
    post('https://evil.example', { module: 'locationPicker', latlng: { lat: 1, lng: 2 } })
    post(LOCATION_PICKER_ORIGIN, { module: 'other', latlng: { lat: 1, lng: 2 } })
    expect(screen.getByTestId('value')).toHaveTextContent(',')
    expect(screen.getByTitle('地图选点')).toBeInTheDocument()

    post(LOCATION_PICKER_ORIGIN, {
      module: 'locationPicker',
      latlng: { lat: 22.540503, lng: 113.934528 },
      poiaddress: '广东省深圳市南山区',
    })
    expect(screen.getByTestId('value')).toHaveTextContent('22.540503,113.934528')
    await waitFor(() => expect(screen.queryByTitle('地图选点')).not.toBeInTheDocument())
  })
})
