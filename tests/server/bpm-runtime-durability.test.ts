import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, login } from './support/http'
import {
  addApprovers,
  deployModel,
  expectOk,
  flow,
  openTasks,
  processXml,
  runtimeApi,
  userTask,
  waitForState,
  type TestUser,
} from './support/bpm-runtime'
import { startSandbox, tempDir, TestClock, type RunningSandbox } from './support/sandbox'

// What survives a restart of the sandbox: running instances with their tasks and variables, and
// timers (boundary and intermediate), which fire when due on the server's clock, at once when they
// fell due while the server was down. Tests move the clock and wait on state, never on time.

const HOUR = 3_600_000
const SWEEP = { bpmTimerSweepMs: 20 }

const timer = (duration: string) =>
  `<bpmn:timerEventDefinition><bpmn:timeDuration>${duration}</bpmn:timeDuration></bpmn:timerEventDefinition>`

describe('BPM runtime across restarts and over time', () => {
  const tmp = tempDir('bpm-runtime-')
  const dbPath = `${tmp.dir}/sandbox.db`
  const clock = new TestClock()
  let sandbox: RunningSandbox
  let adminToken = ''
  let starter: TestUser, leader: TestUser, director: TestUser
  const api = () => runtimeApi(sandbox)
  const definitions: Record<string, string> = {}

  /** Moved past their lifetime, the users' access tokens are renewed by logging in again. */
  async function relogin() {
    for (const user of [starter, leader, director]) {
      user.token = (await login(sandbox, user.username, 'runtime123')).accessToken
    }
  }

  async function advance(ms: number) {
    clock.advance(ms)
    await relogin()
  }

  /** Stops the running sandbox and builds a new one on the same database file and clock. */
  async function restart(downtimeMs = 0) {
    await sandbox.stop()
    clock.advance(downtimeMs)
    sandbox = await startSandbox(dbPath, SWEEP, clock)
    await relogin()
  }

  beforeAll(async () => {
    sandbox = await startSandbox(dbPath, SWEEP, clock)
    adminToken = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
    ;[starter, leader, director] = (await addApprovers(sandbox, ['申请人', '领导', '馆长'])) as [
      TestUser,
      TestUser,
      TestUser,
    ]
    const deploy = async (key: string, body: string, rules: Record<string, number[]>) => {
      definitions[key] = await deployModel(sandbox, adminToken, {
        key,
        name: `流程${key}`,
        xml: processXml(key, key, body),
        rules,
      })
    }
    await deploy(
      'rt_leave',
      [
        '<bpmn:startEvent id="start" />',
        userTask('leader', '领导审批'),
        '<bpmn:exclusiveGateway id="gw" default="toEnd" />',
        userTask('director', '馆长审批'),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'leader'),
        flow('f2', 'leader', 'gw'),
        flow('toDirector', 'gw', 'director', '${day &gt; 3}'),
        flow('toEnd', 'gw', 'end'),
        flow('f3', 'director', 'end'),
      ].join('\n'),
      { leader: [leader.id], director: [director.id] },
    )
    // A 48-hour reminder beside the task (non-interrupting), and an escalation after 3 days.
    await deploy(
      'rt_remind',
      [
        '<bpmn:startEvent id="start" />',
        userTask('leader', '领导审批'),
        `<bpmn:boundaryEvent id="remind" attachedToRef="leader" cancelActivity="false">${timer('PT48H')}</bpmn:boundaryEvent>`,
        userTask('notice', '催办提醒'),
        '<bpmn:endEvent id="noticeEnd" />',
        `<bpmn:boundaryEvent id="escalate" attachedToRef="leader" cancelActivity="true">${timer('P3D')}</bpmn:boundaryEvent>`,
        userTask('director', '馆长代批'),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'leader'),
        flow('f2', 'leader', 'end'),
        flow('f3', 'remind', 'notice'),
        flow('f4', 'notice', 'noticeEnd'),
        flow('f5', 'escalate', 'director'),
        flow('f6', 'director', 'end'),
      ].join('\n'),
      { leader: [leader.id], notice: [leader.id], director: [director.id] },
    )
    // A reminder every hour, twice (a repeating cycle beside the task).
    await deploy(
      'rt_cycle',
      [
        '<bpmn:startEvent id="start" />',
        userTask('leader', '领导审批'),
        `<bpmn:boundaryEvent id="remind" attachedToRef="leader" cancelActivity="false"><bpmn:timerEventDefinition><bpmn:timeCycle>R2/PT1H</bpmn:timeCycle></bpmn:timerEventDefinition></bpmn:boundaryEvent>`,
        userTask('notice', '催办提醒'),
        '<bpmn:endEvent id="noticeEnd" />',
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'leader'),
        flow('f2', 'leader', 'end'),
        flow('f3', 'remind', 'notice'),
        flow('f4', 'notice', 'noticeEnd'),
      ].join('\n'),
      { leader: [leader.id], notice: [leader.id] },
    )
    await deploy(
      'rt_wait',
      [
        '<bpmn:startEvent id="start" />',
        `<bpmn:intermediateCatchEvent id="pause">${timer('PT1H')}</bpmn:intermediateCatchEvent>`,
        userTask('leader', '领导审批'),
        '<bpmn:endEvent id="end" />',
        flow('f1', 'start', 'pause'),
        flow('f2', 'pause', 'leader'),
        flow('f3', 'leader', 'end'),
      ].join('\n'),
      { leader: [leader.id] },
    )
  })

  afterAll(async () => {
    await sandbox.stop()
    tmp.remove()
  })

  const namesOfOpenTasks = async (id: string) =>
    (await openTasks(api(), starter.token, id)).map((task) => task.name).sort()

  it('keeps an instance, its open task and its variables across a restart', async () => {
    const id = expectOk(await api().start(starter.token, definitions.rt_leave!, { day: 5 }))
    const [before] = await openTasks(api(), leader.token, id)
    await restart()
    const [after] = await openTasks(api(), leader.token, id)
    expect(after).toMatchObject({ id: before!.id, name: '领导审批', result: 1 })
    expect(expectOk(await api().todo(leader.token)).list.some((t) => t.id === before!.id)).toBe(
      true,
    )
    // The gateway after the task reads day = 5 from the recovered engine state.
    expectOk(await api().approve(leader.token, after!.id, '同意'))
    expect(await namesOfOpenTasks(id)).toEqual(['馆长审批'])
    expect(expectOk(await api().get(starter.token, id))?.formVariables).toEqual({ day: 5 })
  })

  it('fires a 48-hour reminder beside the task, then escalates after 3 days', async () => {
    const id = expectOk(await api().start(starter.token, definitions.rt_remind!))
    expect(await namesOfOpenTasks(id)).toEqual(['领导审批'])
    await advance(49 * HOUR)
    await waitForState(
      () => namesOfOpenTasks(id),
      (names) => names.length === 2,
    )
    expect(await namesOfOpenTasks(id)).toEqual(['催办提醒', '领导审批'].sort())
    await advance(24 * HOUR)
    await waitForState(
      () => namesOfOpenTasks(id),
      (names) => names.includes('馆长代批'),
    )
    const tasks = expectOk(await api().tasks(starter.token, id))
    expect(tasks.find((task) => task.name === '领导审批')).toMatchObject({
      result: 4,
      reason: '审批超时，任务自动结束',
    })
    const escalated = tasks.find((task) => task.name === '馆长代批')!
    expectOk(await api().approve(director.token, escalated.id, '代批同意'))
    expect(await namesOfOpenTasks(id)).toEqual(['催办提醒'])
  })

  it('fires at once, after a restart, a timer that fell due while the sandbox was down', async () => {
    const id = expectOk(await api().start(starter.token, definitions.rt_remind!))
    await restart(4 * 24 * HOUR)
    await waitForState(
      () => namesOfOpenTasks(id),
      (names) => names.includes('馆长代批'),
    )
  })

  it('repeats a cycle timer, each time when due', async () => {
    const id = expectOk(await api().start(starter.token, definitions.rt_cycle!))
    await advance(HOUR + 60_000)
    await waitForState(
      () => namesOfOpenTasks(id),
      (names) => names.includes('催办提醒'),
    )
    // The reminder is read (an activity runs once at a time), then the second one comes.
    const reminder = (await openTasks(api(), leader.token, id)).find((t) => t.name === '催办提醒')
    expectOk(await api().approve(leader.token, reminder!.id, '已阅'))
    expect(await namesOfOpenTasks(id)).toEqual(['领导审批'])
    await advance(HOUR + 60_000)
    await waitForState(
      () => namesOfOpenTasks(id),
      (names) => names.includes('催办提醒'),
    )
    const reminders = expectOk(await api().tasks(starter.token, id)).filter(
      (t) => t.name === '催办提醒',
    )
    expect(reminders).toHaveLength(2)
  })

  it('waits on an intermediate timer before the next task', async () => {
    const id = expectOk(await api().start(starter.token, definitions.rt_wait!))
    expect(await namesOfOpenTasks(id)).toEqual([])
    expect(expectOk(await api().get(starter.token, id))?.status).toBe(1)
    await restart()
    await advance(2 * HOUR)
    await waitForState(
      () => namesOfOpenTasks(id),
      (names) => names.length === 1,
    )
    expect(await namesOfOpenTasks(id)).toEqual(['领导审批'])
  })
})
