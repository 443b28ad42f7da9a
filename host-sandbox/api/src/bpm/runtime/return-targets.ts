import type { FlowGraph, FlowNode } from './definition-source'

/** Gateways and scopes a return may not jump across: the paths behind them run side by side. */
const BARRIERS = new Set([
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:ComplexGateway',
  'bpmn:EventBasedGateway',
  'bpmn:SubProcess',
  'bpmn:Transaction',
  'bpmn:AdHocSubProcess',
])

/**
 * The user tasks a task of `currentKey` may be sent back to: those before it on the same sequential
 * path, nearest first. The walk goes backwards along incoming flows (through exclusive gateways and
 * plain tasks, and from a boundary event to its activity) and stops at parallel or inclusive
 * gateways and sub-process borders, so a return never lands on one of several parallel branches.
 */
export function returnTargets(graph: FlowGraph, currentKey: string): FlowNode[] {
  const current = graph.nodes.get(currentKey)
  if (!current) return []
  const found: FlowNode[] = []
  const seen = new Set<string>([currentKey])
  let frontier = predecessors(graph, current)
  while (frontier.length > 0) {
    const next: FlowNode[] = []
    for (const node of frontier) {
      if (seen.has(node.id)) continue
      seen.add(node.id)
      if (BARRIERS.has(node.type) || node.parentId !== current.parentId) continue
      if (node.type === 'bpmn:UserTask') found.push(node)
      next.push(...predecessors(graph, node))
    }
    frontier = next
  }
  return found
}

function predecessors(graph: FlowGraph, node: FlowNode): FlowNode[] {
  const ids = [...(graph.incoming.get(node.id) ?? [])]
  if (node.attachedToId) ids.push(node.attachedToId)
  return ids.map((id) => graph.nodes.get(id)).filter((n): n is FlowNode => n !== undefined)
}
