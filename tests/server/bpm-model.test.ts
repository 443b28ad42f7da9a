import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import {
  ACTIVITI_NS,
  CAMUNDA_NS,
  createModelWithXml,
  definitionApi,
  diagramXml,
  FLOWABLE_NS,
  modelApi,
  SEEDED_MODEL,
} from './support/bpm'
import { useLogin, useSandbox } from './support/fixture'
import { expectLoginRequired, FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF } from './support/http'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
// Real diagrams made by other tools, vendored in tests/fixtures/miwg (see its README.md).
const MIWG_DIR = fileURLToPath(new URL('../fixtures/miwg', import.meta.url))

describe('process models: /bpm/model/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const models = modelApi(sandbox, admin)
  const definitions = definitionApi(sandbox, admin)

  it('pages the seeded models with their form names and latest definitions', async () => {
    const result = await models.page({})
    expect(result.code).toBe(0)
    expect(result.data.list.map((m) => [m.key, m.formType, m.formName])).toEqual([
      ['exhibition_plan', 10, '展陈方案表单'],
      ['purchase_request', 10, '采购申请表单'],
      ['oa_leave', 20, null],
      ['museum_team_reserve', 20, null],
      ['team_reserve_audit', 10, '团队预约审核表单'],
    ])
    expect(result.data.list[2]).toMatchObject({
      formCustomCreatePath: '/bpm/oa/leave/create',
      formCustomViewPath: '/bpm/oa/leave/detail',
    })
    expect(await models.page({ key: 'team_reserve_audit' })).toEqual({
      code: 0,
      msg: '',
      data: {
        total: 1,
        list: [
          {
            id: SEEDED_MODEL.id,
            key: 'team_reserve_audit',
            name: '团队预约审核',
            description: '团队预约提交后由馆员审核',
            category: '3',
            formType: 10,
            formId: 1,
            formName: '团队预约审核表单',
            formCustomCreatePath: null,
            formCustomViewPath: null,
            createTime: expect.any(Number),
            processDefinition: {
              id: SEEDED_MODEL.definitionId,
              version: 1,
              deploymentTime: expect.any(Number),
              suspensionState: 1,
            },
          },
        ],
      },
    })
  })

  it('get adds the BPMN XML: the seed is camunda, start -> 馆员审核 -> end, with a diagram', async () => {
    const model = (await models.get(SEEDED_MODEL.id)).data
    const xml = model?.bpmnXml ?? ''
    expect(xml).toContain(`xmlns:camunda="${CAMUNDA_NS}"`)
    expect(xml).toContain('<bpmn:process id="team_reserve_audit" name="团队预约审核"')
    expect(xml).toContain(
      '<bpmn:userTask id="Task_librarian_audit" name="馆员审核" camunda:assignee="1">',
    )
    expect(xml).toContain(
      '<bpmndi:BPMNPlane id="BPMNPlane_team_reserve_audit" bpmnElement="team_reserve_audit">',
    )
    expect(xml.match(/<bpmndi:BPMNShape /g)).toHaveLength(3)
    expect(xml.match(/<bpmndi:BPMNEdge /g)).toHaveLength(2)
    expect(await models.get('no-such-model')).toEqual({ code: 0, data: null, msg: '' })
  })

  it('creates a model: a UUID id, no diagram, not deployed; filters key (exact), name, category', async () => {
    const created = await models.create({
      key: 'volunteer_audit',
      name: '志愿者审核',
      description: '志愿者报名审核',
    })
    expect(created.code).toBe(0)
    expect(created.data).toMatch(UUID)
    expect((await models.get(created.data)).data).toEqual({
      id: created.data,
      key: 'volunteer_audit',
      name: '志愿者审核',
      description: '志愿者报名审核',
      category: null,
      formType: null,
      formId: null,
      formName: null,
      formCustomCreatePath: null,
      formCustomViewPath: null,
      createTime: expect.any(Number),
      processDefinition: null,
      bpmnXml: null,
    })
    // Newest first.
    expect((await models.page({})).data.list.map((m) => m.key)).toEqual([
      'volunteer_audit',
      'exhibition_plan',
      'purchase_request',
      'oa_leave',
      'museum_team_reserve',
      'team_reserve_audit',
    ])
    expect((await models.page({ key: 'volunteer_audit' })).data.total).toBe(1)
    expect((await models.page({ key: 'volunteer' })).data.total).toBe(0)
    expect((await models.page({ name: '志愿者审' })).data.total).toBe(1)
    expect((await models.page({ name: '审核' })).data.total).toBe(2)
    expect((await models.page({ name: '志愿者' })).data.list[0].key).toBe('volunteer_audit')
    expect((await models.page({ category: '3' })).data.list.map((m) => m.key)).toEqual([
      'museum_team_reserve',
      'team_reserve_audit',
    ])
    expect((await models.page({ pageNo: 2, pageSize: 1 })).data.list[0].key).toBe('exhibition_plan')
  })

  it('refuses a missing, malformed or taken process key with clear messages', async () => {
    expect(await models.create({ name: '无标识' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:流程标识不能为空',
    })
    expect((await models.create({ key: 'no_name' })).msg).toBe('请求参数不正确:流程名称不能为空')
    for (const key of ['1st_process', '团队审核', 'with space', 'a:b']) {
      expect(await models.create({ key, name: '坏标识' }), key).toEqual({
        code: 1_009_002_002,
        data: null,
        msg: '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！',
      })
    }
    expect(await models.create({ key: 'team_reserve_audit', name: '重复' })).toEqual({
      code: 1_009_002_000,
      data: null,
      msg: '已经存在流程标识为【team_reserve_audit】的流程',
    })
    const ok = await models.create({ key: '_a-b.c$1', name: '合法标识' })
    expect(ok.code).toBe(0)
    await models.remove(ok.data)
  })

  it('updates: given fields change, absent ones stay, null clears; forms and XML are checked', async () => {
    const id = (await models.create({ key: 'update_me', name: '待修改', description: '原描述' }))
      .data
    const xml = diagramXml({ processId: 'update_me' })
    expect(
      await models.update({
        id,
        name: '已修改',
        category: '2',
        formType: 10,
        formId: 1,
        bpmnXml: xml,
      }),
    ).toEqual({ code: 0, data: true, msg: '' })
    expect((await models.get(id)).data).toMatchObject({
      key: 'update_me',
      name: '已修改',
      description: '原描述',
      category: '2',
      formType: 10,
      formId: 1,
      formName: '团队预约审核表单',
      bpmnXml: xml,
    })
    // The edit dialog: a business form; an empty diagram never replaces the saved one.
    await models.update({
      id,
      name: '已修改',
      description: null,
      formType: 20,
      formId: null,
      formCustomCreatePath: '/reserve/team/create',
      formCustomViewPath: '/reserve/team/view',
      bpmnXml: '',
    })
    expect((await models.get(id)).data).toMatchObject({
      description: null,
      category: '2',
      formType: 20,
      formId: null,
      formName: null,
      formCustomCreatePath: '/reserve/team/create',
      formCustomViewPath: '/reserve/team/view',
      bpmnXml: xml,
    })

    expect(await models.update({ id, name: 'x', formType: 10, formId: 999 })).toEqual({
      code: 1_009_010_000,
      data: null,
      msg: '动态表单不存在',
    })
    expect((await models.update({ id, name: 'x', formType: 30 })).msg).toBe(
      '请求参数不正确:表单类型必须在指定范围 [10, 20]',
    )
    expect((await models.update({ id, name: '  ' })).msg).toBe('请求参数不正确:流程名称不能为空')
    expect((await models.update({ name: 'x' })).msg).toBe('请求参数不正确:流程模型编号不能为空')
    expect(
      await models.update({ id, name: 'x', bpmnXml: '<html><body>不是流程</body></html>' }),
    ).toEqual({
      code: 1_009_002_011,
      data: null,
      msg: '流程图无法解析：不是 BPMN 2.0 流程文件（根元素应为 BPMN 命名空间的 definitions）',
    })
    expect((await models.update({ id, name: 'x', bpmnXml: '流程图' })).msg).toBe(
      '流程图无法解析：XML 格式不正确',
    )
    expect(await models.update({ id: 'missing', name: 'x' })).toEqual({
      code: 1_009_002_001,
      data: null,
      msg: '流程模型不存在',
    })
    // The refused calls changed nothing.
    expect((await models.get(id)).data).toMatchObject({ name: '已修改', bpmnXml: xml })
  })

  it('deletes only the model: its deployed definitions stay', async () => {
    const id = await createModelWithXml(models, 'delete_me', diagramXml({ processId: 'delete_me' }))
    expect((await models.deploy(id)).code).toBe(0)
    expect(await models.remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await models.get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await models.remove(id)).toMatchObject({ code: 1_009_002_001, msg: '流程模型不存在' })
    const left = await definitions.page({ key: 'delete_me' })
    expect(left.data.list.map((d) => [d.version, d.suspensionState])).toEqual([[1, 1]])
  })

  describe('deploy refusals', () => {
    const refusal = async (key: string, xml: string) => {
      const id = await createModelWithXml(models, key, xml)
      return models.deploy(id)
    }

    it('a model without a diagram, or an unknown model', async () => {
      const id = (await models.create({ key: 'empty_model', name: '空模型' })).data
      expect(await models.deploy(id)).toEqual({
        code: 1_009_002_010,
        data: null,
        msg: '流程模型还没有流程图，请先设计流程再部署',
      })
      expect(await models.deploy('missing')).toMatchObject({ msg: '流程模型不存在' })
    })

    it('a process without a start event, and definitions without any process', async () => {
      expect(
        await refusal('no_start', diagramXml({ processId: 'no_start', startEvent: false })),
      ).toEqual({
        code: 1_009_002_013,
        data: null,
        msg: '流程图中没有开始事件，无法部署',
      })
      const noProcess =
        '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x"><bpmn:message id="m1" name="消息" /></bpmn:definitions>'
      expect(await refusal('no_process', noProcess)).toEqual({
        code: 1_009_002_012,
        data: null,
        msg: '流程图中没有流程，无法部署',
      })
    })

    it('extension namespaces other than camunda / flowable / activiti', async () => {
      const zeebe = diagramXml({
        processId: 'zeebe_flow',
        namespaces: { zeebe: 'http://camunda.org/schema/zeebe/1.0' },
        taskAttributes: '',
        extensionElements: '<zeebe:versionTag value="1" />',
      })
      expect(await refusal('zeebe_flow', zeebe)).toEqual({
        code: 1_009_002_014,
        data: null,
        msg: '不支持的流程扩展方言：http://camunda.org/schema/zeebe/1.0',
      })
      const twoDialects = diagramXml({
        processId: 'vendor_flow',
        namespaces: {
          signavio: 'http://www.signavio.com',
          w4: 'http://www.w4.eu/spec/BPMN/20110701/MODEL',
        },
        taskAttributes: 'signavio:color="#fff" w4:version="2"',
      })
      expect((await refusal('vendor_flow', twoDialects)).msg).toBe(
        '不支持的流程扩展方言：http://www.signavio.com、http://www.w4.eu/spec/BPMN/20110701/MODEL',
      )
      // Declared but unused namespaces are not a dialect in use.
      const declaredOnly = diagramXml({
        processId: 'declared_only',
        namespaces: { signavio: 'http://www.signavio.com' },
      })
      expect((await refusal('declared_only', declaredOnly)).code).toBe(0)
    })

    it('a form type whose form is not configured', async () => {
      const id = await createModelWithXml(
        models,
        'form_missing',
        diagramXml({ processId: 'form_missing' }),
      )
      await models.update({ id, name: '表单缺失', formType: 20, formCustomCreatePath: '/a' })
      expect(await models.deploy(id)).toEqual({
        code: 1_009_002_003,
        data: null,
        msg: '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置',
      })
      await models.update({ id, name: '表单缺失', formType: 10, formId: null })
      expect((await models.deploy(id)).code).toBe(1_009_002_003)
    })

    it('a process key that another element of the diagram already uses as its id', async () => {
      const xml = diagramXml({ processId: 'Process_1' })
        .replace('id="audit"', 'id="audit_key"')
        .replace('targetRef="audit"', 'targetRef="audit_key"')
        .replace('sourceRef="audit"', 'sourceRef="audit_key"')
        .replace('bpmnElement="audit"', 'bpmnElement="audit_key"')
      expect(await refusal('audit_key', xml)).toEqual({
        code: 1_009_002_016,
        data: null,
        msg: '流程图中已有编号为【audit_key】的其他元素，流程无法使用该流程标识，请修改该元素的编号',
      })
    })
  })

  it('deploys the three dialects; a different process id is rewritten to the model key', async () => {
    const dialects = [
      ['camunda', CAMUNDA_NS],
      ['flowable', FLOWABLE_NS],
      ['activiti', ACTIVITI_NS],
    ] as const
    for (const [prefix, uri] of dialects) {
      const key = `${prefix}_dialect`
      const xml = diagramXml({
        processId: `Process_${prefix}`,
        namespaces: { [prefix]: uri },
        taskAttributes: `${prefix}:assignee="1" ${prefix}:candidateGroups="2"`,
        extensionElements: `<${prefix}:executionListener event="start" class="org.example.Audit"><${prefix}:field name="level"><${prefix}:string>1</${prefix}:string></${prefix}:field></${prefix}:executionListener>`,
      })
      const id = await createModelWithXml(models, key, xml)
      expect(await models.deploy(id), prefix).toEqual({ code: 0, data: true, msg: '' })
      const [definition] = (await definitions.page({ key })).data.list
      expect(definition.id).toMatch(new RegExp(`^${key}:1:[0-9a-f-]{36}$`))
      const deployed = (await definitions.bpmnXml(definition.id)).data ?? ''
      expect(deployed).toContain(`<bpmn:process id="${key}" name="测试流程" isExecutable="true">`)
      expect(deployed).toContain(`bpmnElement="${key}"`)
      expect(deployed).not.toContain(`Process_${prefix}`)
      // Extension attributes and elements survive the rewrite.
      expect(deployed).toContain(`${prefix}:assignee="1"`)
      expect(deployed).toContain(`<${prefix}:string>1</${prefix}:string>`)
      // The model keeps its own diagram.
      expect((await models.get(id)).data?.bpmnXml).toBe(xml)
    }
  })

  it('every MIWG reference diagram imports; deploy succeeds or refuses with a Chinese message', async () => {
    const files = readdirSync(MIWG_DIR).filter((name) => name.endsWith('.bpmn'))
    expect(files.length).toBeGreaterThan(15)
    const outcomes: Record<string, number> = {}
    for (const [index, file] of files.entries()) {
      const key = `miwg_${index}`
      const imported = await models.importFile({
        key,
        name: file,
        xml: readFileSync(`${MIWG_DIR}/${file}`, 'utf8'),
        fileName: file,
      })
      expect(imported.code, file).toBe(0)
      const deployed = await models.deploy(imported.data)
      outcomes[file] = deployed.code
      if (deployed.code !== 0)
        expect(deployed.msg, file).toMatch(/^(不支持的流程扩展方言：|流程图中)/)
    }
    expect(outcomes['A.1.0.bpmn']).toBe(0)
    expect(outcomes['B.2.0.bpmn']).toBe(0)
    expect(outcomes['A.4.1.bpmn']).toBe(1_009_002_014)
    expect(outcomes['C.9.0.bpmn']).toBe(1_009_002_014)
    // Two dozen real diagrams, each parsed on import, for its rules and on deploy: ~20 s under load.
  }, 60_000)

  describe('import (multipart bpmnFile, key, name, description)', () => {
    it('creates a model holding the file as it is', async () => {
      const xml = diagramXml({ processId: 'Imported_1', namespaces: { camunda: CAMUNDA_NS } })
      const imported = await models.importFile({
        key: 'imported_flow',
        name: '导入的流程',
        description: '从文件导入',
        xml,
      })
      expect(imported.code).toBe(0)
      expect(imported.data).toMatch(UUID)
      expect((await models.get(imported.data)).data).toMatchObject({
        key: 'imported_flow',
        name: '导入的流程',
        description: '从文件导入',
        bpmnXml: xml,
        processDefinition: null,
      })
    })

    it('refuses files that are not BPMN and bad fields', async () => {
      expect(
        await models.importFile({ key: 'not_bpmn', name: 'x', xml: '<note><to>馆员</to></note>' }),
      ).toMatchObject({
        code: 1_009_002_011,
        msg: expect.stringContaining('不是 BPMN 2.0 流程文件'),
      })
      expect(
        (await models.importFile({ key: 'not_xml', name: 'x', xml: '{"json": true}' })).msg,
      ).toBe('流程图无法解析：XML 格式不正确')
      expect((await models.importFile({ key: 'no_file', name: 'x' })).msg).toBe(
        '请求参数不正确:BPMN 文件 bpmnFile 不能为空',
      )
      expect((await models.importFile({ key: 'empty_file', name: 'x', xml: '' })).msg).toBe(
        '请求参数不正确:BPMN 文件 bpmnFile 不能为空',
      )
      const xml = diagramXml({ processId: 'p' })
      expect((await models.importFile({ name: 'x', xml })).msg).toBe(
        '请求参数不正确:流程标识不能为空',
      )
      expect((await models.importFile({ key: 'no_name', xml })).msg).toBe(
        '请求参数不正确:流程名称不能为空',
      )
      expect((await models.importFile({ key: '9bad', name: 'x', xml })).code).toBe(1_009_002_002)
      expect((await models.importFile({ key: 'team_reserve_audit', name: 'x', xml })).msg).toBe(
        '已经存在流程标识为【team_reserve_audit】的流程',
      )
      const json = await call(sandbox, '/bpm/model/import', {
        method: 'POST',
        token: admin.token,
        json: { key: 'json_import', name: 'x' },
      })
      expect(json.msg).toBe('请求参数不正确:请以 multipart/form-data 上传 bpmnFile')
      const keys = (await models.page({ pageSize: 100 })).data.list.map((m) => m.key)
      for (const key of [
        'not_bpmn',
        'not_xml',
        'no_file',
        'empty_file',
        'no_name',
        'json_import',
      ]) {
        expect(keys).not.toContain(key)
      }
    })
  })

  it('staff (no bpm:model:*) is refused every model endpoint (403)', async () => {
    const token = staff.token
    const id = SEEDED_MODEL.id
    expect(await models.page({}, token)).toEqual(FORBIDDEN)
    expect(await models.get(id, token)).toEqual(FORBIDDEN)
    expect(await models.create({ key: 'staff_flow', name: 'x' }, token)).toEqual(FORBIDDEN)
    expect(await models.update({ id, name: 'x' }, token)).toEqual(FORBIDDEN)
    expect(await models.deploy(id, token)).toEqual(FORBIDDEN)
    expect(await models.updateState({ id, state: 2 }, token)).toEqual(FORBIDDEN)
    expect(await models.remove(id, token)).toEqual(FORBIDDEN)
    const xml = diagramXml({ processId: 'staff_import' })
    expect(await models.importFile({ key: 'staff_import', name: 'x', xml }, token)).toEqual(
      FORBIDDEN,
    )
    expect((await models.get(id)).data?.name).toBe('团队预约审核')
  })

  it('answers 401 without a token on every endpoint', async () => {
    await expectLoginRequired(sandbox, [
      { path: '/bpm/model/page' },
      { path: `/bpm/model/get?id=${SEEDED_MODEL.id}` },
      { path: '/bpm/model/create', method: 'POST' },
      { path: '/bpm/model/update', method: 'PUT' },
      { path: `/bpm/model/deploy?id=${SEEDED_MODEL.id}`, method: 'POST' },
      { path: '/bpm/model/update-state', method: 'PUT' },
      { path: `/bpm/model/delete?id=${SEEDED_MODEL.id}`, method: 'DELETE' },
      { path: '/bpm/model/import', method: 'POST' },
      { path: '/system/role/list-all-simple' },
    ])
  })

  it('seeds the button permissions under 流程表单 and 流程模型; staff gets none of them', async () => {
    const db = new BetterSqlite3(sandbox.dbPath, { readonly: true })
    try {
      const buttons = (parentId: number) =>
        db
          .prepare(
            'SELECT name, permission FROM system_menu WHERE parent_id = ? AND type = 3 ORDER BY sort',
          )
          .all(parentId)
      expect(buttons(1193)).toEqual([
        { name: '流程表单查询', permission: 'bpm:form:query' },
        { name: '流程表单新增', permission: 'bpm:form:create' },
        { name: '流程表单修改', permission: 'bpm:form:update' },
        { name: '流程表单删除', permission: 'bpm:form:delete' },
      ])
      expect(buttons(1194)).toEqual([
        { name: '流程模型查询', permission: 'bpm:model:query' },
        { name: '流程模型新增', permission: 'bpm:model:create' },
        { name: '流程模型修改', permission: 'bpm:model:update' },
        { name: '流程模型删除', permission: 'bpm:model:delete' },
        { name: '流程模型部署', permission: 'bpm:model:deploy' },
        { name: '流程模型导入', permission: 'bpm:model:import' },
        { name: '流程定义查询', permission: 'bpm:process-definition:query' },
        { name: '任务分配规则查询', permission: 'bpm:task-assign-rule:query' },
        { name: '任务分配规则新增', permission: 'bpm:task-assign-rule:create' },
        { name: '任务分配规则修改', permission: 'bpm:task-assign-rule:update' },
      ])
    } finally {
      db.close()
    }
    const info = await call<{ permissions: string[] }>(
      sandbox,
      '/system/auth/get-permission-info',
      {
        token: staff.token,
      },
    )
    // Staff runs approvals as an ordinary employee, but manages no forms, models or rules.
    expect(info.data.permissions.filter((p) => p.startsWith('bpm:'))).toEqual([
      'bpm:oa-leave:create',
      'bpm:oa-leave:query',
      'bpm:process-instance:cancel',
      'bpm:process-instance:create',
      'bpm:process-instance:query',
      'bpm:task:query',
      'bpm:task:update',
    ])
  })

  it('GET /system/role/list-all-simple lists enabled roles as {id, name} for any login', async () => {
    const roles = () =>
      call<Array<{ id: number; name: string }>>(sandbox, '/system/role/list-all-simple', {
        token: staff.token,
      })
    expect(await roles()).toEqual({
      code: 0,
      data: [
        { id: 1, name: '超级管理员' },
        { id: 2, name: '票务专员' },
        { id: 3, name: '部门负责人' },
        { id: 4, name: '普通员工' },
        { id: 5, name: '前台检票员' },
        { id: 6, name: '预约专员' },
        { id: 7, name: '志愿者管理员' },
      ],
      msg: '',
    })
    const db = new BetterSqlite3(sandbox.dbPath)
    try {
      db.prepare(
        "INSERT INTO system_role (name, code, sort, status, create_time) VALUES ('停用角色', 'off', 3, 1, 0)",
      ).run()
      expect((await roles()).data.map((r) => r.name)).toEqual([
        '超级管理员',
        '票务专员',
        '部门负责人',
        '普通员工',
        '前台检票员',
        '预约专员',
        '志愿者管理员',
      ])
    } finally {
      db.prepare("DELETE FROM system_role WHERE code = 'off'").run()
      db.close()
    }
  })

  it('answers HTTP 200 envelopes for a multipart import of a large file', async () => {
    const body = new FormData()
    body.append('key', 'too_large')
    body.append('name', '过大')
    body.append('bpmnFile', new Blob(['x'.repeat(2 * 1024 * 1024 + 1)]), 'big.bpmn')
    const response = await rawCall(sandbox.apiUrl, '/bpm/model/import', {
      method: 'POST',
      token: admin.token,
      body,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 400,
      data: null,
      msg: '请求参数不正确:BPMN 文件不能超过 2 MB',
    })
  })
})
