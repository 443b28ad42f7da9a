import { describe, expect, it } from 'vitest'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import {
  createModelWithXml,
  definitionApi,
  diagramXml,
  modelApi,
  type AssignRuleRow,
} from './support/bpm'
import { expectLoginRequired, FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

const RULES = '/bpm/task-assign-rule'
const MISSING_RULE =
  '部署流程失败，原因：用户任务(审核)未配置分配规则，请点击【修改流程】按钮进行配置'

interface UserGroup {
  id: number
  name: string
  description: string
  memberUserIds: number[]
  status: number
  createTime: number
}

describe('task assignment rules: /bpm/task-assign-rule and deploy', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const models = modelApi(sandbox, admin)
  const definitions = definitionApi(sandbox, admin)
  const list = (query: Record<string, string>, token = admin.token) =>
    call<AssignRuleRow[]>(sandbox, `${RULES}/list`, { token, query })
  const create = (json: Record<string, unknown>, token = admin.token) =>
    call<number>(sandbox, `${RULES}/create`, { method: 'POST', token, json })
  const update = (json: Record<string, unknown>, token = admin.token) =>
    call(sandbox, `${RULES}/update`, { method: 'PUT', token, json })

  it('lists one row per user task, without id and type until a rule is made', async () => {
    const modelId = await createModelWithXml(models, 'rule_list', diagramXml({ processId: 'p' }))
    expect((await list({ modelId })).data).toEqual([
      {
        id: null,
        modelId,
        processDefinitionId: '',
        taskDefinitionKey: 'audit',
        taskDefinitionName: '审核',
        type: null,
        options: [],
      },
    ])
    const created = await create({ modelId, taskDefinitionKey: 'audit', type: 22, options: [1] })
    expect(created.code).toBe(0)
    expect((await list({ modelId })).data).toEqual([
      expect.objectContaining({ id: created.data, type: 22, options: [1] }),
    ])
    // A model without a diagram has no tasks.
    const empty = await models.create({ key: 'rule_empty', name: '空' })
    expect((await list({ modelId: empty.data })).data).toEqual([])
  })

  it('refuses a second rule for a task, bad bodies and options that do not exist', async () => {
    const modelId = await createModelWithXml(models, 'rule_refuse', diagramXml({ processId: 'p' }))
    const body = { modelId, taskDefinitionKey: 'audit', type: 30, options: [1] }
    expect((await create(body)).code).toBe(0)
    expect(await create(body)).toMatchObject({
      msg: `流程(${modelId}) 的任务(audit) 已经存在分配规则`,
    })
    const other = { ...body, taskDefinitionKey: 'other' }
    expect((await create({ ...other, type: undefined })).msg).toBe(
      '请求参数不正确:规则类型不能为空',
    )
    expect((await create({ ...other, options: [] })).msg).toBe('请求参数不正确:规则值数组不能为空')
    expect((await create({ ...other, type: 11 })).msg).toContain('规则类型必须在指定范围')
    expect((await create({ ...other, type: 50, options: [99] })).msg).toBe(
      '操作失败，原因：任务分配脚本(99) 不存在',
    )
    expect((await create({ ...other, type: 10, options: [999] })).msg).toBe('角色不存在')
    expect((await create({ ...other, type: 40, options: [999] })).msg).toBe('用户组不存在')
    expect((await create({ ...other, modelId: 'nope' })).msg).toBe('流程模型不存在')
  })

  it('deploy refuses a user task without a rule, then copies the rules onto the definition', async () => {
    const modelId = await createModelWithXml(models, 'rule_deploy', diagramXml({ processId: 'p' }))
    expect(await models.deployAsIs(modelId)).toEqual({
      code: 1_009_002_004,
      data: null,
      msg: MISSING_RULE,
    })
    const ruleId = (await create({ modelId, taskDefinitionKey: 'audit', type: 50, options: [20] }))
      .data
    expect((await models.deployAsIs(modelId)).code).toBe(0)
    const definitionId = (await definitions.page({ key: 'rule_deploy' })).data.list[0].id
    const copied = (await list({ processDefinitionId: definitionId })).data
    expect(copied).toEqual([
      expect.objectContaining({
        modelId,
        processDefinitionId: definitionId,
        taskDefinitionKey: 'audit',
        taskDefinitionName: '审核',
        type: 50,
        options: [20],
      }),
    ])
    expect(copied[0].id).not.toBe(ruleId)
    // A definition's rules are frozen; a later change of the model's rule leaves them alone.
    expect((await update({ id: copied[0].id, type: 30, options: [1] })).msg).toBe(
      '只有流程模型的任务分配规则，才允许被修改',
    )
    expect((await update({ id: ruleId, type: 30, options: [1, 2] })).code).toBe(0)
    expect((await list({ modelId })).data[0]).toMatchObject({ type: 30, options: [1, 2] })
    expect((await list({ processDefinitionId: definitionId })).data[0]).toMatchObject({
      type: 50,
      options: [20],
    })
    expect((await update({ id: 99_999, type: 30, options: [1] })).msg).toBe(
      '流程任务分配规则不存在',
    )
  })

  it('the seeded team reservation definition has its rule', async () => {
    const rows = (
      await list({
        processDefinitionId: 'team_reserve_audit:1:5d7e9b2a-3c4f-4e61-8a0b-c1d2e3f4a5b6',
      })
    ).data
    expect(rows).toEqual([expect.objectContaining({ taskDefinitionKey: 'Task_librarian_audit' })])
    expect(rows[0].type).not.toBeNull()
  })

  it('staff may not read or change rules (403); a login is enough for the pickers', async () => {
    expect(await list({ modelId: 'x' }, staff.token)).toEqual(FORBIDDEN)
    expect(await create({ modelId: 'x' }, staff.token)).toEqual(FORBIDDEN)
    expect(await update({ id: 1 }, staff.token)).toEqual(FORBIDDEN)
    const depts = await call<Array<{ id: number; name: string; parentId: number }>>(
      sandbox,
      '/system/dept/list-all-simple',
      { token: staff.token },
    )
    expect(depts.data).toContainEqual({ id: 1, name: '纪念馆', parentId: 0 })
    expect(depts.data).toContainEqual({ id: 3, name: '票务部', parentId: 1 })
    const posts = await call<Array<{ id: number; name: string }>>(
      sandbox,
      '/system/post/list-all-simple',
      { token: staff.token },
    )
    expect(posts.data).toContainEqual({ id: 1, name: '馆长' })
    const groups = await call(sandbox, '/bpm/user-group/list-all-simple', { token: staff.token })
    expect(groups.code).toBe(0)
    await expectLoginRequired(sandbox, [
      { path: `${RULES}/list` },
      { path: '/system/dept/list-all-simple' },
      { path: '/system/post/list-all-simple' },
      { path: '/bpm/user-group/list-all-simple' },
    ])
  })
})

describe('user groups: /bpm/user-group', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const groups = crudApi<UserGroup>(sandbox, '/bpm/user-group', admin)
  const body = {
    name: '审核小组',
    description: '团队预约的审核人',
    memberUserIds: [2, 1, 2],
    status: 0,
  }

  it('creates, reads, pages, updates and deletes a group', async () => {
    const id = (await groups.create(body)).data
    expect((await groups.get(id)).data).toEqual({
      id,
      name: '审核小组',
      description: '团队预约的审核人',
      memberUserIds: [2, 1],
      status: 0,
      createTime: expect.any(Number),
    })
    expect((await groups.page({ name: '审核' })).data.list.map((g) => g.id)).toContain(id)
    expect((await groups.page({ name: '没有这个' })).data.total).toBe(0)
    expect((await groups.update({ ...body, id, name: '复核小组', status: 1 })).code).toBe(0)
    expect((await groups.get(id)).data).toMatchObject({ name: '复核小组', status: 1 })
    expect((await groups.page({ status: 1 })).data.list.map((g) => g.id)).toContain(id)
    // Disabled groups are not offered to rules.
    const simple = await call<Array<{ id: number }>>(sandbox, '/bpm/user-group/list-all-simple', {
      token: admin.token,
    })
    expect(simple.data.map((g) => g.id)).not.toContain(id)
    expect((await groups.remove(id)).code).toBe(0)
    expect((await groups.get(id)).data).toBeNull()
    expect((await groups.remove(id)).msg).toBe('用户组不存在')
  })

  it('says what is missing, in Chinese', async () => {
    const refused = async (json: Record<string, unknown>) => (await groups.create(json)).msg
    expect(await refused({ ...body, name: ' ' })).toBe('请求参数不正确:组名不能为空')
    expect(await refused({ ...body, description: undefined })).toBe('请求参数不正确:描述不能为空')
    expect(await refused({ ...body, memberUserIds: [] })).toBe('请求参数不正确:成员不能为空')
    expect(await refused({ ...body, status: undefined })).toBe('请求参数不正确:状态不能为空')
  })

  it('staff may not see or change groups (403)', async () => {
    expect(await groups.page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await groups.create(body, staff.token)).toEqual(FORBIDDEN)
    expect(await groups.remove(1, staff.token)).toEqual(FORBIDDEN)
  })
})
