import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dateFieldIn, typeDate } from '@/shared/test-utils/date-pickers'
import type { SlotItem, SlotKind } from '../museum-types'
import { SlotPicker } from '../slot-picker'

const server = setupMswServer()

function slot(id: number, startTime: string, endTime: string, extra: Partial<SlotItem> = {}) {
  return {
    id,
    visitDate: dayjs().startOf('day').valueOf(),
    startTime,
    endTime,
    capacity: 100,
    reservedCount: 40,
    teamCapacity: 30,
    teamReservedCount: 10,
    status: 0,
    ...extra,
  } satisfies SlotItem
}

function serveSlots() {
  const asked: string[] = []
  server.use(
    http.get(apiUrl('/museum/time-slot/list-by-date'), ({ request }) => {
      const ms = Number(new URL(request.url).searchParams.get('visitDate'))
      const day = dayjs(ms).format('YYYY-MM-DD')
      asked.push(day)
      return okEnvelope([
        slot(1, '09:00', '10:00'),
        slot(2, '10:00', '11:00', { reservedCount: 100, teamReservedCount: 30 }),
        slot(3, '11:00', '12:00', { status: 1 }),
      ])
    }),
  )
  return asked
}

function Harness({ kind, picked }: { kind: SlotKind; picked: (slot: SlotItem | null) => void }) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <SlotPicker
      kind={kind}
      value={value}
      onChange={(next) => {
        setValue(next?.id ?? null)
        picked(next)
      }}
    />
  )
}

function renderPicker(kind: SlotKind) {
  const picked = vi.fn()
  renderSignedInPage(<Harness kind={kind} picked={picked} />, {
    path: '/',
    url: '/',
    dicts: {},
  })
  return picked
}

describe('SlotPicker', () => {
  it("lists today's slots with the places left; full and stopped ones say why", async () => {
    const asked = serveSlots()
    const picked = renderPicker('personal')
    const group = await screen.findByRole('radiogroup', { name: '参观场次' })
    expect(asked).toEqual([dayjs().format('YYYY-MM-DD')])
    expect(within(group).getByRole('radio', { name: '09:00-10:00 剩余 60' })).toBeEnabled()
    expect(within(group).getByRole('radio', { name: '10:00-11:00 已约满' })).toBeDisabled()
    expect(within(group).getByRole('radio', { name: '11:00-12:00 已停止预约' })).toBeDisabled()

    await userEvent.setup().click(within(group).getByRole('radio', { name: /09:00-10:00/ }))
    expect(picked).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }))
  })

  it('counts the team share for a team', async () => {
    serveSlots()
    renderPicker('team')
    const group = await screen.findByRole('radiogroup', { name: '参观场次' })
    expect(within(group).getByRole('radio', { name: '09:00-10:00 剩余 20' })).toBeEnabled()
  })

  it('asks for the new day and forgets the pick when the day changes', async () => {
    const user = userEvent.setup()
    const asked = serveSlots()
    const picked = renderPicker('personal')
    const group = await screen.findByRole('radiogroup', { name: '参观场次' })
    await user.click(within(group).getByRole('radio', { name: /09:00-10:00/ }))

    const next = dayjs().add(3, 'day').format('YYYY-MM-DD')
    await screen.findByRole('group', { name: '参观日期' })
    await typeDate(user, dateFieldIn(document.body, '参观日期'), next)
    await waitFor(() => expect(asked.at(-1)).toBe(next))
    expect(picked).toHaveBeenLastCalledWith(null)
  })
})
