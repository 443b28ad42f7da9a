import { beforeAll, describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN } from './support/http'
import {
  addApprovers,
  deployModel,
  expectOk,
  flow,
  openTasks,
  processXml,
  runtimeApi,
  userTask,
  type TestUser,
} from './support/bpm-runtime'

// Gateways, countersigns (multi-instance user tasks) and expressions on the engine.

const multiInstance = (sequential: boolean, completion?: string) =>
  `<bpmn:multiInstanceLoopCharacteristics isSequential="${sequential}">${
    completion ? `<bpmn:completionCondition>${completion}</bpmn:completionCondition>` : ''
  }</bpmn:multiInstanceLoopCharacteristics>`

describe('BPM runtime: gateways, countersigns and expressions', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const api = runtimeApi(sandbox)
  let starter: TestUser, leader: TestUser, director: TestUser, a: TestUser, b: TestUser, c: TestUser

  beforeAll(async () => {
    ;[starter, leader, director, a, b, c] = (await addApprovers(sandbox, [
      '申请人',
      '部门领导',
      '馆长',
      '会签甲',
      '会签乙',
      '会签丙',
    ])) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser]
  })

  async function deploy(key: string, body: string, rules: Record<string, number[]>) {
    return deployModel(sandbox, admin.token, {
      key,
      name: `流程${key}`,
      xml: processXml(key, key, body),
      rules,
    })
  }

  const leaveBody = (condition: string) =>
    [
      '<bpmn:startEvent id="start" />',
      userTask('leader', '领导审批'),
      '<bpmn:exclusiveGateway id="gw" default="toEnd" />',
      userTask('director', '馆长审批'),
      '<bpmn:endEvent id="end" />',
      flow('f1', 'start', 'leader'),
      flow('f2', 'leader', 'gw'),
      flow('toDirector', 'gw', 'director', condition),
      flow('toEnd', 'gw', 'end'),
      flow('f3', 'director', 'end'),
    ].join('\n')

  it('takes the exclusive gateway branch whose ${...} condition holds', async () => {
    const definitionId = await deploy('rt_leave', leaveBody('${day &gt; 3}'), {
      leader: [leader.id],
      director: [director.id],
    })
    const long = expectOk(await api.start(starter.token, definitionId, { day: 5 }))
    const short = expectOk(await api.start(starter.token, definitionId, { day: 2 }))
    for (const id of [long, short]) {
      const [task] = await openTasks(api, leader.token, id)
      expectOk(await api.approve(leader.token, task!.id, '同意'))
    }
    expect((await openTasks(api, director.token, long))[0]?.name).toBe('馆长审批')
    expect(expectOk(await api.get(starter.token, short))).toMatchObject({ status: 2, result: 2 })
    const activities = expectOk(await api.activities(starter.token, short))
    expect(activities.map((activity) => activity.type)).toEqual([
      'startEvent',
      'userTask',
      'exclusiveGateway',
      'endEvent',
    ])
  })

  it('stops only the instance whose condition cannot be evaluated, with a clear reason', async () => {
    const definitionId = await deploy('rt_bad', leaveBody('${day.length.x &gt; 3}'), {
      leader: [leader.id],
      director: [director.id],
    })
    const id = expectOk(await api.start(starter.token, definitionId, { day: 5 }))
    const [task] = await openTasks(api, leader.token, id)
    expectOk(await api.approve(leader.token, task!.id, '同意'))
    const detail = expectOk(await api.get(starter.token, id))
    expect(detail).toMatchObject({ status: 2, result: 4 })
    expect(detail?.errorMessage).toContain('流程已停止：表达式 ${day.length.x > 3} 无法计算')
    expect(await openTasks(api, starter.token, id)).toEqual([])
    // The server goes on: other instances still run.
    const next = expectOk(await api.start(starter.token, definitionId, { day: 1 }))
    expect((await openTasks(api, leader.token, next))[0]?.name).toBe('领导审批')
  })

  it('stops an instance whose timer value is not a time, saying so in Chinese', async () => {
    const definitionId = await deploy(
      'rt_badtimer',
      [
        '<bpmn:startEvent id="start" />',
        userTask('leader', '领导审批'),
        '<bpmn:intermediateCatchEvent id="pause"><bpmn:timerEventDefinition><bpmn:timeDuration>三天</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>',
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'leader'),
        flow('f2', 'leader', 'pause'),
        flow('f3', 'pause', 'end'),
      ].join('\n'),
      { leader: [leader.id] },
    )
    const id = expectOk(await api.start(starter.token, definitionId))
    const [task] = await openTasks(api, leader.token, id)
    expectOk(await api.approve(leader.token, task!.id, '同意'))
    const detail = expectOk(await api.get(starter.token, id))
    expect(detail).toMatchObject({ status: 2, result: 4 })
    expect(detail?.errorMessage).toMatch(/^流程已停止：流程执行出错，原因：/)
    const tasks = expectOk(await api.tasks(starter.token, id))
    expect(tasks[0]).toMatchObject({ result: 2, reason: '同意' })
  })

  it('refuses to start when a task finds no assignee, and keeps no instance', async () => {
    const definitionId = await deploy('rt_nobody', leaveBody('${day &gt; 3}'), {
      // The seeded user 4 (former) is disabled: the rule leaves nobody.
      leader: [4],
      director: [director.id],
    })
    const before = expectOk(await api.myPage(starter.token)).total
    expect((await api.start(starter.token, definitionId, { day: 1 })).msg).toBe(
      '操作失败，原因：找不到任务的审批人！',
    )
    expect(expectOk(await api.myPage(starter.token)).total).toBe(before)
  })

  it('gives a parallel countersign one task per candidate and completes when all approved', async () => {
    const definitionId = await deploy(
      'rt_sign',
      [
        '<bpmn:startEvent id="start" />',
        userTask('sign', '会签', multiInstance(false)),
        userTask('after', '归档'),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'sign'),
        flow('f2', 'sign', 'after'),
        flow('f3', 'after', 'end'),
      ].join('\n'),
      { sign: [a.id, b.id, c.id], after: [director.id] },
    )
    const id = expectOk(await api.start(starter.token, definitionId))
    const signs = await openTasks(api, starter.token, id)
    expect(signs.map((task) => task.assigneeUser?.id).sort()).toEqual([a.id, b.id, c.id].sort())
    for (const user of [a, b]) {
      const mine = signs.find((task) => task.assigneeUser?.id === user.id)
      expectOk(await api.approve(user.token, mine!.id, '同意'))
      expect((await openTasks(api, starter.token, id)).every((t) => t.name === '会签')).toBe(true)
    }
    const last = signs.find((task) => task.assigneeUser?.id === c.id)
    expectOk(await api.approve(c.token, last!.id, '同意'))
    const [after] = await openTasks(api, starter.token, id)
    expect(after).toMatchObject({ name: '归档', assigneeUser: { id: director.id } })
  })

  it('ends a countersign early by its completion condition, closing the tasks left', async () => {
    const definitionId = await deploy(
      'rt_half',
      [
        '<bpmn:startEvent id="start" />',
        userTask('sign', '会签', multiInstance(false, '${nrOfCompletedInstances &gt;= 2}')),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'sign'),
        flow('f2', 'sign', 'end'),
      ].join('\n'),
      { sign: [a.id, b.id, c.id] },
    )
    const id = expectOk(await api.start(starter.token, definitionId))
    const signs = await openTasks(api, starter.token, id)
    for (const user of [a, b]) {
      const mine = signs.find((task) => task.assigneeUser?.id === user.id)
      expectOk(await api.approve(user.token, mine!.id, '同意'))
    }
    expect(expectOk(await api.get(starter.token, id))).toMatchObject({ status: 2, result: 2 })
    const left = expectOk(await api.tasks(starter.token, id)).find(
      (t) => t.assigneeUser?.id === c.id,
    )
    expect(left).toMatchObject({ result: 4, reason: '其他审批人已处理，任务自动结束' })
  })

  it('runs a sequential countersign one candidate after the other', async () => {
    const definitionId = await deploy(
      'rt_chain',
      [
        '<bpmn:startEvent id="start" />',
        userTask('sign', '依次会签', multiInstance(true)),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'sign'),
        flow('f2', 'sign', 'end'),
      ].join('\n'),
      { sign: [a.id, b.id] },
    )
    const id = expectOk(await api.start(starter.token, definitionId))
    let open = await openTasks(api, starter.token, id)
    expect(open.map((task) => task.assigneeUser?.id)).toEqual([a.id])
    expectOk(await api.approve(a.token, open[0]!.id, '同意'))
    open = await openTasks(api, starter.token, id)
    expect(open.map((task) => task.assigneeUser?.id)).toEqual([b.id])
    expectOk(await api.approve(b.token, open[0]!.id, '同意'))
    expect(expectOk(await api.get(starter.token, id))).toMatchObject({ status: 2, result: 2 })
  })

  it('runs parallel branches, and offers no return across the parallel gateway', async () => {
    const definitionId = await deploy(
      'rt_par',
      [
        '<bpmn:startEvent id="start" />',
        userTask('first', '初审'),
        '<bpmn:parallelGateway id="fork" />',
        userTask('finance', '财务审批'),
        userTask('office', '办公室审批'),
        '<bpmn:parallelGateway id="join" />',
        userTask('final', '终审'),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'first'),
        flow('f2', 'first', 'fork'),
        flow('f3', 'fork', 'finance'),
        flow('f4', 'fork', 'office'),
        flow('f5', 'finance', 'join'),
        flow('f6', 'office', 'join'),
        flow('f7', 'join', 'final'),
        flow('f8', 'final', 'end'),
      ].join('\n'),
      { first: [leader.id], finance: [a.id], office: [b.id], final: [director.id] },
    )
    const id = expectOk(await api.start(starter.token, definitionId))
    const [first] = await openTasks(api, leader.token, id)
    expectOk(await api.approve(leader.token, first!.id, '同意'))
    const branches = await openTasks(api, starter.token, id)
    expect(branches.map((task) => task.name).sort()).toEqual(['办公室审批', '财务审批'])
    const finance = branches.find((task) => task.name === '财务审批')!
    expect(expectOk(await api.returnList(a.token, finance.id))).toEqual([])
    expect((await api.back(a.token, finance.id, 'first', '退回')).msg).toBe(
      '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转',
    )
    expectOk(await api.approve(a.token, finance.id, '同意'))
    expect((await openTasks(api, starter.token, id)).map((t) => t.name)).toEqual(['办公室审批'])
    const office = branches.find((task) => task.name === '办公室审批')!
    expectOk(await api.approve(b.token, office.id, '同意'))
    const [final] = await openTasks(api, starter.token, id)
    expect(final?.name).toBe('终审')
    expect(expectOk(await api.returnList(director.token, final!.id))).toEqual([])
  })
})
