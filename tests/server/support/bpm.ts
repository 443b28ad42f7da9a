import type { LoggedIn } from './fixture'
import { call, type Page } from './http'
import type { RunningSandbox } from './sandbox'

export const CAMUNDA_NS = 'http://camunda.org/schema/1.0/bpmn'
export const FLOWABLE_NS = 'http://flowable.org/bpmn'
export const ACTIVITI_NS = 'http://activiti.org/bpmn'

export interface ModelItem {
  id: string
  key: string
  name: string
  description: string | null
  category: string | null
  formType: number | null
  formId: number | null
  formName: string | null
  formCustomCreatePath: string | null
  formCustomViewPath: string | null
  createTime: number
  processDefinition: {
    id: string
    version: number
    deploymentTime: number
    suspensionState: number
  } | null
  bpmnXml?: string | null
}

export interface DefinitionItem {
  id: string
  key: string
  version: number
  name: string
  description: string | null
  category: string | null
  formType: number | null
  formId: number | null
  formName: string | null
  formConf: string | null
  formFields: string[] | null
  formCustomCreatePath: string | null
  formCustomViewPath: string | null
  suspensionState: number
  deploymentTime: number
}

export interface DiagramOptions {
  processId: string
  processName?: string
  /** Default true. */
  startEvent?: boolean
  /** Extra xmlns declarations: prefix -> URI. */
  namespaces?: Record<string, string>
  /** Extra attributes of the user task, e.g. `camunda:assignee="1"`. */
  taskAttributes?: string
  /** Children of the process's bpmn:extensionElements. */
  extensionElements?: string
}

/** A small BPMN 2.0 diagram (start -> 审核 -> end, with its DI) to save, import and deploy. */
export function diagramXml(options: DiagramOptions): string {
  const { processId, processName = '测试流程', startEvent = true } = options
  const xmlns = Object.entries(options.namespaces ?? {})
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('')
  const extensions = options.extensionElements
    ? `<bpmn:extensionElements>${options.extensionElements}</bpmn:extensionElements>`
    : ''
  const start = startEvent
    ? `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="audit" />`
    : ''
  const startShape = startEvent
    ? `<bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>`
    : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"${xmlns} id="defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${processName}" isExecutable="true">${extensions}
    ${start}
    <bpmn:userTask id="audit" name="审核" ${options.taskAttributes ?? ''} />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f2" sourceRef="audit" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${processId}">
      ${startShape}
      <bpmndi:BPMNShape id="audit_di" bpmnElement="audit"><dc:Bounds x="200" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="360" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
}

export interface ImportInput {
  key?: string
  name?: string
  description?: string
  /** File content; absent: no bpmnFile part at all. */
  xml?: string
  fileName?: string
}

/** The /bpm/model calls; `caller` by default. Model ids are strings. */
export function modelApi(sandbox: RunningSandbox, caller: LoggedIn) {
  const path = '/bpm/model'
  return {
    page: (query: Record<string, unknown>, token = caller.token) =>
      call<Page<ModelItem>>(sandbox, `${path}/page`, { token, query }),
    get: (id: string, token = caller.token) =>
      call<ModelItem | null>(sandbox, `${path}/get`, { token, query: { id } }),
    create: (json: Record<string, unknown>, token = caller.token) =>
      call<string>(sandbox, `${path}/create`, { method: 'POST', token, json }),
    update: (json: Record<string, unknown>, token = caller.token) =>
      call(sandbox, `${path}/update`, { method: 'PUT', token, json }),
    /** Deploys after giving every user task without a rule one (user 1): deploy refuses without. */
    deploy: async (id: string, token = caller.token) => {
      await ruleEveryUserTask(sandbox, id, token)
      return call(sandbox, `${path}/deploy`, { method: 'POST', token, query: { id } })
    },
    /** Deploys as the model stands, rules or not. */
    deployAsIs: (id: string, token = caller.token) =>
      call(sandbox, `${path}/deploy`, { method: 'POST', token, query: { id } }),
    updateState: (json: Record<string, unknown>, token = caller.token) =>
      call(sandbox, `${path}/update-state`, { method: 'PUT', token, json }),
    remove: (id: string, token = caller.token) =>
      call(sandbox, `${path}/delete`, { method: 'DELETE', token, query: { id } }),
    importFile: (input: ImportInput, token = caller.token) => {
      const body = new FormData()
      for (const name of ['key', 'name', 'description'] as const) {
        const value = input[name]
        if (value !== undefined) body.append(name, value)
      }
      if (input.xml !== undefined) {
        const file = new Blob([input.xml], { type: 'text/xml' })
        body.append('bpmnFile', file, input.fileName ?? 'diagram.bpmn')
      }
      return call<string>(sandbox, `${path}/import`, { method: 'POST', token, body })
    },
  }
}

export interface AssignRuleRow {
  id?: number | null
  modelId: string
  processDefinitionId: string
  taskDefinitionKey: string
  taskDefinitionName: string
  type?: number | null
  options: number[]
}

/**
 * Gives each user task of the model that has no assignment rule one (type 30, user 1 the admin).
 * A caller without the rule permissions, or a diagram that does not parse, leaves the model as is.
 */
export async function ruleEveryUserTask(
  sandbox: RunningSandbox,
  modelId: string,
  token: string,
): Promise<void> {
  const rows = await call<AssignRuleRow[]>(sandbox, '/bpm/task-assign-rule/list', {
    token,
    query: { modelId },
  })
  if (rows.code !== 0) return
  for (const row of rows.data.filter((r) => r.id === null || r.id === undefined)) {
    await call(sandbox, '/bpm/task-assign-rule/create', {
      method: 'POST',
      token,
      json: { modelId, taskDefinitionKey: row.taskDefinitionKey, type: 30, options: [1] },
    })
  }
}

/** The /bpm/process-definition calls. */
export function definitionApi(sandbox: RunningSandbox, caller: LoggedIn) {
  const path = '/bpm/process-definition'
  return {
    page: (query: Record<string, unknown>, token = caller.token) =>
      call<Page<DefinitionItem>>(sandbox, `${path}/page`, { token, query }),
    list: (query: Record<string, unknown>, token = caller.token) =>
      call<DefinitionItem[]>(sandbox, `${path}/list`, { token, query }),
    bpmnXml: (id: string, token = caller.token) =>
      call<string | null>(sandbox, `${path}/get-bpmn-xml`, { token, query: { id } }),
  }
}

/** Creates a model with `key`, saves `xml` into it and returns its id. */
export async function createModelWithXml(
  api: ReturnType<typeof modelApi>,
  key: string,
  xml: string,
  name = `模型 ${key}`,
): Promise<string> {
  const created = await api.create({ key, name, description: '测试' })
  if (created.code !== 0) throw new Error(`create ${key}: ${created.msg}`)
  const saved = await api.update({ id: created.data, name, bpmnXml: xml })
  if (saved.code !== 0) throw new Error(`save ${key}: ${saved.msg}`)
  return created.data
}

/** The seeded demo model (host-sandbox/api/src/db/seed/bpm-seeds.ts). */
export const SEEDED_MODEL = {
  id: 'a0c8f2d4-6b1e-4c3a-9f57-2e8d1b6c4a90',
  key: 'team_reserve_audit',
  definitionId: 'team_reserve_audit:1:5d7e9b2a-3c4f-4e61-8a0b-c1d2e3f4a5b6',
} as const
