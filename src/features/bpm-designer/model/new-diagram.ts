import { DIALECT_NAMESPACES, type BpmnDialect } from '@/shared/bpmn/dialects'

export interface ProcessIdentity {
  id: string
  name: string
}

/** What a new diagram borrows from its model, when there is one. */
export interface ModelIdentity {
  key?: string | null
  name?: string | null
}

/** A process key is used as an element id only when it is an XML name. */
export const PROCESS_ID_PATTERN = /^[A-Za-z_][\w\-.$]*$/

/**
 * The id and name of a new empty process. Without a model: `Process_<timestamp>` and
 * `流程_<timestamp>`. A model's key is its process identifier once deployed, so a
 * model with a valid key names the process after itself (key as id, model name as name); an
 * invalid key keeps the generated id.
 */
export function newProcessIdentity(
  model: ModelIdentity | null | undefined,
  now: number = Date.now(),
): ProcessIdentity {
  const key = model?.key?.trim()
  const name = model?.name?.trim()
  const id = key && PROCESS_ID_PATTERN.test(key) ? key : `Process_${now}`
  return { id, name: name || key || `流程_${now}` }
}

/** targetNamespace of new diagrams, as each engine's own modeler writes it. */
const TARGET_NAMESPACES: Record<BpmnDialect, string> = {
  camunda: 'http://bpmn.io/schema/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** A diagram with one empty executable process (and its empty plane), in `dialect`'s namespace. */
export function buildNewDiagramXml(process: ProcessIdentity, dialect: BpmnDialect): string {
  const id = escapeAttribute(process.id)
  const name = escapeAttribute(process.name)
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${dialect}="${DIALECT_NAMESPACES[dialect]}" id="diagram_${id}" targetNamespace="${TARGET_NAMESPACES[dialect]}">
  <bpmn2:process id="${id}" name="${name}" isExecutable="true" />
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}" />
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`
}
