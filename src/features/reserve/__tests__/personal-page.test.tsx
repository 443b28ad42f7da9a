import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import PersonalReservationPage from '../pages/personal-page'
import type { PersonalItem } from '../model/reserve-types'
import { ADMIN, idNumber, renderReservePage } from './reserve-harness'

const server = setupMswServer()

const TODAY = dayjs().startOf('day').valueOf()
const CONTACT_ID = idNumber('19900307')
const SECOND_ID = idNumber('19920511', '456')

function reservation(id: number, extra: Partial<PersonalItem> = {}): PersonalItem {
  return {
    id,
    reservationNo: `P2026112700000${id}`,
    slotId: 7,
    visitDate: TODAY,
    startTime: '09:00',
    endTime: '10:00',
    contactName: '王小明',
    contactMobile: '138****1234',
    contactIdType: 1,
    contactIdNumber: '110101********1234',
    persons: [],
    personCount: 2,
    status: 1,
    source: 2,
    cancelReason: null,
    checkTime: null,
    createTime: new Date(2026, 10, 26, 8, 30, 0).getTime(),
    ...extra,
  }
}

const ROWS = [reservation(1), reservation(2, { status: 2, source: 1, contactName: '李华' })]

function serve() {
  const log = {
    pages: [] as URLSearchParams[],
    created: [] as unknown[],
    cancelled: [] as unknown[],
  }
  server.use(
    http.get(apiUrl('/museum/reserve-personal/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.get(apiUrl('/museum/reserve-personal/get'), () =>
      okEnvelope(
        reservation(1, {
          contactMobile: '13812341234',
          contactIdNumber: CONTACT_ID,
          persons: [
            { name: '王小明', idType: 1, idNumber: CONTACT_ID, ticketNo: 'T0001', ticketStatus: 1 },
            { name: '王小红', idType: 1, idNumber: SECOND_ID, ticketNo: 'T0002', ticketStatus: 0 },
          ],
        }),
      ),
    ),
    http.get(apiUrl('/museum/reserve-rule/list'), () =>
      okEnvelope([
        {
          id: 1,
          type: 1,
          enabled: true,
          advanceDays: 7,
          cancelDeadlineHours: 2,
          maxPersons: 3,
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
          reservedCount: 48,
          teamCapacity: 10,
          teamReservedCount: 0,
          status: 0,
        },
      ]),
    ),
    http.post(apiUrl('/museum/reserve-personal/create'), async ({ request }) => {
      log.created.push(await request.json())
      return errorEnvelope(1_040_001_010, '该场次余票不足')
    }),
    http.put(apiUrl('/museum/reserve-personal/cancel'), async ({ request }) => {
      log.cancelled.push(await request.json())
      return log.cancelled.length === 1
        ? errorEnvelope(1_040_001_020, '已超过取消截止时间，不能取消')
        : okEnvelope(true)
    }),
  )
  return log
}

function renderPersonal(permissions = ADMIN) {
  return renderReservePage(<PersonalReservationPage />, { path: '/reserve/personal', permissions })
}

/** Types as a scanner or a paste would: all at once (per-key typing is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** The contact's 证件号码 (the persons' rows below have their own). */
function contactIdField(dialog: HTMLElement) {
  return within(dialog).getAllByRole('textbox', { name: '证件号码' })[0]
}

async function rowOf(text: string) {
  const table = screen.getByRole('table', { name: '个人预约列表' })
  return (await within(table).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

describe('个人预约', () => {
  it('lists reservations with slot, masked phone, source and status', async () => {
    serve()
    renderPersonal()
    const row = await rowOf('P20261127000001')
    const headers = within(screen.getByRole('table', { name: '个人预约列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '预约编号',
      '参观日期',
      '场次',
      '联系人',
      '手机号',
      '人数',
      '来源',
      '状态',
      '预约时间',
      '操作',
    ])
    expect(within(row).getByText('09:00-10:00')).toBeInTheDocument()
    expect(within(row).getByText('138****1234')).toBeInTheDocument()
    expect(within(row).getByText('窗口预约')).toBeInTheDocument()
    expect(within(row).getByText('预约成功')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    // A cancelled reservation cannot be cancelled again.
    const cancelled = await rowOf('P20261127000002')
    expect(within(cancelled).getByText('线上预约')).toBeInTheDocument()
    expect(within(cancelled).queryByRole('button', { name: '取消预约' })).not.toBeInTheDocument()
  })

  it('窗口预约 checks every field as the server does and keeps the input when refused', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderPersonal()
    await rowOf('P20261127000001')

    await user.click(screen.getByRole('button', { name: '窗口预约' }))
    const dialog = await screen.findByRole('dialog', { name: '窗口预约' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请选择参观场次')).toBeInTheDocument()
    expect(within(dialog).getByText('联系人不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('手机号码不能为空')).toBeInTheDocument()
    // The contact's and the first person's.
    expect(within(dialog).getAllByText('证件号码不能为空')).toHaveLength(2)
    expect(within(dialog).getByText('姓名不能为空')).toBeInTheDocument()

    await user.click(await within(dialog).findByRole('radio', { name: '09:00-10:00 剩余 2' }))
    await fill(user, within(dialog).getByRole('textbox', { name: '联系人' }), '王小明')
    await fill(user, within(dialog).getByRole('textbox', { name: '手机号码' }), '12345678901')
    // One digit off: the GB 11643 check character no longer fits.
    const wrongId = `${CONTACT_ID.slice(0, 16)}${(Number(CONTACT_ID[16]) + 1) % 10}${CONTACT_ID[17]}`
    await fill(user, contactIdField(dialog), wrongId)
    await user.click(within(dialog).getByRole('button', { name: '联系人也参观' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument()
    expect(within(dialog).getAllByText('请输入正确的身份证号码')).toHaveLength(2)
    expect(log.created).toEqual([])

    const mobile = within(dialog).getByRole('textbox', { name: '手机号码' })
    await user.clear(mobile)
    await fill(user, mobile, '13812341234')
    const contactId = contactIdField(dialog)
    await user.clear(contactId)
    await fill(user, contactId, CONTACT_ID)
    const first = within(dialog).getByRole('group', { name: '参观人 1' })
    await user.clear(within(first).getByRole('textbox', { name: '证件号码' }))
    await fill(user, within(first).getByRole('textbox', { name: '证件号码' }), CONTACT_ID)
    await user.click(within(dialog).getByRole('button', { name: '添加参观人' }))
    const second = within(dialog).getByRole('group', { name: '参观人 2' })
    await fill(user, within(second).getByRole('textbox', { name: '姓名' }), '王小红')
    await fill(user, within(second).getByRole('textbox', { name: '证件号码' }), SECOND_ID)
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('该场次余票不足')).toBeInTheDocument()
    expect(log.created).toEqual([
      {
        slotId: 7,
        contactName: '王小明',
        contactMobile: '13812341234',
        contactIdType: 1,
        contactIdNumber: CONTACT_ID,
        persons: [
          { name: '王小明', idType: 1, idNumber: CONTACT_ID },
          { name: '王小红', idType: 1, idNumber: SECOND_ID },
        ],
      },
    ])
    expect(dialog).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '联系人' })).toHaveValue('王小明')
    expect(within(second).getByRole('textbox', { name: '姓名' })).toHaveValue('王小红')
  }, 60_000)

  it("limits the persons to the personal rule's maximum", async () => {
    const user = userEvent.setup()
    serve()
    renderPersonal()
    await rowOf('P20261127000001')
    await user.click(screen.getByRole('button', { name: '窗口预约' }))
    const dialog = await screen.findByRole('dialog', { name: '窗口预约' })
    const add = within(dialog).getByRole('button', { name: '添加参观人' })
    await waitFor(() => expect(within(dialog).getByText('共 1 人，最多 3 人')).toBeInTheDocument())
    await user.click(add)
    await user.click(add)
    expect(add).toBeDisabled()
  })

  it('取消预约 requires a reason and keeps it when the server refuses', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderPersonal()
    const row = await rowOf('P20261127000001')
    await user.click(within(row).getByRole('button', { name: '取消预约' }))
    const dialog = await screen.findByRole('dialog', { name: '取消预约' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入取消原因')).toBeInTheDocument()
    expect(log.cancelled).toEqual([])

    await fill(user, within(dialog).getByRole('textbox', { name: '取消原因' }), '行程有变')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('已超过取消截止时间，不能取消')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '取消原因' })).toHaveValue('行程有变')

    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('取消成功')).toBeInTheDocument()
    expect(log.cancelled).toEqual([
      { id: 1, reason: '行程有变' },
      { id: 1, reason: '行程有变' },
    ])
  })

  it('详情 shows the whole contact and every person with their ticket', async () => {
    const user = userEvent.setup()
    serve()
    renderPersonal()
    const row = await rowOf('P20261127000001')
    await user.click(within(row).getByRole('button', { name: '详情' }))
    const drawer = await screen.findByRole('dialog', { name: '预约详情' })
    expect(await within(drawer).findByText('13812341234')).toBeInTheDocument()
    const tickets = within(drawer).getByRole('table', { name: '参观人及门票' })
    const second = within(tickets).getByRole('cell', { name: 'T0002' }).closest('tr') as HTMLElement
    expect(within(second).getByText('王小红')).toBeInTheDocument()
    expect(within(second).getByText('待使用')).toBeInTheDocument()
    const first = within(tickets).getByRole('cell', { name: 'T0001' }).closest('tr') as HTMLElement
    expect(within(first).getByText('已使用')).toBeInTheDocument()
  })

  it("starts on the day a link names (the dashboard's ?visitDate=)", async () => {
    const log = serve()
    renderReservePage(<PersonalReservationPage />, {
      path: '/reserve/personal',
      url: '/reserve/personal?visitDate=2026-11-27',
    })
    await rowOf('P20261127000001')
    expect(log.pages[0].get('visitDate[0]')).toBe('2026-11-27 00:00:00')
    expect(log.pages[0].get('visitDate[1]')).toBe('2026-11-27 23:59:59')
  })

  it('hides 窗口预约, 导出 and 取消预约 without their permissions', async () => {
    serve()
    renderPersonal(['reserve:personal:query'])
    const row = await rowOf('P20261127000001')
    expect(within(row).getByRole('button', { name: '详情' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '取消预约' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '窗口预约' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })
})
