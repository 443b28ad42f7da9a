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

describe('BPM runtime: approving a sequential process', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const api = runtimeApi(sandbox)
  let users: TestUser[] = []
  let definitionId = ''

  beforeAll(async () => {
    users = await addApprovers(sandbox, ['发起人甲', '组长乙', '主任丙', '同事丁'])
    const [, leader, head] = users as [TestUser, TestUser, TestUser, TestUser]
    definitionId = await deployModel(sandbox, admin.token, {
      key: 'rt_seq',
      name: '顺序审批',
      xml: sequentialXml('rt_seq', [
        ['leader', '组长审批'],
        ['head', '主任审批'],
      ]),
      rules: { leader: [leader.id], head: [head.id] },
    })
  })

  it('runs start -> leader -> head -> approved, and tells each user', async () => {
    const [starter, leader, head] = users as [TestUser, TestUser, TestUser, TestUser]
    const id = expectOk(await api.start(starter.token, definitionId, { amount: 3 }))
    const todo = expectOk(await api.todo(leader.token))
    const task = todo.list.find((item) => item.processInstance.id === id)
    expect(task?.name).toBe('组长审批')
    expectOk(await api.approve(leader.token, task!.id, '同意'))
    const [headTask] = await openTasks(api, head.token, id)
    expect(headTask?.assigneeUser?.id).toBe(head.id)
    expectOk(await api.approve(head.token, headTask!.id, '准予'))
    const detail = expectOk(await api.get(starter.token, id))
    expect(detail).toMatchObject({ status: 2, result: 2, formVariables: { amount: 3 } })
    const messages = await call<{ list: Array<{ templateContent: string }> }>(
      sandbox,
      '/system/notify-message/my-page',
      { token: starter.token },
    )
    expect(messages.data.list.map((m) => m.templateContent)).toContain(
      '您的流程被审批通过：顺序审批',
    )
  })
})
