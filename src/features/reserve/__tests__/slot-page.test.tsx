import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http } from 'msw'
import { dateFieldIn, typeDate } from '@/shared/test-utils/date-pickers'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import type { SlotItem } from '@/shared/museum'
import SlotPage from '../pages/slot-page'
import { ADMIN, renderReservePage } from './reserve-harness'

const server = setupMswServer()

const DAY = dayjs('2026-12-01').valueOf()

function slot(id: number, startTime: string, endTime: string, extra: Partial<SlotItem> = {}) {
  return {
    id,
    visitDate: DAY,
    startTime,
    endTime,
    capacity: 200,
    reservedCount: 40,
    teamCapacity: 50,
    teamReservedCount: 50,
    status: 0,
    ...extra,
  } satisfies SlotItem
}

const ROWS = [
  slot(1, '09:00', '10:30'),
  slot(2, '10:30', '12:00', { reservedCount: 0, teamReservedCount: 0, status: 1 }),
]

function serve() {
  const log = {
    pages: [] as URLSearchParams[],
    generated: [] as unknown[],
    updated: [] as unknown[],
    statuses: [] as unknown[],
  }
  server.use(
    http.get(apiUrl('/museum/time-slot/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.get(apiUrl('/museum/time-slot/get'), () => okEnvelope(ROWS[0])),
    http.put(apiUrl('/museum/time-slot/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return errorEnvelope(1_040_001_003, '个人名额不能少于已预约人数（40）')
    }),
    http.put(apiUrl('/museum/time-slot/update-status'), async ({ request }) => {
      log.statuses.push(await request.json())
      return okEnvelope(true)
    }),
    http.post(apiUrl('/museum/time-slot/generate'), async ({ request }) => {
      log.generated.push(await request.json())
      return okEnvelope(8)
    }),
  )
  return log
}

async function rowOf(text: string) {
  const table = screen.getByRole('table', { name: '场次列表' })
  return (await within(table).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

describe('场次管理', () => {
  it('starts on the next fortnight and shows how full each slot is', async () => {
    const log = serve()
    renderReservePage(<SlotPage />, { path: '/reserve/slot', permissions: ADMIN })
    const row = await rowOf('09:00-10:30')
    expect(log.pages[0].get('visitDate[0]')).toBe(`${dayjs().format('YYYY-MM-DD')} 00:00:00`)
    expect(log.pages[0].get('visitDate[1]')).toBe(
      `${dayjs().add(13, 'day').format('YYYY-MM-DD')} 23:59:59`,
    )
    expect(within(row).getByText('2026-12-01 周二')).toBeInTheDocument()
    const personal = within(row).getByRole('progressbar', { name: '个人名额' })
    expect(personal).toHaveAttribute('aria-valuenow', '20')
    expect(personal).toHaveAttribute('aria-valuetext', '已约 40 / 200')
    expect(within(row).getByRole('progressbar', { name: '团队名额' })).toHaveAttribute(
      'aria-valuetext',
      '已约 50 / 50',
    )
    // A booked slot is stopped, never deleted; an empty one may go.
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    const empty = await rowOf('10:30-12:00')
    expect(within(empty).getByRole('button', { name: '删除' })).toBeInTheDocument()
    expect(within(empty).getByRole('button', { name: '启用' })).toBeInTheDocument()
  })

  it('停止 asks first and sends the new status', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderReservePage(<SlotPage />, { path: '/reserve/slot', permissions: ADMIN })
    const row = await rowOf('09:00-10:30')
    await user.click(within(row).getByRole('button', { name: '停止' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('已停止预约')).toBeInTheDocument()
    expect(log.statuses).toEqual([{ id: 1, status: 1 }])
  })

  it("修改 shows the server's refusal of a capacity below what is reserved and stays open", async () => {
    const user = userEvent.setup()
    const log = serve()
    renderReservePage(<SlotPage />, { path: '/reserve/slot', permissions: ADMIN })
    const row = await rowOf('09:00-10:30')
    await user.click(within(row).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改场次' })
    expect(within(dialog).getByText(/个人 40 人，团队 50 人/)).toBeInTheDocument()
    const capacity = within(dialog).getByRole('spinbutton', { name: '个人名额' })
    await user.clear(capacity)
    await user.type(capacity, '30')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('个人名额不能少于已预约人数（40）')).toBeInTheDocument()
    expect(log.updated).toEqual([
      { id: 1, startTime: '09:00', endTime: '10:30', capacity: 30, teamCapacity: 50 },
    ])
    expect(within(dialog).getByRole('spinbutton', { name: '个人名额' })).toHaveValue(30)
  })

  it('批量生成 needs a range, sends weekdays and templates, and says how many were made', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderReservePage(<SlotPage />, { path: '/reserve/slot', permissions: ADMIN })
    await rowOf('09:00-10:30')
    await user.click(screen.getByRole('button', { name: '批量生成' }))
    const dialog = await screen.findByRole('dialog', { name: '批量生成场次' })
    await user.click(within(dialog).getByRole('button', { name: '生成' }))
    expect(await within(dialog).findByText('请选择日期范围')).toBeInTheDocument()

    await typeDate(user, dateFieldIn(dialog, '开始日期'), '2026-12-01')
    await typeDate(user, dateFieldIn(dialog, '结束日期'), '2026-12-07')
    await user.click(within(dialog).getByRole('checkbox', { name: '周日' }))
    await user.click(within(dialog).getByRole('button', { name: '删除模板 4' }))
    await user.click(within(dialog).getByRole('button', { name: '删除模板 3' }))
    await user.click(within(dialog).getByRole('button', { name: '生成' }))

    expect(await screen.findByText('已生成 8 个场次')).toBeInTheDocument()
    expect(log.generated).toEqual([
      {
        beginDate: dayjs('2026-12-01').valueOf(),
        endDate: dayjs('2026-12-07').valueOf(),
        weekdays: [2, 3, 4, 5, 6],
        slots: [
          { startTime: '09:00', endTime: '10:30', capacity: 200, teamCapacity: 50 },
          { startTime: '10:30', endTime: '12:00', capacity: 200, teamCapacity: 50 },
        ],
      },
    ])
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  }, 60_000)

  it('hides 批量生成, 修改, 停止 and 删除 without reserve:slot permissions', async () => {
    serve()
    renderReservePage(<SlotPage />, { path: '/reserve/slot', permissions: ['reserve:slot:query'] })
    const row = await rowOf('10:30-12:00')
    expect(screen.queryByRole('button', { name: '批量生成' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    for (const name of ['修改', '删除', '启用']) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument()
    }
  })
})
