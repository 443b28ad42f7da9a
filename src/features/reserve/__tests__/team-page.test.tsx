import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http } from 'msw'
import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import TeamDetailPage from '../pages/team-detail-page'
import TeamReservationPage from '../pages/team-page'
import type { TeamItem } from '../resources/team-types'
import { idNumber } from './reserve-harness'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  team_reserve_status: {
    '0': ['待审核', 'warning'],
    '1': ['审核通过', 'success'],
    '2': ['审核驳回', 'danger'],
    '3': ['已取消', 'info'],
  },
  work_unit_type: { '1': ['机关单位', 'primary'], '4': ['学校', 'warning'] },
  ticket_status: { '0': ['待使用', 'primary'], '1': ['已使用', 'success'] },
  word_card_type: { '1': ['居民身份证', 'primary'], '2': ['护照', 'success'] },
})

const TODAY = dayjs().startOf('day').valueOf()
const ID_A = idNumber('19900307')
const ID_B = idNumber('19920511', '456')

function team(id: number, extra: Partial<TeamItem> = {}): TeamItem {
  return {
    id,
    reservationNo: `T2026112700000${id}`,
    teamName: '琅琊路小学研学团',
    workUnitType: 4,
    workUnit: '南京市琅琊路小学',
    contactName: '陈老师',
    contactMobile: '139****5678',
    slotId: 7,
    visitDate: TODAY,
    startTime: '09:00',
    endTime: '10:00',
    personCount: 2,
    members: [],
    remark: null,
    status: 0,
    processInstanceId: `pi-${id}`,
    auditReason: null,
    cancelReason: null,
    createTime: new Date(2026, 10, 26, 8, 30, 0).getTime(),
    ...extra,
  }
}

function serve() {
  const log = { created: [] as unknown[], imports: 0, pages: [] as URLSearchParams[] }
  server.use(
    http.get(apiUrl('/museum/reserve-team/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      const rows = [
        team(1),
        team(2, { status: 2, teamName: '鼓楼区党支部参观团', workUnitType: 1 }),
      ]
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.get(apiUrl('/museum/reserve-team/get'), () =>
      okEnvelope(
        team(1, {
          status: 1,
          contactMobile: '13912345678',
          auditReason: '同意，请按时入馆',
          members: [
            {
              name: '王小明',
              idType: 1,
              idNumber: ID_A,
              ticketNo: 'M20261127000001',
              ticketStatus: 1,
            },
            {
              name: 'Tom',
              idType: 2,
              idNumber: 'E12345678',
              ticketNo: 'M20261127000002',
              ticketStatus: 0,
            },
          ],
        }),
      ),
    ),
    http.get(apiUrl('/museum/reserve-rule/list'), () =>
      okEnvelope([
        {
          id: 2,
          type: 2,
          enabled: true,
          advanceDays: 14,
          cancelDeadlineHours: 24,
          maxPersons: 60,
          minPersons: 1,
          dailyLimitPerIdNumber: 1,
          tempAmountTake: 0,
        },
      ]),
    ),
    http.get(apiUrl('/museum/time-slot/list-by-date'), () =>
      okEnvelope([
        {
          id: 7,
          visitDate: TODAY,
          startTime: '09:00',
          endTime: '10:00',
          capacity: 50,
          reservedCount: 0,
          teamCapacity: 30,
          teamReservedCount: 10,
          status: 0,
        },
      ]),
    ),
    http.post(apiUrl('/museum/reserve-team/import-members'), () => {
      log.imports += 1
      return okEnvelope({
        members: [
          { name: '王小明', idType: 1, idNumber: ID_A },
          { name: '李小红', idType: 1, idNumber: ID_B },
        ],
        failures: [
          { row: 3, reason: '姓名不能为空' },
          { row: 5, reason: '请输入正确的身份证号码' },
        ],
      })
    }),
    http.post(apiUrl('/museum/reserve-team/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(9)
    }),
  )
  return log
}

function render(page: ReactElement, path: string, permissions = ['*:*:*'], url = path) {
  return renderSignedInPage(page, {
    path,
    url,
    permissions,
    dicts: DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}

async function rowOf(text: string) {
  const table = screen.getByRole('table', { name: '团队预约列表' })
  return (await within(table).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

describe('团队预约', () => {
  it('lists teams with 单位类型 and 状态; 审批进度 and 取消预约 only where they apply', async () => {
    serve()
    render(<TeamReservationPage />, '/reserve/team')
    const pending = await rowOf('T20261127000001')
    expect(within(pending).getByText('学校')).toBeInTheDocument()
    expect(within(pending).getByText('待审核')).toBeInTheDocument()
    expect(within(pending).getByText('139****5678')).toBeInTheDocument()
    expect(within(pending).getByRole('button', { name: '取消预约' })).toBeInTheDocument()
    expect(within(pending).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    const rejected = await rowOf('T20261127000002')
    expect(within(rejected).getByText('审核驳回')).toBeInTheDocument()
    expect(within(rejected).getByText('机关单位')).toBeInTheDocument()
    expect(within(rejected).queryByRole('button', { name: '取消预约' })).not.toBeInTheDocument()

    await userEvent.setup().click(within(pending).getByRole('button', { name: '审批进度' }))
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument()
  }, 30_000)

  it('opens with the filters of a link (?status=0)', async () => {
    const log = serve()
    render(<TeamReservationPage />, '/reserve/team', ['*:*:*'], '/reserve/team?status=0')
    await rowOf('T20261127000001')
    expect(log.pages[0].get('status')).toBe('0')
  })

  it('新增: 导入成员 fills the table and lists each bad row; the booking sends the members', async () => {
    const user = userEvent.setup()
    const log = serve()
    render(<TeamReservationPage />, '/reserve/team')
    await rowOf('T20261127000001')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增团队预约' })

    const file = new File(['xlsx'], '成员.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    await user.upload(within(dialog).getByTestId('team-members-file'), file)
    const report = await within(dialog).findByRole('status', { name: '导入结果' })
    expect(report).toHaveTextContent('已导入 2 名成员，2 行未导入')
    expect(within(report).getByText('第 3 行：姓名不能为空')).toBeInTheDocument()
    expect(within(report).getByText('第 5 行：请输入正确的身份证号码')).toBeInTheDocument()
    const second = within(dialog).getByRole('group', { name: '成员 2' })
    expect(within(second).getByRole('textbox', { name: '姓名' })).toHaveValue('李小红')

    await user.click(await within(dialog).findByRole('radio', { name: '09:00-10:00 剩余 20' }))
    await fill(user, within(dialog).getByRole('textbox', { name: '团队名称' }), '研学团')
    await user.click(within(dialog).getByRole('combobox', { name: '单位类型' }))
    await user.click(await screen.findByRole('option', { name: '学校' }))
    await fill(user, within(dialog).getByRole('textbox', { name: '单位名称' }), '琅琊路小学')
    await fill(user, within(dialog).getByRole('textbox', { name: '联系人' }), '陈老师')
    await fill(user, within(dialog).getByRole('textbox', { name: '联系电话' }), '13912345678')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('提交成功，等待审批')).toBeInTheDocument()
    expect(log.imports).toBe(1)
    expect(log.created).toEqual([
      {
        slotId: 7,
        teamName: '研学团',
        workUnitType: 4,
        workUnit: '琅琊路小学',
        contactName: '陈老师',
        contactMobile: '13912345678',
        members: [
          { name: '王小明', idType: 1, idNumber: ID_A },
          { name: '李小红', idType: 1, idNumber: ID_B },
        ],
      },
    ])
  }, 60_000)

  it('hides 导入成员 without reserve:team:import', async () => {
    const user = userEvent.setup()
    serve()
    render(<TeamReservationPage />, '/reserve/team', ['reserve:team:query', 'reserve:team:create'])
    await rowOf('T20261127000001')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增团队预约' })
    expect(within(dialog).getByRole('group', { name: '成员 1' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '导入成员' })).not.toBeInTheDocument()
  }, 30_000)

  it('the read-only view (approval page) shows the team and each member with the ticket', async () => {
    serve()
    render(<TeamDetailPage id={1} />, '/bpm/process-instance/detail')
    const members = await screen.findByRole('table', { name: '团队成员及门票' })
    expect(screen.getByText('同意，请按时入馆')).toBeInTheDocument()
    expect(screen.getByText('13912345678')).toBeInTheDocument()
    const rows = within(members).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByText(ID_A)).toBeInTheDocument()
    expect(within(rows[0]).getByText('已使用')).toBeInTheDocument()
    expect(within(rows[1]).getByText('护照')).toBeInTheDocument()
    expect(within(rows[1]).getByText('待使用')).toBeInTheDocument()
  })
})
