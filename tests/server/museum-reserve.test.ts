import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN, expectLoginRequired } from './support/guards'
import { ADMIN, STAFF, call, rawCall, type Page } from './support/http'
import {
  bookingBody,
  dayAt,
  inject,
  type PersonalItem,
  type SlotItem,
} from './support/museum-booking'

interface RuleItem {
  id: number
  type: number
  enabled: boolean
  advanceDays: number
  cancelDeadlineHours: number
  maxPersons: number
  minPersons: number
  dailyLimitPerIdNumber: number
  tempAmountTake: number
}

describe('museum personal reservations: /museum/reserve-personal, /museum/reserve-rule', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  let startHour = 17

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    inject<T>(sandbox, admin.token, method, path, body)
  const get = <T>(path: string, query: Record<string, unknown>, token = admin.token) =>
    call<T>(sandbox, path, { query, token })
  const book = (body: unknown, token = admin.token) =>
    inject<number>(sandbox, token, 'POST', '/museum/reserve-personal/create', body)
  const reservation = async (id: number) =>
    (await get<PersonalItem>('/museum/reserve-personal/get', { id })).data
  const slot = async (id: number) => (await get<SlotItem>('/museum/time-slot/get', { id })).data

  /** A slot of its own for one test, `daysAhead` days from today, after the seeded ones. */
  async function newSlot(capacity: number, daysAhead = 1): Promise<number> {
    startHour += 1
    const hour = String(startHour % 24).padStart(2, '0')
    const created = await api<number>('POST', '/museum/time-slot/create', {
      visitDate: dayAt(sandbox.clock.now(), daysAhead),
      startTime: `${hour}:00`,
      endTime: `${hour}:30`,
      capacity,
      teamCapacity: 0,
    })
    expect(created.code, created.msg).toBe(0)
    return created.data
  }

  async function personalRule(): Promise<RuleItem> {
    const rules = await get<RuleItem[]>('/museum/reserve-rule/list', {})
    expect(rules.data.map((r) => r.type)).toEqual([1, 2, 3])
    return rules.data[0]
  }
  const saveRule = (rule: RuleItem) => api<boolean>('PUT', '/museum/reserve-rule/update', rule)

  it('needs a login, and the permission of each action', async () => {
    await expectLoginRequired(sandbox, [
      { path: '/museum/reserve-personal/page' },
      { path: '/museum/reserve-personal/create', method: 'POST' },
      { path: '/museum/reserve-rule/list' },
      { path: '/museum/time-slot/list-by-date?visitDate=1' },
    ])
    // The seeded staff user may look at personal bookings, nothing more.
    const slotId = await newSlot(5)
    expect(await book(bookingBody(slotId), staff.token)).toEqual(FORBIDDEN)
    expect(
      await inject(sandbox, staff.token, 'PUT', '/museum/reserve-personal/cancel', {
        id: 1,
        reason: '行程有变',
      }),
    ).toEqual(FORBIDDEN)
    const exported = await rawCall(sandbox.apiUrl, '/museum/reserve-personal/export', {
      token: staff.token,
    })
    expect(await exported.json()).toEqual(FORBIDDEN)
    expect(await get('/museum/time-slot/list-by-date', { visitDate: 1 }, staff.token)).toEqual(
      FORBIDDEN,
    )
    expect(
      await inject(sandbox, staff.token, 'PUT', '/museum/reserve-rule/update', {
        ...(await personalRule()),
      }),
    ).toEqual(FORBIDDEN)
  })

  it('books at the counter: one ticket per person, places held, whole numbers only in get', async () => {
    const slotId = await newSlot(10)
    const body = bookingBody(slotId, 3)
    const created = await book(body)
    expect(created.code, created.msg).toBe(0)
    const item = await reservation(created.data)
    expect(item).toMatchObject({
      slotId,
      personCount: 3,
      status: 1,
      source: 2,
      contactMobile: '13912345678',
      contactIdNumber: body.contactIdNumber,
    })
    expect(item.reservationNo).toMatch(/^P\d{8}\d{6}$/)
    expect(item.persons).toHaveLength(3)
    expect(new Set(item.persons.map((p) => p.ticketNo)).size).toBe(3)
    expect(item.persons.every((p) => p.ticketStatus === 0)).toBe(true)
    expect((await slot(slotId)).reservedCount).toBe(3)

    const page = await get<Page<PersonalItem>>(
      '/museum/reserve-personal/page',
      { reservationNo: item.reservationNo },
      staff.token,
    )
    expect(page.data.total).toBe(1)
    const listed = page.data.list[0]
    expect(listed.contactMobile).toBe('139****5678')
    const contactId = body.contactIdNumber as string
    expect(listed.contactIdNumber).toBe(`${contactId.slice(0, 6)}********${contactId.slice(14)}`)
    expect(listed.persons.every((p) => p.idNumber.includes('********'))).toBe(true)
    // The query permission alone sees the whole numbers in the detail.
    const detail = await get<PersonalItem>(
      '/museum/reserve-personal/get',
      { id: item.id },
      staff.token,
    )
    expect(detail.data.contactMobile).toBe('13912345678')
  })

  it('refuses bad phones, ID numbers with a wrong check digit and one ID twice', async () => {
    const slotId = await newSlot(10)
    const body = bookingBody(slotId, 2)
    expect((await book({ ...body, contactMobile: '12345678901' })).msg).toBe(
      '请求参数不正确:请输入正确的手机号码',
    )
    const persons = body.persons as Array<{ idNumber: string }>
    const wrong = persons[1].idNumber.slice(0, 17) + (persons[1].idNumber.endsWith('0') ? '1' : '0')
    const badPerson = await book({
      ...body,
      persons: [persons[0], { ...persons[1], idNumber: wrong }],
    })
    expect(badPerson.msg).toBe('请求参数不正确:第 2 位参观人：请输入正确的身份证号码')
    const twice = await book({ ...body, persons: [persons[0], persons[0]] })
    expect(twice.msg).toContain('同一预约中证件号码不能重复')
    expect((await slot(slotId)).reservedCount).toBe(0)
  })

  it('allows one active booking per ID number per day', async () => {
    const slotId = await newSlot(10)
    const otherSlotSameDay = await newSlot(10)
    const body = bookingBody(slotId)
    expect((await book(body)).code).toBe(0)
    const again = await book({ ...body, slotId: otherSlotSameDay })
    expect(again.msg).toBe('该证件号当日已有预约')
    // Another day is fine.
    const nextDay = await newSlot(10, 2)
    expect((await book({ ...body, slotId: nextDay })).code).toBe(0)
  })

  it('applies the rule at once: persons, advance days, closed bookings', async () => {
    const rule = await personalRule()
    expect(rule).toMatchObject({ enabled: true, minPersons: 1, dailyLimitPerIdNumber: 1 })
    const slotId = await newSlot(20)
    expect((await book(bookingBody(slotId, rule.maxPersons + 1))).msg).toBe('预约人数超出限制')

    expect((await saveRule({ ...rule, maxPersons: 2 })).code).toBe(0)
    expect((await book(bookingBody(slotId, 3))).msg).toBe('预约人数超出限制')
    expect((await saveRule({ ...rule, minPersons: 2 })).code).toBe(0)
    expect((await book(bookingBody(slotId, 1))).msg).toBe('预约人数超出限制')
    expect((await saveRule({ ...rule, minPersons: 3, maxPersons: 2 })).msg).toBe(
      '请求参数不正确:每单最少人数不能大于最多人数',
    )

    expect((await saveRule({ ...rule, enabled: false })).code).toBe(0)
    expect((await book(bookingBody(slotId))).msg).toBe('个人预约暂未开放')
    expect((await saveRule(rule)).code).toBe(0)

    const farAway = await newSlot(5, rule.advanceDays + 1)
    expect((await book(bookingBody(farAway))).msg).toBe(`只能提前 ${rule.advanceDays} 天预约`)
    expect((await book(bookingBody(slotId))).code).toBe(0)
  })

  it('refuses stopped, unknown and ended slots', async () => {
    const slotId = await newSlot(5)
    expect(
      (await api('PUT', '/museum/time-slot/update-status', { id: slotId, status: 1 })).code,
    ).toBe(0)
    expect((await book(bookingBody(slotId))).msg).toBe('场次不存在或已停止预约')
    expect((await book(bookingBody(999_999))).msg).toBe('场次不存在或已停止预约')
    const yesterday = await newSlot(5, -1)
    expect((await book(bookingBody(yesterday))).msg).toBe('该场次已结束，不能预约')
  })

  it('never overbooks: 20 parallel bookings for 5 places give exactly 5', async () => {
    const slotId = await newSlot(5)
    const results = await Promise.all(Array.from({ length: 20 }, () => book(bookingBody(slotId))))
    const winners = results.filter((r) => r.code === 0)
    expect(winners).toHaveLength(5)
    expect(new Set(results.filter((r) => r.code !== 0).map((r) => r.msg))).toEqual(
      new Set(['该场次余票不足']),
    )
    expect((await slot(slotId)).reservedCount).toBe(5)
  })

  it('cancels with a reason before the deadline: tickets cancelled, places returned', async () => {
    const slotId = await newSlot(4)
    const created = await book(bookingBody(slotId, 2))
    expect((await slot(slotId)).reservedCount).toBe(2)
    const cancel = (body: unknown) => api<boolean>('PUT', '/museum/reserve-personal/cancel', body)
    expect((await cancel({ id: created.data, reason: ' ' })).msg).toBe(
      '请求参数不正确:取消原因不能为空',
    )
    expect((await cancel({ id: created.data, reason: '行程有变' })).code).toBe(0)
    const item = await reservation(created.data)
    expect(item).toMatchObject({ status: 2, cancelReason: '行程有变' })
    expect(item.persons.map((p) => p.ticketStatus)).toEqual([3, 3])
    expect((await slot(slotId)).reservedCount).toBe(0)
    // A cancelled booking cannot be cancelled again (status moves only 预约成功 -> 已取消).
    expect((await cancel({ id: created.data, reason: '行程有变' })).msg).toBe(
      '当前状态为「已取消」，不能取消预约',
    )
    // The places came back: four more persons fit.
    expect((await book(bookingBody(slotId, 4))).code).toBe(0)

    const rule = await personalRule()
    const late = await book(bookingBody(await newSlot(4)))
    // A deadline of 72 hours before a slot of tomorrow has passed already.
    expect((await saveRule({ ...rule, cancelDeadlineHours: 72 })).code).toBe(0)
    expect((await cancel({ id: late.data, reason: '临时有事' })).msg).toBe(
      '已超过取消期限（场次开始前 72 小时），不能取消',
    )
    expect((await saveRule(rule)).code).toBe(0)
    expect((await cancel({ id: late.data, reason: '临时有事' })).code).toBe(0)
  })

  it('lists the seeded bookings with filters, and exports a real .xlsx, masked', async () => {
    const all = await get<Page<PersonalItem>>('/museum/reserve-personal/page', { pageSize: 5 })
    expect(all.data.total).toBeGreaterThan(2000)
    const today = dayAt(sandbox.clock.now())
    const fmt = (ms: number) => {
      const d = new Date(ms)
      const p = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
    }
    const range = [`${fmt(today - 7 * 86_400_000)} 00:00:00`, `${fmt(today - 86_400_000)} 23:59:59`]
    const lastWeek = await get<Page<PersonalItem>>('/museum/reserve-personal/page', {
      visitDate: range,
      status: 3,
      pageSize: 100,
    })
    expect(lastWeek.data.total).toBeGreaterThan(50)
    expect(
      lastWeek.data.list.every(
        (r) => r.status === 3 && r.visitDate >= today - 7 * 86_400_000 && r.visitDate < today,
      ),
    ).toBe(true)

    const response = await rawCall(sandbox.apiUrl, '/museum/reserve-personal/export', {
      token: admin.token,
      query: { visitDate: range, status: 3 },
    })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()), 100_000)
    expect(rows[0].cells).toEqual([
      '预约编号',
      '参观日期',
      '场次',
      '联系人',
      '手机号码',
      '证件号码',
      '人数',
      '来源',
      '状态',
      '取消原因',
      '预约时间',
    ])
    expect(rows).toHaveLength(lastWeek.data.total + 1)
    expect(rows.slice(1).every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.cells[4]))).toBe(true)
    expect(rows.slice(1).every((r) => r.cells[5].includes('********'))).toBe(true)
    expect(rows.slice(1).every((r) => r.cells[8] === '已核销')).toBe(true)
  })
})
