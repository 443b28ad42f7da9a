import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { USER_SEEDS } from '../../host-sandbox/api/src/db/seed/organisation'
import { ADMIN, call, STAFF, type Page } from './support/http'

interface TodoItem {
  id: string
  processInstance: { id: string }
}

const DAY = 24 * 60 * 60 * 1000
// Seeded accounts (passwords <username>123): staff works in 票务部, led by ticketlead; ticket2 is
// a colleague with the same role and no part in staff's leave.
const TICKET_LEAD = { username: 'ticketlead', password: 'ticketlead123' }
const COLLEAGUE = { username: 'ticket2', password: 'ticket2123' }

describe('who may read an approval', () => {
  const sandbox = useSandbox()
  const staff = useLogin(sandbox, STAFF)
  const leader = useLogin(sandbox, TICKET_LEAD)
  const colleague = useLogin(sandbox, COLLEAGUE)
  const admin = useLogin(sandbox, ADMIN)

  /** What each read call of the approval page answers `token` for `id`. */
  async function reads(token: string, id: string) {
    const query = { id, processInstanceId: id }
    const [detail, tasks, activities] = await Promise.all([
      call<{ id: string } | null>(sandbox, '/bpm/process-instance/get', { query, token }),
      call<unknown[]>(sandbox, '/bpm/task/list-by-process-instance-id', { query, token }),
      call<unknown[]>(sandbox, '/bpm/activity/list', { query, token }),
    ])
    for (const answer of [detail, tasks, activities]) expect(answer.code, answer.msg).toBe(0)
    return {
      detail: detail.data?.id ?? null,
      tasks: tasks.data.length,
      activities: activities.data.length,
    }
  }

  it('the starter, the approvers and a super admin see it; a colleague with the same role does not', async () => {
    const colleagueId = USER_SEEDS.find((user) => user.username === COLLEAGUE.username)?.id
    expect(colleagueId).toBeDefined()
    const start = sandbox.clock.now() + DAY
    const created = await call<number>(sandbox, '/bpm/oa/leave/create', {
      method: 'POST',
      token: staff.token,
      json: {
        startTime: start,
        endTime: start + DAY,
        type: 1,
        reason: '身体不适（他人不可见）',
      },
    })
    expect(created.code, created.msg).toBe(0)
    const leave = await call<{ processInstanceId: string }>(sandbox, '/bpm/oa/leave/get', {
      query: { id: created.data },
      token: staff.token,
    })
    const id = leave.data.processInstanceId

    const seen = { detail: id, tasks: 1, activities: expect.any(Number) }
    expect(await reads(staff.token, id)).toMatchObject(seen)
    expect(await reads(leader.token, id)).toMatchObject(seen)
    expect(await reads(admin.token, id)).toMatchObject(seen)
    // The same permissions, no part in it: the answer for an id that does not exist.
    expect(await reads(colleague.token, id)).toEqual({ detail: null, tasks: 0, activities: 0 })

    // Once the leader has handed the task on, the new assignee reads it and so does the leader.
    const todo = await call<Page<TodoItem>>(sandbox, '/bpm/task/todo-page', {
      query: { pageNo: 1, pageSize: 100 },
      token: leader.token,
    })
    const task = todo.data.list.find((item) => item.processInstance.id === id)
    expect(task).toBeDefined()
    const moved = await call<boolean>(sandbox, '/bpm/task/update-assignee', {
      method: 'PUT',
      token: leader.token,
      json: { id: task?.id, assigneeUserId: colleagueId },
    })
    expect(moved.code, moved.msg).toBe(0)
    expect((await reads(colleague.token, id)).detail).toBe(id)
    expect((await reads(leader.token, id)).detail).toBe(id)
  })
})
