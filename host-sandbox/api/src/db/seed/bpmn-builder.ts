// Writes the seeded demo processes as BPMN 2.0 XML with their diagram: nodes are placed by their
// centre, flows are drawn as right-angled lines between the nodes' sides.

export type NodeKind =
  'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway'

export interface NodeSpec {
  id: string
  kind: NodeKind
  name?: string
  /** Centre of the shape. */
  x: number
  y: number
  /** User tasks: one task per candidate, all at once (a countersign). */
  multiInstance?: boolean
  /** Gateways: the flow taken when no condition holds. */
  defaultFlow?: string
}

export interface FlowSpec {
  id: string
  from: string
  to: string
  name?: string
  /** A `${...}` expression. */
  condition?: string
}

export interface ProcessSpec {
  id: string
  name: string
  documentation?: string
  nodes: readonly NodeSpec[]
  flows: readonly FlowSpec[]
}

const SIZE: Record<NodeKind, { width: number; height: number }> = {
  startEvent: { width: 36, height: 36 },
  endEvent: { width: 36, height: 36 },
  userTask: { width: 100, height: 80 },
  exclusiveGateway: { width: 50, height: 50 },
  parallelGateway: { width: 50, height: 50 },
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const nameAttr = (name: string | undefined) => (name ? ` name="${escapeXml(name)}"` : '')

function nodeXml(node: NodeSpec, flows: readonly FlowSpec[]): string {
  const links = [
    ...flows.filter((f) => f.to === node.id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`),
    ...flows.filter((f) => f.from === node.id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`),
  ]
  if (node.multiInstance) links.push('<bpmn:multiInstanceLoopCharacteristics />')
  const defaultAttr = node.defaultFlow ? ` default="${node.defaultFlow}"` : ''
  const open = `<bpmn:${node.kind} id="${node.id}"${nameAttr(node.name)}${defaultAttr}>`
  return `    ${open}\n${links.map((l) => `      ${l}\n`).join('')}    </bpmn:${node.kind}>`
}

function flowXml(flow: FlowSpec): string {
  const attrs = `id="${flow.id}"${nameAttr(flow.name)} sourceRef="${flow.from}" targetRef="${flow.to}"`
  if (!flow.condition) return `    <bpmn:sequenceFlow ${attrs} />`
  const condition = `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeXml(flow.condition)}</bpmn:conditionExpression>`
  return `    <bpmn:sequenceFlow ${attrs}>\n      ${condition}\n    </bpmn:sequenceFlow>`
}

function shapeXml(node: NodeSpec): string {
  const { width, height } = SIZE[node.kind]
  const bounds = `<dc:Bounds x="${node.x - width / 2}" y="${node.y - height / 2}" width="${width}" height="${height}" />`
  return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}">${bounds}</bpmndi:BPMNShape>`
}

function edgeXml(flow: FlowSpec, byId: Map<string, NodeSpec>): string {
  const from = byId.get(flow.from)
  const to = byId.get(flow.to)
  if (!from || !to) throw new Error(`flow ${flow.id} joins unknown nodes`)
  const start = { x: from.x + SIZE[from.kind].width / 2, y: from.y }
  const end = { x: to.x - SIZE[to.kind].width / 2, y: to.y }
  const middle = Math.round((start.x + end.x) / 2)
  const points =
    start.y === end.y
      ? [start, end]
      : [start, { x: middle, y: start.y }, { x: middle, y: end.y }, end]
  const waypoints = points.map((p) => `<di:waypoint x="${p.x}" y="${p.y}" />`).join('')
  return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${waypoints}</bpmndi:BPMNEdge>`
}

/** The whole document: definitions, the process (its id is the model key) and its diagram. */
export function buildBpmnXml(spec: ProcessSpec): string {
  const byId = new Map(spec.nodes.map((node) => [node.id, node]))
  const documentation = spec.documentation
    ? `    <bpmn:documentation>${escapeXml(spec.documentation)}</bpmn:documentation>\n`
    : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="diagram_${spec.id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${spec.id}"${nameAttr(spec.name)} isExecutable="true">
${documentation}${spec.nodes.map((node) => nodeXml(node, spec.flows)).join('\n')}
${spec.flows.map(flowXml).join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${spec.id}">
    <bpmndi:BPMNPlane id="BPMNPlane_${spec.id}" bpmnElement="${spec.id}">
${spec.nodes.map(shapeXml).join('\n')}
${spec.flows.map((flow) => edgeXml(flow, byId)).join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
}
