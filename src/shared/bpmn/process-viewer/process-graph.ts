/**
 * The flow graph of a diagram as the highlight rules read it: every flow node by id with its type
 * and outgoing sequence flows. Built from the parsed moddle tree, so it runs (and is tested)
 * without a canvas.
 */

export interface GraphFlow {
  id: string
  targetId: string
}

export interface GraphNode {
  id: string
  /** The moddle type, e.g. 'bpmn:UserTask'. */
  type: string
  outgoing: GraphFlow[]
}

export type ProcessGraph = ReadonlyMap<string, GraphNode>

/** The few moddle fields the graph needs; the parsed tree has many more. */
export interface ModdleFlowElement {
  $type: string
  id?: string
  flowElements?: ModdleFlowElement[]
  sourceRef?: ModdleFlowElement
  targetRef?: ModdleFlowElement
  rootElements?: ModdleFlowElement[]
}

function collect(elements: readonly ModdleFlowElement[], graph: Map<string, GraphNode>) {
  const flows: ModdleFlowElement[] = []
  for (const element of elements) {
    if (!element.id) continue
    if (element.$type === 'bpmn:SequenceFlow') {
      flows.push(element)
      continue
    }
    graph.set(element.id, { id: element.id, type: element.$type, outgoing: [] })
    // Sub-processes hold their own flow elements; their activities carry the inner keys.
    if (element.flowElements) collect(element.flowElements, graph)
  }
  // From each flow's source, not the nodes' <outgoing> lists: many tools leave those out.
  for (const flow of flows) {
    const source = flow.sourceRef?.id ? graph.get(flow.sourceRef.id) : undefined
    if (source && flow.id && flow.targetRef?.id) {
      source.outgoing.push({ id: flow.id, targetId: flow.targetRef.id })
    }
  }
}

/** Every flow node of every process in `definitions` (pools of a collaboration included). */
export function buildProcessGraph(definitions: ModdleFlowElement | undefined): ProcessGraph {
  const graph = new Map<string, GraphNode>()
  for (const root of definitions?.rootElements ?? []) {
    if (root.$type === 'bpmn:Process' && root.flowElements) collect(root.flowElements, graph)
  }
  return graph
}
