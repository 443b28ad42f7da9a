import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { idCheckChar } from '../../src/shared/wire/museum-fields'
import type { MemberImportResult, ReserveTeamItem } from '../../src/shared/wire/museum-reserve-team'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, type Page } from './support/http'

const RESERVE_CLERK = { username: 'reserve', password: 'reserve123' }
const TICKET_LEAD = { username: 'ticketlead', password: 'ticketlead123' }
const GATE = { username: 'gate', password: 'gate123' }
const COLLEAGUE = { username: 'ticket2', password: 'ticket2123' }

/** A resident ID number that passes GB 11643, unique per `n`. */
const validId = (n: number) => {
  const first17 = `32010219850101${String(n % 1000).padStart(3, '0')}`.replace(
    /^(\d{6})(\d{4})/,
    (_, region, year) => `${region}${Number(year) + Math.floor(n / 1000)}`,
  )
  return `${first17}${idCheckChar(first17)}`
}

const membersOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `成员${from + i}`,
    idType: 1,
    idNumber: validId(from + i),
  }))

interface TodoItem {
  id: string
  processInstance: { id: string }
}

describe('team reservations: /museum/reserve-team/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const clerk = useLogin(sandbox, RESERVE_CLERK)
  const leader = useLogin(sandbox, TICKET_LEAD)
  const gate = useLogin(sandbox, GATE)
  const colleague = useLogin(sandbox, COLLEAGUE)
  let db: Database.Database
  let nextMember = 1

  beforeAll(() => {
    // The tests set up their own slots and team rule beside the app (same file, WAL).
    db = new Database(sandbox.dbPath)
    db.pragma('busy_timeout = 5000')
    const now = sandbox.clock.now()
    db.prepare(
      `INSERT INTO museum_reserve_rule (type, enabled, advance_days, cancel_deadline_hours,
         max_persons, min_persons, daily_limit_per_id_number, temp_amount_take, create_time,
         update_time) VALUES (2, 1, 14, 24, 60, 5, 1, 0, ?, ?)
       ON CONFLICT (type) DO UPDATE SET enabled = 1, advance_days = 14, cancel_deadline_hours = 24,
         max_persons = 60, min_persons = 5`,
    ).run(now, now)
  })
  afterAll(() => db.close())

  /** A new open slot `daysAhead` days from today with `teamCapacity` team places. */
  let slotHour = 0
  const newSlot = (teamCapacity: number, daysAhead = 3) => {
    const day = new Date(sandbox.clock.now())
    day.setHours(0, 0, 0, 0)
    day.setDate(day.getDate() + daysAhead)
    const start = `${String(slotHour % 24).padStart(2, '0')}:00`
    const end = `${String(slotHour % 24).padStart(2, '0')}:59`
    slotHour += 1
    const now = sandbox.clock.now()
    return Number(
      db
        .prepare(
          `INSERT INTO museum_time_slot (visit_date, start_time, end_time, capacity, reserved_count,
             team_capacity, team_reserved_count, status, create_time, update_time)
           VALUES (?, ?, ?, 100, 0, ?, 0, 0, ?, ?)`,
        )
        .run(day.getTime() + Math.floor(slotHour / 24) * 0, start, end, teamCapacity, now, now)
        .lastInsertRowid,
    )
  }
  const teamPlacesHeld = (slotId: number) =>
    (
      db
        .prepare('SELECT team_reserved_count AS n FROM museum_time_slot WHERE id = ?')
        .get(slotId) as {
        n: number
      }
    ).n

  const body = (slotId: number, persons = 6, overrides: Record<string, unknown> = {}) => {
    const members = membersOf(nextMember, persons)
    nextMember += persons
    return {
      slotId,
      teamName: '琅琊路小学四年级研学团',
      workUnitType: 4,
      workUnit: '南京市琅琊路小学',
      contactName: '陈老师',
      contactMobile: '13912345678',
      remark: '需要讲解员',
      members,
      ...overrides,
    }
  }
  const create = (json: unknown, token = clerk.token) =>
    call<number>(sandbox, '/museum/reserve-team/create', { method: 'POST', json, token })
  const get = (id: number, token = admin.token) =>
    call<ReserveTeamItem | null>(sandbox, '/museum/reserve-team/get', { query: { id }, token })
  const page = (query: Record<string, unknown> = {}, token = admin.token) =>
    call<Page<ReserveTeamItem>>(sandbox, '/museum/reserve-team/page', { query, token })
  const cancel = (id: number, reason: string, token = clerk.token) =>
    call<boolean>(sandbox, '/museum/reserve-team/cancel', {
      method: 'PUT',
      json: { id, reason },
      token,
    })
  const leaderTaskOf = async (processInstanceId: string) => {
    const todo = await call<Page<TodoItem>>(sandbox, '/bpm/task/todo-page', {
      query: { pageNo: 1, pageSize: 100 },
      token: leader.token,
    })
    return todo.data.list.find((task) => task.processInstance.id === processInstanceId)
  }
  const decide = async (team: ReserveTeamItem, action: 'approve' | 'reject', reason: string) => {
    const task = await leaderTaskOf(team.processInstanceId ?? '')
    expect(task, 'the 票务部 leader has the approval').toBeDefined()
    const result = await call<boolean>(sandbox, `/bpm/task/${action}`, {
      method: 'PUT',
      json: { id: task!.id, reason },
      token: leader.token,
    })
    expect(result.code, result.msg).toBe(0)
  }
  const createOk = async (json: unknown) => {
    const created = await create(json)
    expect(created.code, created.msg).toBe(0)
    return (await get(created.data)).data as ReserveTeamItem
  }

  it('books a team: pending, its team places held, the approval started with the leader', async () => {
    const slotId = newSlot(30)
    const team = await createOk(body(slotId, 6))
    expect(team).toMatchObject({
      status: 0,
      personCount: 6,
      teamName: '琅琊路小学四年级研学团',
      workUnitType: 4,
      contactMobile: '13912345678',
    })
    expect(team.reservationNo).toMatch(/^T\d{8}\d{6}$/)
    expect(team.members).toHaveLength(6)
    expect(team.members[0].idNumber).toMatch(/^\d{17}[\dX]$/)
    expect(teamPlacesHeld(slotId)).toBe(6)
    const instance = await call<{
      businessKey: string
      processDefinition: { formCustomViewPath: string }
    }>(sandbox, '/bpm/process-instance/get', {
      query: { id: team.processInstanceId },
      token: admin.token,
    })
    expect(instance.data).toMatchObject({
      businessKey: String(team.id),
      processDefinition: { formCustomViewPath: '/reserve/team/detail' },
    })
    expect(await leaderTaskOf(team.processInstanceId ?? '')).toBeDefined()

    // Lists mask phone and ID numbers.
    const listed = (await page({ reservationNo: team.reservationNo })).data
    expect(listed.total).toBe(1)
    expect(listed.list[0].contactMobile).toBe('139****5678')
    expect(listed.list[0].members[0].idNumber).toMatch(/^\d{6}\*{8}[\dX\d]{4}$/)
    expect((await page({ teamName: '研学', status: 0 })).data.total).toBeGreaterThanOrEqual(1)
  })

  it('refuses bad members, a bad phone and sizes outside the rule, keeping nothing', async () => {
    const slotId = newSlot(100)
    const refusal = async (json: unknown) => (await create(json)).msg
    const good = body(slotId, 6)
    const badId = {
      ...good,
      members: good.members.map((m, i) => (i === 1 ? { ...m, idNumber: '110101199003071235' } : m)),
    }
    expect(await refusal(badId)).toBe('请求参数不正确:第 2 位成员：请输入正确的身份证号码')
    const twice = { ...good, members: [...good.members, { ...good.members[0], name: '重复' }] }
    expect(await refusal(twice)).toBe('请求参数不正确:第 7 位成员与第 1 位成员的证件号码重复')
    expect(await refusal({ ...good, contactMobile: '1234' })).toBe(
      '请求参数不正确:请输入正确的手机号码',
    )
    expect(await refusal({ ...good, members: [] })).toBe('请求参数不正确:请添加团队成员')
    expect(await refusal(body(slotId, 4))).toBe('预约人数超出限制')
    expect(await refusal(body(slotId, 61))).toBe('预约人数超出限制')
    expect(await refusal(body(newSlot(100, 20), 6))).toMatch(/14 天/)
    expect(await refusal(body(999_999, 6))).toBe('场次不存在或已停止预约')
    expect(teamPlacesHeld(slotId)).toBe(0)
  })

  it('never overbooks team places: 20 teams of 10 at once for 50 places give exactly 5', async () => {
    const slotId = newSlot(50)
    const results = await Promise.all(Array.from({ length: 20 }, () => create(body(slotId, 10))))
    const won = results.filter((r) => r.code === 0)
    expect(won).toHaveLength(5)
    for (const lost of results.filter((r) => r.code !== 0)) expect(lost.msg).toBe('该场次余票不足')
    expect(teamPlacesHeld(slotId)).toBe(50)
    const { total } = (await page({ pageSize: 100 })).data
    expect(
      (await page({ pageSize: 100 })).data.list.filter((t) => t.slotId === slotId),
    ).toHaveLength(5)
    expect(total).toBeGreaterThanOrEqual(5)
  })

  it('approved by the 票务部 leader: 审核通过 with one ticket per member', async () => {
    const slotId = newSlot(30)
    const team = await createOk(body(slotId, 5))
    await decide(team, 'approve', '同意，请按时入馆')
    const approved = (await get(team.id)).data as ReserveTeamItem
    expect(approved.status).toBe(1)
    expect(approved.auditReason).toBe('同意，请按时入馆')
    expect(approved.members.every((m) => /^M\d{14}$/.test(m.ticketNo ?? ''))).toBe(true)
    expect(approved.members.every((m) => m.ticketStatus === 0)).toBe(true)
    expect(teamPlacesHeld(slotId)).toBe(5)
    // Cancelling an approved booking returns the places and cancels its tickets.
    expect((await cancel(team.id, '行程调整')).code).toBe(0)
    const cancelled = (await get(team.id)).data as ReserveTeamItem
    expect(cancelled).toMatchObject({ status: 3, cancelReason: '行程调整' })
    expect(cancelled.members.every((m) => m.ticketStatus === 3)).toBe(true)
    expect(teamPlacesHeld(slotId)).toBe(0)
    expect((await cancel(team.id, '再取消')).msg).toBe('当前状态为「已取消」，不能取消预约')
  })

  it('rejected: 审核驳回 with the reason, the team places given back, no tickets', async () => {
    const slotId = newSlot(30)
    const team = await createOk(body(slotId, 8))
    expect(teamPlacesHeld(slotId)).toBe(8)
    await decide(team, 'reject', '当日展厅维护')
    const rejected = (await get(team.id)).data as ReserveTeamItem
    expect(rejected).toMatchObject({ status: 2, auditReason: '当日展厅维护' })
    expect(rejected.members.every((m) => !m.ticketNo)).toBe(true)
    expect(teamPlacesHeld(slotId)).toBe(0)
    expect((await cancel(team.id, '取消')).msg).toBe('当前状态为「审核驳回」，不能取消预约')
  })

  it('cancelling a pending booking cancels its approval and returns the places', async () => {
    const slotId = newSlot(30)
    const team = await createOk(body(slotId, 7))
    expect((await cancel(team.id, '   ')).msg).toBe('请求参数不正确:取消原因不能为空')
    expect((await cancel(team.id, '人数不足')).code).toBe(0)
    expect((await get(team.id)).data).toMatchObject({ status: 3, cancelReason: '人数不足' })
    expect(teamPlacesHeld(slotId)).toBe(0)
    const instance = await call<{ result: number }>(sandbox, '/bpm/process-instance/get', {
      query: { id: team.processInstanceId },
      token: admin.token,
    })
    expect(instance.data.result).toBe(4)
    expect(await leaderTaskOf(team.processInstanceId ?? '')).toBeUndefined()
  })

  it('reads members from an .xlsx and reports each bad row', async () => {
    const template = await rawCall(sandbox.apiUrl, '/museum/reserve-team/import-template', {
      token: clerk.token,
    })
    const rows = await readXlsxRows(Buffer.from(await template.arrayBuffer()))
    expect(rows[0].cells).toEqual(['姓名', '证件类型', '证件号码'])
    expect(rows[1].cells[1]).toBe('居民身份证')

    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('成员')
    sheet.addRow(['姓名', '证件类型', '证件号码'])
    sheet.addRow(['王小明', '居民身份证', validId(900)]) // row 2 ok
    sheet.addRow(['', '居民身份证', validId(901)]) // row 3 no name
    sheet.addRow(['李四', '居民身份证', '110101199003071235']) // row 4 bad check digit
    sheet.addRow(['赵五', '驾驶证', 'A1234567']) // row 5 unknown type
    sheet.addRow(['王小明', '居民身份证', validId(900)]) // row 6 repeats row 2
    sheet.addRow(['Tom', '护照', 'E12345678']) // row 7 ok
    const file = new FormData()
    file.append('file', new Blob([await workbook.xlsx.writeBuffer()]), '成员.xlsx')
    const imported = await call<MemberImportResult>(
      sandbox,
      '/museum/reserve-team/import-members',
      {
        method: 'POST',
        body: file,
        token: clerk.token,
      },
    )
    expect(imported.code, imported.msg).toBe(0)
    expect(imported.data.members).toEqual([
      { name: '王小明', idType: 1, idNumber: validId(900) },
      { name: 'Tom', idType: 2, idNumber: 'E12345678' },
    ])
    expect(imported.data.failures).toEqual([
      { row: 3, reason: '姓名不能为空' },
      { row: 4, reason: '请输入正确的身份证号码' },
      { row: 5, reason: '证件类型「驾驶证」不存在' },
      { row: 6, reason: '证件号码与第 2 行重复' },
    ])

    const notXlsx = new FormData()
    notXlsx.append('file', new Blob(['姓名,证件类型']), 'a.csv')
    const refused = await call(sandbox, '/museum/reserve-team/import-members', {
      method: 'POST',
      body: notXlsx,
      token: clerk.token,
    })
    expect(refused.msg).toBe('导入文件格式不正确，请使用下载的 .xlsx 模板')
  })

  it('exports an .xlsx with masked phones', async () => {
    const response = await rawCall(sandbox.apiUrl, '/museum/reserve-team/export', {
      token: admin.token,
    })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells.slice(0, 3)).toEqual(['预约编号', '团队名称', '单位类型'])
    const phones = rows.slice(1).map((row) => row.cells[5])
    expect(phones.length).toBeGreaterThan(0)
    for (const phone of phones) expect(phone).toMatch(/^\d{3}\*{4}\d{4}$/)
  })

  it('checks permissions; the approver reads the booking without the 团队预约 menu', async () => {
    const team = await createOk(body(newSlot(30), 5))
    expect(await page({}, gate.token)).toEqual(FORBIDDEN)
    expect(await get(team.id, gate.token)).toEqual(FORBIDDEN)
    expect(await create(body(newSlot(30), 5), colleague.token)).toEqual(FORBIDDEN)
    expect(await cancel(team.id, 'x', colleague.token)).toEqual(FORBIDDEN)
    const importAs = await call(sandbox, '/museum/reserve-team/import-members', {
      method: 'POST',
      body: new FormData(),
      token: colleague.token,
    })
    expect(importAs).toEqual(FORBIDDEN)
    // ticketlead holds no reserve:team permission but has the approval: the whole booking.
    const asApprover = await get(team.id, leader.token)
    expect(asApprover.code, asApprover.msg).toBe(0)
    expect(asApprover.data?.contactMobile).toBe('13912345678')
    // A colleague with the approval read permission and no part in it: as if it did not exist.
    expect(await get(team.id, colleague.token)).toMatchObject({
      code: 1_040_002_000,
      msg: '团队预约不存在',
    })
  })
})
