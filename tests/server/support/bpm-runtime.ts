import { expect } from 'vitest'
import { hashPassword } from '../../../host-sandbox/api/src/auth/password'
import { openDatabase } from '../../../host-sandbox/api/src/db/database'
import { call, login, type Envelope, type Page } from './http'
import type { RunningSandbox } from './sandbox'

// Helpers of the BPM runtime tests: users who approve, models deployed with rules, and the
// process-instance / task / activity calls.

export interface TestUser {
  id: number
  username: string
  nickname: string
  token: string
}

let approverCount = 0

/**
 * Adds users (super administrators, so permissions never get in the way of what a test checks:
 * who the assignee is) to the sandbox's database and logs them in.
 */
export async function addApprovers(
  sandbox: RunningSandbox,
  names: readonly string[],
  deptId = 3,
): Promise<TestUser[]> {
  const db = await openDatabase(sandbox.dbPath)
  const password = await hashPassword('runtime123')
  const now = sandbox.clock.now()
  const ids = names.map((name) => {
    approverCount += 1
    const username = `rtuser${approverCount}`
    const result = db
      .prepare(
        `INSERT INTO system_users (username, password, nickname, dept_id, status, create_time, update_time)
         VALUES (?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(username, password, name, deptId, now, now)
    const id = Number(result.lastInsertRowid)
    db.prepare('INSERT INTO system_user_role (user_id, role_id) VALUES (?, 1)').run(id)
    return { id, username, nickname: name }
  })
  db.close()
  return Promise.all(
    ids.map(async (user) => ({
      ...user,
      token: (await login(sandbox, user.username, 'runtime123')).accessToken,
    })),
  )
}

/** Rule type 30: these users. */
const RULE_TYPE_USER = 30

/** Creates a model with `xml`, gives each user task the users of `rules`, deploys it. */
export async function deployModel(
  sandbox: RunningSandbox,
  adminToken: string,
  input: { key: string; name?: string; xml: string; rules: Record<string, number[]> },
): Promise<string> {
  const token = adminToken
  const created = await call<string>(sandbox, '/bpm/model/create', {
    method: 'POST',
    token,
    json: { key: input.key, name: input.name ?? `流程 ${input.key}`, description: '测试' },
  })
  expect(created.msg).toBe('')
  const saved = await call(sandbox, '/bpm/model/update', {
    method: 'PUT',
    token,
    json: { id: created.data, bpmnXml: input.xml },
  })
  expect(saved.msg).toBe('')
  for (const [taskKey, users] of Object.entries(input.rules)) {
    const rule = await call(sandbox, '/bpm/task-assign-rule/create', {
      method: 'POST',
      token,
      json: {
        modelId: created.data,
        taskDefinitionKey: taskKey,
        type: RULE_TYPE_USER,
        options: users,
      },
    })
    expect(rule.msg).toBe('')
  }
  const deployed = await call(sandbox, '/bpm/model/deploy', {
    method: 'POST',
    token,
    query: { id: created.data },
  })
  expect(deployed.msg).toBe('')
  const page = await call<Page<{ id: string }>>(sandbox, '/bpm/process-definition/page', {
    token,
    query: { key: input.key },
  })
  const definitionId = page.data.list[0]?.id
  if (!definitionId) throw new Error(`no definition of ${input.key}`)
  return definitionId
}

export interface TaskItem {
  id: string
  name: string
  definitionKey: string
  result: number
  reason: string | null
  suspensionState: number
  endTime: number | null
  assigneeUser: { id: number; nickname: string } | null
  processInstance: { id: string; name: string; startUserId: number }
}

export interface InstanceDetail {
  id: string
  status: number
  result: number
  errorMessage?: string | null
  formVariables: Record<string, unknown>
  businessKey: string | null
}

export function runtimeApi(sandbox: RunningSandbox) {
  const put = (path: string, token: string, json: unknown) =>
    call<boolean>(sandbox, path, { method: 'PUT', token, json })
  return {
    start: (token: string, processDefinitionId: string, variables: Record<string, unknown> = {}) =>
      call<string>(sandbox, '/bpm/process-instance/create', {
        method: 'POST',
        token,
        json: { processDefinitionId, variables },
      }),
    get: (token: string, id: string) =>
      call<InstanceDetail | null>(sandbox, '/bpm/process-instance/get', { token, query: { id } }),
    myPage: (token: string, query: Record<string, unknown> = {}) =>
      call<Page<{ id: string; result: number; tasks: { id: string; name: string }[] }>>(
        sandbox,
        '/bpm/process-instance/my-page',
        { token, query },
      ),
    cancel: (token: string, id: string, reason: string) =>
      call<boolean>(sandbox, '/bpm/process-instance/cancel', {
        method: 'DELETE',
        token,
        json: { id, reason },
      }),
    todo: (token: string, query: Record<string, unknown> = {}) =>
      call<Page<TaskItem>>(sandbox, '/bpm/task/todo-page', { token, query }),
    done: (token: string, query: Record<string, unknown> = {}) =>
      call<Page<TaskItem>>(sandbox, '/bpm/task/done-page', { token, query }),
    tasks: (token: string, processInstanceId: string) =>
      call<TaskItem[]>(sandbox, '/bpm/task/list-by-process-instance-id', {
        token,
        query: { processInstanceId },
      }),
    activities: (token: string, processInstanceId: string) =>
      call<Array<{ key: string; type: string; endTime: number | null; taskId: string | null }>>(
        sandbox,
        '/bpm/activity/list',
        { token, query: { processInstanceId } },
      ),
    approve: (token: string, id: string, reason = '同意', path = 'approve') =>
      put(`/bpm/task/${path}`, token, { id, reason }),
    reject: (token: string, id: string, reason = '不同意') =>
      put('/bpm/task/reject', token, { id, reason }),
    transfer: (token: string, id: string, assigneeUserId: number) =>
      put('/bpm/task/update-assignee', token, { id, assigneeUserId }),
    delegate: (token: string, id: string, delegateUserId: number, reason: string) =>
      put('/bpm/task/delegate', token, { id, delegateUserId, reason }),
    returnList: (token: string, taskId: string, path = 'return-list') =>
      call<Array<{ definitionKey: string; name: string }>>(sandbox, `/bpm/task/${path}`, {
        token,
        query: { taskId },
      }),
    back: (
      token: string,
      id: string,
      targetDefinitionKey: string,
      reason: string,
      path = 'return',
    ) => put(`/bpm/task/${path}`, token, { id, targetDefinitionKey, reason }),
  }
}

export type RuntimeApi = ReturnType<typeof runtimeApi>

/** The open tasks of an instance (newest first). */
export async function openTasks(api: RuntimeApi, token: string, instanceId: string) {
  const tasks = await api.tasks(token, instanceId)
  return tasks.data.filter((task) => task.endTime === null)
}

export { waitForState } from './wait-for-state'

export function expectOk<T>(envelope: Envelope<T>): T {
  expect(envelope.msg).toBe('')
  expect(envelope.code).toBe(0)
  return envelope.data
}

// ---- diagrams ----

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://bpmn.io/schema/bpmn">`

/** A process of `body` (flow elements), without diagram shapes (the engine needs none). */
export function processXml(key: string, name: string, body: string): string {
  return `${HEAD}
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>
`
}

export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition === undefined
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>`

export const userTask = (id: string, name: string, inner = '') =>
  `<bpmn:userTask id="${id}" name="${name}">${inner}</bpmn:userTask>`

/** start -> each task in turn -> end */
export function sequentialXml(key: string, tasks: ReadonlyArray<[string, string]>): string {
  const ids = ['start', ...tasks.map(([id]) => id), 'end']
  const flows = ids.slice(1).map((id, index) => flow(`f${index}`, ids[index] as string, id))
  return processXml(
    key,
    `顺序 ${key}`,
    [
      '<bpmn:startEvent id="start" />',
      ...tasks.map(([id, name]) => userTask(id, name)),
      '<bpmn:endEvent id="end" />',
      ...flows,
    ].join('\n'),
  )
}
