import { afterAll, describe, expect, it } from 'vitest'
import { leaveDays } from '../../src/shared/wire/bpm-oa-leave'
import { useLogin, useSandbox } from './support/fixture'
import { expectLoginRequired } from './support/guards'
import { ADMIN, call, formatDateTime, login, STAFF, type Page } from './support/http'
import { startSandbox, tempDir } from './support/sandbox'

interface LeaveItem {
  id: number
  type: number
  reason: string
  startTime: number
  endTime: number
  day: number
  result: number
  createTime: number
  processInstanceId: string | null
}

interface TodoItem {
  id: string
  name: string
  processInstance: { id: string }
}

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
// Seeded approvers (passwords <username>123): staff works in 票务部, led by ticketlead; leaves of
// more than 3 days go on to the museum director.
const TICKET_LEAD = { username: 'ticketlead', password: 'ticketlead123' }
const DIRECTOR = { username: 'director', password: 'director123' }
const OTHER_STAFF = { username: 'ticket2', password: 'ticket2123' }

describe('OA leave: /bpm/oa/leave/*', () => {
  const sandbox = useSandbox()
  const staff = useLogin(sandbox, STAFF)
  const admin = useLogin(sandbox, ADMIN)
  const leader = useLogin(sandbox, TICKET_LEAD)
  const director = useLogin(sandbox, DIRECTOR)
  const colleague = useLogin(sandbox, OTHER_STAFF)

  const create = (json: unknown, token = staff.token) =>
    call<number>(sandbox, '/bpm/oa/leave/create', { method: 'POST', json, token })
  const page = (query: Record<string, unknown> = {}, token = staff.token) =>
    call<Page<LeaveItem>>(sandbox, '/bpm/oa/leave/page', { query, token })
  const get = (id: number, token = staff.token) =>
    call<LeaveItem | null>(sandbox, '/bpm/oa/leave/get', { query: { id }, token })
  const todoOf = async (token: string, processInstanceId: string) => {
    const todo = await call<Page<TodoItem>>(sandbox, '/bpm/task/todo-page', {
      query: { pageNo: 1, pageSize: 100 },
      token,
    })
    expect(todo.code, todo.msg).toBe(0)
    return todo.data.list.filter((task) => task.processInstance.id === processInstanceId)
  }
  const act = (action: 'approve' | 'reject', token: string, id: string, reason: string) =>
    call<boolean>(sandbox, `/bpm/task/${action}`, { method: 'PUT', json: { id, reason }, token })

  /** Files a leave of `days` days (plus an hour) as staff and returns it as the list shows it. */
  async function fileLeave(days: number, reason: string): Promise<LeaveItem> {
    const startTime = sandbox.clock.now() + DAY
    const created = await create({
      startTime,
      endTime: startTime + days * DAY + HOUR,
      type: 2,
      reason,
    })
    expect(created.code, created.msg).toBe(0)
    const leave = (await get(created.data)).data
    expect(leave).not.toBeNull()
    return leave as LeaveItem
  }

  it('needs a login', async () => {
    await expectLoginRequired(sandbox, [
      { path: '/bpm/oa/leave/create', method: 'POST' },
      { path: '/bpm/oa/leave/page' },
      { path: '/bpm/oa/leave/get?id=1' },
    ])
  })

  it('refuses a leave without start, end, type or reason, or ending before it starts', async () => {
    const start = sandbox.clock.now() + DAY
    const whole = { startTime: start, endTime: start + 2 * DAY, type: 1, reason: '看病' }
    const refusal = async (body: Record<string, unknown>) => (await create(body)).msg
    const { startTime: _s, ...noStart } = whole
    const { endTime: _e, ...noEnd } = whole
    const { type: _t, ...noType } = whole
    expect(await refusal(noStart)).toBe('请求参数不正确:开始时间不能为空')
    expect(await refusal(noEnd)).toBe('请求参数不正确:结束时间不能为空')
    expect(await refusal(noType)).toBe('请求参数不正确:请假类型不能为空')
    expect(await refusal({ ...whole, reason: '   ' })).toBe('请求参数不正确:请假原因不能为空')
    expect(await refusal({ ...whole, endTime: start })).toBe(
      '请求参数不正确:结束时间，需要在开始时间之后',
    )
    expect(await refusal({ ...whole, endTime: start - HOUR })).toBe(
      '请求参数不正确:结束时间，需要在开始时间之后',
    )
    // Nothing refused was kept.
    expect((await page()).data.total).toBe(0)
  })

  it('counts whole days between start and end', () => {
    const monday9 = new Date(2026, 2, 2, 9).getTime()
    expect(leaveDays(monday9, monday9 + 9 * HOUR)).toBe(0)
    expect(leaveDays(monday9, monday9 + 3 * DAY)).toBe(3)
    expect(leaveDays(monday9, monday9 + 3 * DAY + 9 * HOUR)).toBe(3)
    expect(leaveDays(monday9, monday9 + 4 * DAY)).toBe(4)
  })

  it('files a leave: in progress, its day count, its process started by the applicant', async () => {
    const leave = await fileLeave(4, '回老家')
    expect(leave).toMatchObject({ type: 2, reason: '回老家', day: 4, result: 1 })
    expect(leave.processInstanceId).toEqual(expect.any(String))
    const instance = await call<{
      businessKey: string
      result: number
      formVariables: Record<string, unknown>
      startUser: { nickname: string }
    }>(sandbox, '/bpm/process-instance/get', {
      query: { id: leave.processInstanceId },
      token: staff.token,
    })
    expect(instance.code, instance.msg).toBe(0)
    expect(instance.data.businessKey).toBe(String(leave.id))
    expect(instance.data.result).toBe(1)
    expect(instance.data.formVariables).toMatchObject({ day: 4 })
    // The applicant's leader has the first task.
    expect(await todoOf(leader.token, leave.processInstanceId!)).toHaveLength(1)
  })

  it('lists only the caller own leaves, newest first, with the filters', async () => {
    const short = await fileLeave(1, '牙疼')
    const own = await page()
    expect(own.code, own.msg).toBe(0)
    expect(own.data.list[0].id).toBe(short.id)
    expect(own.data.list.every((item) => item.reason !== '')).toBe(true)
    const ownTotal = own.data.total
    expect(ownTotal).toBeGreaterThanOrEqual(2)
    // Someone else's list does not show them, even the super administrator's.
    expect((await page({}, admin.token)).data.list.map((item) => item.id)).not.toContain(short.id)
    expect((await page({}, colleague.token)).data.total).toBe(0)
    // Filters: reason contains, type, result, 申请时间.
    expect((await page({ reason: '牙' })).data.list.map((item) => item.id)).toEqual([short.id])
    expect((await page({ type: 1 })).data.total).toBe(0)
    expect((await page({ result: 1 })).data.total).toBe(ownTotal)
    expect((await page({ result: 2 })).data.total).toBe(0)
    const now = sandbox.clock.now()
    const range = (from: number, to: number) => ({
      createTime: [formatDateTime(from), formatDateTime(to)],
    })
    expect((await page(range(now - HOUR, now + HOUR))).data.total).toBe(ownTotal)
    expect((await page(range(now - 3 * DAY, now - 2 * DAY))).data.total).toBe(0)
  })

  it('shows a leave to its applicant and its approvers only', async () => {
    const leave = await fileLeave(2, '搬家')
    expect((await get(leave.id)).data).toMatchObject({ id: leave.id, reason: '搬家' })
    // The leader has a task in the leave's process: the approval page shows the leave.
    expect((await get(leave.id, leader.token)).data).toMatchObject({ id: leave.id })
    // A colleague without a task in it is told it does not exist; so is an unknown id.
    expect(await get(leave.id, colleague.token)).toEqual({
      code: 1_009_001_001,
      data: null,
      msg: '请假申请不存在',
    })
    expect((await get(999_999)).msg).toBe('请假申请不存在')
  })

  it('follows its process: approved by the leader alone when short', async () => {
    const leave = await fileLeave(2, '家中有事')
    const [task] = await todoOf(leader.token, leave.processInstanceId!)
    expect((await act('approve', leader.token, task.id, '同意')).code).toBe(0)
    expect((await get(leave.id)).data?.result).toBe(2)
  })

  it('follows its process: a long leave goes on to the director, whose rejection lands', async () => {
    const leave = await fileLeave(5, '旅游')
    const [first] = await todoOf(leader.token, leave.processInstanceId!)
    expect((await act('approve', leader.token, first.id, '同意')).code).toBe(0)
    // Still running: the director decides on more than 3 days.
    expect((await get(leave.id)).data?.result).toBe(1)
    const [second] = await todoOf(director.token, leave.processInstanceId!)
    expect(second).toBeDefined()
    // The director sees the leave too (a task in its process).
    expect((await get(leave.id, director.token)).data?.id).toBe(leave.id)
    expect((await act('reject', director.token, second.id, '旺季不批')).code).toBe(0)
    expect((await get(leave.id)).data?.result).toBe(3)
    expect((await page({ result: 3 })).data.list.map((item) => item.id)).toEqual([leave.id])
  })

  it('is cancelled with its process', async () => {
    const leave = await fileLeave(1, '临时有事')
    const cancelled = await call<boolean>(sandbox, '/bpm/process-instance/cancel', {
      method: 'DELETE',
      json: { id: leave.processInstanceId, reason: '不去了' },
      token: staff.token,
    })
    expect(cancelled.code, cancelled.msg).toBe(0)
    expect((await get(leave.id)).data?.result).toBe(4)
    // Its approver has nothing left to do.
    expect(await todoOf(leader.token, leave.processInstanceId!)).toEqual([])
  })

  it('keeps no leave whose process cannot start, and says why', async () => {
    const models = await call<Page<{ id: string; key: string }>>(sandbox, '/bpm/model/page', {
      query: { key: 'oa_leave' },
      token: admin.token,
    })
    const model = models.data.list.find((item) => item.key === 'oa_leave')
    expect(model).toBeDefined()
    const setState = (state: number) =>
      call(sandbox, '/bpm/model/update-state', {
        method: 'PUT',
        json: { id: model!.id, state },
        token: admin.token,
      })
    const before = (await page()).data.total
    expect((await setState(2)).code).toBe(0)
    try {
      const start = sandbox.clock.now() + DAY
      const refused = await create({
        startTime: start,
        endTime: start + DAY,
        type: 1,
        reason: '发烧',
      })
      expect(refused).toMatchObject({ code: 1_009_003_003, msg: '流程定义处于挂起状态' })
      expect((await page()).data.total).toBe(before)
    } finally {
      expect((await setState(1)).code).toBe(0)
    }
  })
})

describe('OA leave across a restart of the sandbox', () => {
  const tmp = tempDir('oa-leave-')
  afterAll(() => tmp.remove())

  it('a leave filed before the restart follows its approval after it', async () => {
    const dbPath = `${tmp.dir}/sandbox.db`
    let sandbox = await startSandbox(dbPath)
    let leaveId = 0
    let processInstanceId = ''
    try {
      const staff = await login(sandbox, STAFF.username, STAFF.password)
      const start = sandbox.clock.now() + DAY
      const created = await call<number>(sandbox, '/bpm/oa/leave/create', {
        method: 'POST',
        json: { startTime: start, endTime: start + DAY, type: 1, reason: '复查' },
        token: staff.accessToken,
      })
      expect(created.code, created.msg).toBe(0)
      leaveId = created.data
    } finally {
      await sandbox.stop()
    }

    sandbox = await startSandbox(dbPath)
    try {
      const staff = (await login(sandbox, STAFF.username, STAFF.password)).accessToken
      const leader = (await login(sandbox, TICKET_LEAD.username, TICKET_LEAD.password)).accessToken
      const before = await call<LeaveItem>(sandbox, '/bpm/oa/leave/get', {
        query: { id: leaveId },
        token: staff,
      })
      expect(before.data).toMatchObject({ id: leaveId, result: 1 })
      processInstanceId = before.data.processInstanceId ?? ''
      const todo = await call<Page<TodoItem>>(sandbox, '/bpm/task/todo-page', {
        query: { pageNo: 1, pageSize: 100 },
        token: leader,
      })
      const task = todo.data.list.find((item) => item.processInstance.id === processInstanceId)
      expect(task).toBeDefined()
      const approved = await call<boolean>(sandbox, '/bpm/task/approve', {
        method: 'PUT',
        json: { id: task!.id, reason: '同意' },
        token: leader,
      })
      expect(approved.code, approved.msg).toBe(0)
      const after = await call<LeaveItem>(sandbox, '/bpm/oa/leave/get', {
        query: { id: leaveId },
        token: staff,
      })
      expect(after.data.result).toBe(2)
    } finally {
      await sandbox.stop()
    }
  })
})
