import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import {
  createModelWithXml,
  definitionApi,
  diagramXml,
  modelApi,
  SEEDED_MODEL,
} from './support/bpm'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectLoginRequired, FORBIDDEN } from './support/guards'
import { ADMIN, STAFF } from './support/http'

describe('process definitions: deploy versions, /bpm/process-definition/*, update-state', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const models = modelApi(sandbox, admin)
  const definitions = definitionApi(sandbox, admin)
  const forms = crudApi(sandbox, '/bpm/form', admin)

  it('pages the seeded version 1 with the form copied into it', async () => {
    const result = await definitions.page({ key: 'team_reserve_audit' })
    expect(result.code).toBe(0)
    expect(result.data.total).toBe(1)
    const [definition] = result.data.list
    expect(definition).toEqual({
      id: SEEDED_MODEL.definitionId,
      key: 'team_reserve_audit',
      version: 1,
      name: '团队预约审核',
      description: '团队预约提交后由馆员审核',
      category: '3',
      formType: 10,
      formId: 1,
      formName: '团队预约审核表单',
      formConf: JSON.stringify({ labelWidth: 100, size: 'small', labelPosition: 'right' }),
      formFields: expect.any(Array),
      formCustomCreatePath: null,
      formCustomViewPath: null,
      suspensionState: 1,
      deploymentTime: expect.any(Number),
    })
    expect(JSON.parse(definition.formFields?.[0] ?? '{}')).toMatchObject({
      field: 'teamName',
      label: '团队名称',
    })
    const xml = (await definitions.bpmnXml(SEEDED_MODEL.definitionId)).data ?? ''
    expect(xml).toBe((await models.get(SEEDED_MODEL.id)).data?.bpmnXml)
  })

  it('each deploy adds a version (1, 2, …); older versions keep their state', async () => {
    const id = await createModelWithXml(
      models,
      'group_visit',
      diagramXml({ processId: 'group_visit' }),
      '团体参观',
    )
    await models.update({ id, name: '团体参观', category: '3', formType: 10, formId: 1 })
    expect((await models.get(id)).data?.processDefinition).toBeNull()

    expect(await models.deploy(id)).toEqual({ code: 0, data: true, msg: '' })
    const first = (await models.get(id)).data?.processDefinition
    expect(first).toEqual({
      id: expect.stringMatching(/^group_visit:1:[0-9a-f-]{36}$/),
      version: 1,
      deploymentTime: expect.any(Number),
      suspensionState: 1,
    })

    // The diagram changes between the deployments; each version keeps its own copy.
    const second = diagramXml({ processId: 'group_visit', processName: '团体参观 v2' })
    await models.update({ id, name: '团体参观', bpmnXml: second })
    expect(await models.deploy(id)).toEqual({ code: 0, data: true, msg: '' })
    const latest = (await models.get(id)).data?.processDefinition
    expect(latest).toMatchObject({ version: 2, suspensionState: 1 })
    expect(latest?.id).toMatch(/^group_visit:2:/)

    const page = await definitions.page({ key: 'group_visit' })
    expect(page.data.list.map((d) => [d.version, d.suspensionState, d.name, d.formName])).toEqual([
      [2, 1, '团体参观', '团队预约审核表单'],
      [1, 1, '团体参观', '团队预约审核表单'],
    ])
    expect((await definitions.bpmnXml(page.data.list[0].id)).data).toContain('团体参观 v2')
    expect((await definitions.bpmnXml(page.data.list[1].id)).data).not.toContain('团体参观 v2')

    // The model list shows the latest version only.
    const item = (await models.page({ key: 'group_visit' })).data.list[0]
    expect(item.processDefinition?.version).toBe(2)
  })

  it('a definition keeps the form as it was when deployed', async () => {
    const id = await createModelWithXml(models, 'form_copy', diagramXml({ processId: 'form_copy' }))
    const formId = (
      await forms.create({
        name: '临时表单',
        status: 0,
        conf: '{}',
        fields: [JSON.stringify({ id: 'a', type: 'input', field: 'a', label: '甲' })],
      })
    ).data
    await models.update({ id, name: '表单副本', formType: 10, formId })
    await models.deploy(id)
    await forms.update({
      id: formId,
      name: '临时表单（改）',
      status: 0,
      conf: '{"labelWidth":80}',
      fields: [],
    })
    const [definition] = (await definitions.page({ key: 'form_copy' })).data.list
    expect(definition.formConf).toBe('{}')
    expect(definition.formFields).toEqual([
      JSON.stringify({ id: 'a', type: 'input', field: 'a', label: '甲' }),
    ])
    // The name is looked up: it follows the form.
    expect(definition.formName).toBe('临时表单（改）')
  })

  it('a business-form model copies its custom routes into the definition', async () => {
    const id = await createModelWithXml(
      models,
      'custom_form',
      diagramXml({ processId: 'custom_form' }),
    )
    await models.update({
      id,
      name: '业务表单',
      formType: 20,
      formCustomCreatePath: '/reserve/team/create',
      formCustomViewPath: '/reserve/team/detail',
    })
    await models.deploy(id)
    const [definition] = (await definitions.page({ key: 'custom_form' })).data.list
    expect(definition).toMatchObject({
      formType: 20,
      formId: null,
      formName: null,
      formConf: null,
      formFields: null,
      formCustomCreatePath: '/reserve/team/create',
      formCustomViewPath: '/reserve/team/detail',
    })
  })

  it('update-state suspends and activates the latest version only', async () => {
    const id = await createModelWithXml(
      models,
      'state_flow',
      diagramXml({ processId: 'state_flow' }),
    )
    expect(await models.updateState({ id, state: 2 })).toEqual({
      code: 1_009_002_015,
      data: null,
      msg: '流程模型还没有部署，无法修改流程定义的状态',
    })
    await models.deploy(id)
    await models.deploy(id)
    expect(await models.updateState({ id, state: 2 })).toEqual({ code: 0, data: true, msg: '' })
    expect((await models.get(id)).data?.processDefinition?.suspensionState).toBe(2)
    const versions = async () =>
      (await definitions.page({ key: 'state_flow' })).data.list.map((d) => [
        d.version,
        d.suspensionState,
      ])
    expect(await versions()).toEqual([
      [2, 2],
      [1, 1],
    ])

    const suspended = await definitions.list({ suspensionState: 2 })
    expect(suspended.data.map((d) => [d.key, d.version])).toEqual([['state_flow', 2]])
    const active = await definitions.list({ suspensionState: 1 })
    expect(active.data.every((d) => d.suspensionState === 1)).toBe(true)
    expect(active.data.map((d) => `${d.key}:${d.version}`)).toContain('state_flow:1')
    expect(active.data.map((d) => `${d.key}:${d.version}`)).not.toContain('state_flow:2')

    // Idempotent, and back again.
    expect((await models.updateState({ id, state: 2 })).code).toBe(0)
    expect((await models.updateState({ id, state: 1 })).code).toBe(0)
    expect(await versions()).toEqual([
      [2, 1],
      [1, 1],
    ])

    expect((await models.updateState({ id, state: 3 })).msg).toBe(
      '请求参数不正确:状态必须在指定范围 [1, 2]',
    )
    expect((await models.updateState({ id })).msg).toBe('请求参数不正确:状态不能为空')
    expect(await models.updateState({ id: 'missing', state: 1 })).toMatchObject({
      code: 1_009_002_001,
      msg: '流程模型不存在',
    })
  })

  it('list without a filter gives every version; a bad filter is a 400', async () => {
    const all = await definitions.list({})
    const page = await definitions.page({ pageSize: 100 })
    expect(all.data.map((d) => d.id)).toEqual(page.data.list.map((d) => d.id))
    expect(all.data.length).toBe(page.data.total)
    expect((await definitions.list({ suspensionState: 5 })).msg).toBe(
      '请求参数不正确:中断状态必须在指定范围 [1, 2]',
    )
    expect((await definitions.page({ pageSize: 101 })).code).toBe(400)
  })

  it('get-bpmn-xml answers the XML string, or null for an unknown id', async () => {
    const xml = await definitions.bpmnXml(SEEDED_MODEL.definitionId)
    expect(xml.code).toBe(0)
    expect(xml.data).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<bpmn:definitions /)
    expect(await definitions.bpmnXml('team_reserve_audit:99:x')).toEqual({
      code: 0,
      data: null,
      msg: '',
    })
    expect((await definitions.bpmnXml('')).msg).toBe('请求参数不正确:流程定义编号不能为空')
  })

  it('staff (no bpm:process-definition:query) is refused the page (403)', async () => {
    expect(await definitions.page({}, staff.token)).toEqual(FORBIDDEN)
  })

  it('starting a process is enough for the active list and a diagram (发起流程)', async () => {
    const active = await definitions.list({ suspensionState: 1 }, staff.token)
    expect(active.data.map((d) => d.key)).toContain('oa_leave')
    expect((await definitions.bpmnXml(SEEDED_MODEL.definitionId, staff.token)).data).toContain(
      'team_reserve_audit',
    )
    // A role without bpm:process-instance:create (nor the query) is still refused.
    const db = new BetterSqlite3(sandbox.dbPath)
    try {
      db.prepare(
        "DELETE FROM system_role_menu WHERE role_id = 2 AND menu_id IN (SELECT id FROM system_menu WHERE permission = 'bpm:process-instance:create')",
      ).run()
    } finally {
      db.close()
    }
    expect(await definitions.list({ suspensionState: 1 }, staff.token)).toEqual(FORBIDDEN)
    expect(await definitions.bpmnXml(SEEDED_MODEL.definitionId, staff.token)).toEqual(FORBIDDEN)
  })

  it('answers 401 without a token on every endpoint', async () => {
    await expectLoginRequired(sandbox, [
      { path: '/bpm/process-definition/page' },
      { path: '/bpm/process-definition/list?suspensionState=1' },
      { path: `/bpm/process-definition/get-bpmn-xml?id=${SEEDED_MODEL.definitionId}` },
    ])
  })
})
