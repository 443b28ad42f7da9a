import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import type { VolunteerServiceItem } from '../model/volunteer-types'
import ServiceRecordPage from '../pages/service-record-page'
import { renderVolunteerPage } from './volunteer-harness'

const server = setupMswServer()

const record = (id: number, name: string, start: string, end: string, hours: number) =>
  ({
    id,
    volunteerId: id,
    volunteerName: name,
    serviceDate: new Date(2026, 10, 25).getTime(),
    startTime: start,
    endTime: end,
    hours,
    post: '展厅讲解',
    remark: '',
    createTime: new Date(2026, 10, 25, 18).getTime(),
  }) satisfies VolunteerServiceItem

function serveRecords() {
  const log = { summaries: [] as URLSearchParams[], created: [] as unknown[] }
  server.use(
    http.get(apiUrl('/museum/volunteer-service/page'), () =>
      okEnvelope({
        list: [
          record(1, '王小明', '09:00', '11:30', 2.5),
          record(2, '李晓红', '13:30', '16:30', 3),
        ],
        total: 2,
      }),
    ),
    http.get(apiUrl('/museum/volunteer-service/summary'), ({ request }) => {
      log.summaries.push(new URL(request.url).searchParams)
      return okEnvelope([
        { volunteerId: 2, volunteerName: '李晓红', totalHours: 12.2, recordCount: 4 },
        { volunteerId: 1, volunteerName: '王小明', totalHours: 0.1, recordCount: 1 },
      ])
    }),
    http.get(apiUrl('/museum/volunteer/list-all-simple'), () =>
      okEnvelope([
        { id: 1, name: '王小明', status: 1 },
        { id: 2, name: '李晓红', status: 1 },
        { id: 3, name: '赵强', status: 3 },
      ]),
    ),
    http.post(apiUrl('/museum/volunteer-service/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(9)
    }),
  )
  return log
}

describe('服务记录', () => {
  it('shows each record’s computed hours and the totals per volunteer with their sum', async () => {
    const log = serveRecords()
    renderVolunteerPage(<ServiceRecordPage />, '/volunteer/service-record')
    const table = await screen.findByRole('table', { name: '服务记录列表' })
    const first = (await within(table).findByRole('cell', { name: '王小明' })).closest('tr')!
    expect(first).toHaveTextContent('09:00-11:30')
    expect(first).toHaveTextContent('2.5 小时')

    const totals = await screen.findByRole('table', { name: '服务时长汇总' })
    const rows = within(totals).getAllByRole('row').slice(1)
    await waitFor(() => expect(rows.length).toBe(2))
    expect(rows.map((row) => row.textContent)).toEqual(['李晓红412.2 小时', '王小明10.1 小时'])
    // 12.2 + 0.1 is 12.3 exactly (no floating-point 12.299999…).
    expect(screen.getByText(/2 位志愿者，\s*5 条记录，共 12.3 小时/)).toBeInTheDocument()
    expect(screen.getByText(/统计时段：全部日期/)).toBeInTheDocument()
    expect(log.summaries[0].toString()).toBe('')
  }, 60_000)

  it('the dialog shows the hours the times give and sends no hours of its own', async () => {
    const user = userEvent.setup()
    const log = serveRecords()
    renderVolunteerPage(<ServiceRecordPage />, '/volunteer/service-record')
    await screen.findByRole('table', { name: '服务记录列表' })
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加服务记录' })
    expect(within(dialog).getByText('选择开始和结束时间后自动计算')).toBeInTheDocument()

    // Only approved volunteers are offered.
    await user.click(within(dialog).getByRole('combobox', { name: '志愿者' }))
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['王小明编号 1', '李晓红编号 2'])
    await user.click(within(listbox).getByRole('option', { name: /李晓红/ }))

    await typeDate(
      user,
      await within(dialog).findByRole('group', { name: '服务日期' }),
      '2026-11-26',
    )
    await typeDate(user, await within(dialog).findByRole('group', { name: '开始时间' }), '09:00')
    await typeDate(user, within(dialog).getByRole('group', { name: '结束时间' }), '08:00')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('结束时间必须晚于开始时间')).toBeInTheDocument()
    expect(log.created).toEqual([])

    await typeDate(user, within(dialog).getByRole('group', { name: '结束时间' }), '11:30')
    expect(
      await within(dialog).findByText('2.5 小时（按起止时间计算，精确到 0.1 小时）'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.created).toEqual([
        {
          volunteerId: 2,
          serviceDate: new Date(2026, 10, 26).getTime(),
          startTime: '09:00',
          endTime: '11:30',
        },
      ]),
    )
    // A dialog of pickers typed key by key: slow in jsdom, not waiting on time.
  }, 90_000)
})
