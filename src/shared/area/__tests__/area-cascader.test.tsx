import { useState } from 'react'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { AreaCascader } from '../area-cascader'
import { areaNameOf, type AreaNode } from '..'

const TREE: AreaNode[] = [
  {
    id: 440000,
    name: '广东省',
    children: [
      {
        id: 440300,
        name: '深圳市',
        children: [
          { id: 440305, name: '南山区' },
          { id: 440304, name: '福田区' },
        ],
      },
    ],
  },
  // A municipality: its districts sit right under it.
  { id: 110000, name: '北京市', children: [{ id: 110101, name: '东城区' }] },
]

const server = setupMswServer()

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <>
      <AreaCascader value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  )
}

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  )
}

describe('AreaCascader', () => {
  beforeEach(() => server.use(http.get(apiUrl('/system/area/tree'), () => okEnvelope(TREE))))

  it('reports a district only once province, city and district are chosen', async () => {
    renderWithStore(<Harness />)
    await choose('省份', '广东省')
    expect(screen.getByTestId('value')).toHaveTextContent('null')
    await choose('城市', '深圳市')
    expect(screen.getByTestId('value')).toHaveTextContent('null')
    await choose('区县', '南山区')
    expect(screen.getByTestId('value')).toHaveTextContent('440305')

    // Another province starts over: no district yet.
    await choose('省份', '北京市')
    expect(screen.getByTestId('value')).toHaveTextContent('null')
    await choose('城市', '东城区')
    expect(screen.getByTestId('value')).toHaveTextContent('110101')
  })

  it('shows the path of a stored district', async () => {
    renderWithStore(<Harness initial={440304} />)
    expect(await screen.findByRole('combobox', { name: '区县' })).toHaveTextContent('福田区')
    expect(screen.getByRole('combobox', { name: '省份' })).toHaveTextContent('广东省')
    expect(areaNameOf(TREE, 440304)).toBe('广东省 深圳市 福田区')
  })
})
