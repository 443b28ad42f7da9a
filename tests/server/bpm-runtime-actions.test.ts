import { beforeAll, describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'
import {
  addApprovers,
  deployModel,
  expectOk,
  openTasks,
  runtimeApi,
  sequentialXml,
  type TestUser,
} from './support/bpm-runtime'

// The actions of BPM-runtime users on a three-step sequential process (组长 -> 主任 -> 馆长):
// what each one changes, and the exact texts of each refusal.

describe('BPM runtime actions', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const api = runtimeApi(sandbox)
  let starter: TestUser, leader: TestUser, head: TestUser, director: TestUser, other: TestUser
  let definitionId = ''

  beforeAll(async () => {
    ;[starter, leader, head, director, other] = (await addApprovers(sandbox, [
      '发起人甲',
      '组长乙',
      '主任丙',
      '馆长丁',
      '同事戊',
    ])) as [TestUser, TestUser, TestUser, TestUser, TestUser]
    definitionId = await deployModel(sandbox, admin.token, {
      key: 'rt_seq',
      name: '顺序审批',
      xml: sequentialXml('rt_seq', [
        ['leader', '组长审批'],
        ['head', '主任审批'],
        ['director', '馆长审批'],
      ]),
      rules: { leader: [leader.id], head: [head.id], director: [director.id] },
    })
  })

  /** Starts an instance and returns it with its first (leader) task. */
  async function started(variables: Record<string, unknown> = {}) {
    const id = expectOk(await api.start(starter.token, definitionId, variables))
    const [task] = await openTasks(api, leader.token, id)
    if (!task) throw new Error('no first task')
    return { id, task }
  }

  async function messagesOf(user: TestUser): Promise<string[]> {
    const page = await call<{ list: Array<{ templateContent: string }> }>(
      sandbox,
      '/system/notify-message/my-page',
      { token: user.token, query: { pageSize: 100 } },
    )
    return page.data.list.map((message) => message.templateContent)
  }

  it('runs start -> each approver -> approved, and tells the assignees and the starter', async () => {
    const { id, task } = await started({ amount: 3 })
    const todo = expectOk(await api.todo(leader.token))
    expect(todo.list.find((item) => item.id === task.id)).toMatchObject({
      name: '组长审批',
      suspensionState: 1,
      processInstance: {
        id,
        name: '顺序审批',
        startUserId: starter.id,
        startUserNickname: '发起人甲',
      },
    })
    expect(await messagesOf(leader)).toContain(
      '您收到了一条新的待办任务：顺序审批-组长审批，请及时处理',
    )
    const mine = expectOk(await api.myPage(starter.token))
    expect(mine.list.find((item) => item.id === id)?.tasks).toEqual([
      { id: task.id, name: '组长审批' },
    ])

    expectOk(await api.approve(leader.token, task.id, '同意'))
    const [headTask] = await openTasks(api, head.token, id)
    expect(headTask).toMatchObject({
      name: '主任审批',
      assigneeUser: { id: head.id, nickname: '主任丙' },
    })
    expectOk(await api.approve(head.token, headTask!.id, '准予'))
    const [directorTask] = await openTasks(api, director.token, id)
    // `complete` is the older name of approve.
    expectOk(await api.approve(director.token, directorTask!.id, '同意执行', 'complete'))

    expect(expectOk(await api.get(starter.token, id))).toMatchObject({
      status: 2,
      result: 2,
      formVariables: { amount: 3 },
      errorMessage: null,
    })
    expect(await messagesOf(starter)).toContain('您的流程被审批通过：顺序审批')
    const done = expectOk(await api.done(leader.token))
    expect(done.list.find((item) => item.id === task.id)).toMatchObject({
      result: 2,
      reason: '同意',
    })
    const activities = expectOk(await api.activities(starter.token, id))
    expect(activities.map((activity) => [activity.key, activity.type])).toEqual([
      ['start', 'startEvent'],
      ['leader', 'userTask'],
      ['head', 'userTask'],
      ['director', 'userTask'],
      ['end', 'endEvent'],
    ])
    expect(activities.every((activity) => activity.endTime !== null)).toBe(true)
  })

  it('lets only the assignee act, and checks the bodies with the texts of the forms', async () => {
    const { id, task } = await started()
    for (const attempt of [
      api.approve(other.token, task.id),
      api.reject(other.token, task.id),
      api.transfer(other.token, task.id, other.id),
      api.delegate(other.token, task.id, other.id, '帮忙'),
      api.back(other.token, task.id, 'leader', '重来'),
    ]) {
      expect((await attempt).msg).toBe('操作失败，原因：该任务的审批人不是你')
    }
    expect((await api.approve(leader.token, task.id, '')).msg).toBe(
      '请求参数不正确:审批意见不能为空',
    )
    expect((await api.reject(leader.token, task.id, ' ')).msg).toBe(
      '请求参数不正确:审批意见不能为空',
    )
    const noAssignee = await call(sandbox, '/bpm/task/update-assignee', {
      method: 'PUT',
      token: leader.token,
      json: { id: task.id },
    })
    expect(noAssignee.msg).toBe('请求参数不正确:新审批人的用户编号不能为空')
    const noStart = await call(sandbox, '/bpm/process-instance/create', {
      method: 'POST',
      token: starter.token,
      json: { variables: {} },
    })
    expect(noStart.msg).toBe('请求参数不正确:流程定义编号不能为空')
    expect((await api.start(starter.token, 'missing:1:x')).msg).toBe('流程定义不存在')
    expect((await api.approve(leader.token, 'no-such-task')).msg).toBe('流程任务不存在')
    expect(expectOk(await api.get(starter.token, id))?.result).toBe(1)
  })

  it('rejects: the instance ends 不通过, the starter is told the reason', async () => {
    const { id, task } = await started()
    expectOk(await api.approve(leader.token, task.id))
    const [headTask] = await openTasks(api, head.token, id)
    expectOk(await api.reject(head.token, headTask!.id, '预算不足'))
    expect(expectOk(await api.get(starter.token, id))).toMatchObject({ status: 2, result: 3 })
    const tasks = expectOk(await api.tasks(starter.token, id))
    expect(tasks.find((t) => t.id === headTask!.id)).toMatchObject({
      result: 3,
      reason: '预算不足',
    })
    expect(await messagesOf(starter)).toContain('您的流程被审批不通过：顺序审批，原因：预算不足')
    expect((await api.approve(head.token, headTask!.id)).msg).toBe(
      '审批任务失败，原因：该任务不处于未审批',
    )
  })

  it('cancels only a running instance of mine, closing its tasks with the reason', async () => {
    const { id, task } = await started()
    expect((await api.cancel(leader.token, id, '不需要了')).msg).toBe(
      '流程取消失败，该流程不是你发起的',
    )
    const noReason = await call(sandbox, '/bpm/process-instance/cancel', {
      method: 'DELETE',
      token: starter.token,
      json: { id },
    })
    expect(noReason.msg).toBe('请求参数不正确:取消原因不能为空')
    expectOk(await api.cancel(starter.token, id, '不需要了'))
    expect(expectOk(await api.get(starter.token, id))).toMatchObject({ status: 2, result: 4 })
    const [closed] = expectOk(await api.tasks(starter.token, id))
    expect(closed).toMatchObject({ id: task.id, result: 4, reason: '主动取消任务，原因：不需要了' })
    expect((await api.cancel(starter.token, id, '再取消')).msg).toBe(
      '流程取消失败，流程不处于运行中',
    )
    expect(expectOk(await api.todo(leader.token)).list.some((t) => t.id === task.id)).toBe(false)
  })

  it('transfers a task to another user for good', async () => {
    const { id, task } = await started()
    expectOk(await api.transfer(leader.token, task.id, other.id))
    expect(expectOk(await api.todo(leader.token)).list.some((t) => t.id === task.id)).toBe(false)
    expect(expectOk(await api.todo(other.token)).list.some((t) => t.id === task.id)).toBe(true)
    expect((await api.approve(leader.token, task.id)).msg).toBe(
      '操作失败，原因：该任务的审批人不是你',
    )
    expectOk(await api.approve(other.token, task.id, '代为同意'))
    const [headTask] = await openTasks(api, head.token, id)
    expect(headTask?.name).toBe('主任审批')
  })

  it('delegates: the delegate answers, the task comes back to its owner, who then approves', async () => {
    const { id, task } = await started()
    expect((await api.delegate(leader.token, task.id, leader.id, '自己')).msg).toBe(
      '任务委派失败，委派人和当前审批人为同一人',
    )
    expect((await api.delegate(leader.token, task.id, 99_999, '无人')).msg).toBe(
      '任务委派失败，被委派人不存在',
    )
    const noReason = await call(sandbox, '/bpm/task/delegate', {
      method: 'PUT',
      token: leader.token,
      json: { id: task.id, delegateUserId: other.id },
    })
    expect(noReason.msg).toBe('请求参数不正确:委派理由不能为空')

    expectOk(await api.delegate(leader.token, task.id, other.id, '请先核对金额'))
    let [current] = await openTasks(api, other.token, id)
    expect(current).toMatchObject({
      id: task.id,
      result: 6,
      assigneeUser: { id: other.id },
      reason: '[组长乙]将任务委派给[同事戊]，委派理由为:请先核对金额',
    })
    expect(await messagesOf(other)).toContain(
      '您收到了一条新的待办任务：顺序审批-组长审批，请及时处理',
    )
    expectOk(await api.approve(other.token, task.id, '金额无误'))
    ;[current] = await openTasks(api, leader.token, id)
    expect(current).toMatchObject({
      id: task.id,
      result: 1,
      assigneeUser: { id: leader.id },
      reason: '[同事戊]完成委派任务，任务重新回到[组长乙]手中，审批意见为:金额无误',
    })
    expectOk(await api.approve(leader.token, task.id, '同意'))
    const [headTask] = await openTasks(api, head.token, id)
    expect(headTask?.name).toBe('主任审批')
    // Every step of the delegation stays in the history, each with its words; the task itself
    // comes first among the rows of its node (what the diagram colours it by).
    const history = expectOk(await api.tasks(starter.token, id))
      .filter((t) => t.definitionKey === 'leader')
      .map((t) => [t.assigneeUser?.nickname, t.result, t.reason])
    expect(history).toEqual([
      ['组长乙', 2, '同意'],
      ['组长乙', 6, '[组长乙]将任务委派给[同事戊]，委派理由为:请先核对金额'],
      ['同事戊', 2, '[同事戊]完成委派任务，任务重新回到[组长乙]手中，审批意见为:金额无误'],
    ])
  })

  it('returns to an earlier task on the path: result 5 with the reason, the target opens again', async () => {
    const { id, task } = await started()
    expectOk(await api.approve(leader.token, task.id, '同意'))
    const [headTask] = await openTasks(api, head.token, id)
    expectOk(await api.approve(head.token, headTask!.id, '同意'))
    const [directorTask] = await openTasks(api, director.token, id)

    expect(expectOk(await api.returnList(director.token, directorTask!.id))).toEqual([
      { definitionKey: 'head', name: '主任审批' },
      { definitionKey: 'leader', name: '组长审批' },
    ])
    expect(expectOk(await api.returnList(director.token, task.id, 'get-return-list'))).toEqual([])
    expect((await api.back(director.token, directorTask!.id, 'nowhere', '退')).msg).toBe(
      '目标节点不存在',
    )
    expect((await api.back(director.token, directorTask!.id, 'leader', '')).msg).toBe(
      '请求参数不正确:回退意见不能为空',
    )
    // `back` is the older name of return.
    expectOk(await api.back(director.token, directorTask!.id, 'leader', '请补充材料', 'back'))

    const tasks = expectOk(await api.tasks(starter.token, id))
    expect(tasks.find((t) => t.id === directorTask!.id)).toMatchObject({
      result: 5,
      reason: '请补充材料',
    })
    const reopened = tasks.filter((t) => t.definitionKey === 'leader')
    expect(reopened).toHaveLength(2)
    expect(reopened[0]).toMatchObject({ result: 1, endTime: null, assigneeUser: { id: leader.id } })
    expect(reopened[1]).toMatchObject({ result: 2, reason: '同意' })
    // From the reopened task the process runs its course again.
    expectOk(await api.approve(leader.token, reopened[0]!.id, '已补充'))
    const [again] = await openTasks(api, head.token, id)
    expect(again?.name).toBe('主任审批')
  })

  it('refuses to start a suspended definition and to act on its tasks', async () => {
    const { id, task } = await started()
    const models = await call<{ list: Array<{ id: string; key: string }> }>(
      sandbox,
      '/bpm/model/page',
      { token: admin.token, query: { key: 'rt_seq' } },
    )
    const modelId = models.data.list[0]!.id
    const setState = (state: number) =>
      call(sandbox, '/bpm/model/update-state', {
        method: 'PUT',
        token: admin.token,
        json: { id: modelId, state },
      })
    expectOk(await setState(2))
    try {
      expect((await api.start(starter.token, definitionId)).msg).toBe('流程定义处于挂起状态')
      expect((await api.approve(leader.token, task.id)).msg).toBe('当前任务处于挂起状态，不能操作')
      const todo = expectOk(await api.todo(leader.token))
      expect(todo.list.find((item) => item.id === task.id)?.suspensionState).toBe(2)
    } finally {
      expectOk(await setState(1))
    }
    expectOk(await api.approve(leader.token, task.id))
    expect((await openTasks(api, head.token, id))[0]?.name).toBe('主任审批')
  })

  it('lets exactly one of two racing approvals of one task win', async () => {
    const { id, task } = await started()
    const answers = await Promise.all([
      api.approve(leader.token, task.id, '第一次'),
      api.approve(leader.token, task.id, '第二次'),
    ])
    expect(answers.map((answer) => answer.msg).sort()).toEqual([
      '',
      '审批任务失败，原因：该任务不处于未审批',
    ])
    const tasks = expectOk(await api.tasks(starter.token, id))
    expect(tasks.filter((t) => t.definitionKey === 'head')).toHaveLength(1)
    expect(tasks.find((t) => t.id === task.id)?.reason).toBe(
      answers[0]!.msg === '' ? '第一次' : '第二次',
    )
  })
})
