import { Engine } from 'bpmn-engine'

/**
 * A deployed definition as the engine reads it: bpmn-engine's serialized form of the diagram (what
 * its getState() carries as `source`), and the flow graph the runtime walks for 退回 targets.
 * Parsing XML is the slow part of an engine run, so each definition is parsed once per process and
 * the engine state stored in SQLite leaves the source out (it is put back on recovery).
 */
export interface DefinitionSource {
  /** JSON text of the serialized moddle context. */
  sourceJson: string
  graph: FlowGraph
}

export interface FlowNode {
  id: string
  /** e.g. bpmn:UserTask */
  type: string
  name: string | null
  /** The process or sub-process the node sits in. */
  parentId: string | null
  /** Boundary events: the activity they are attached to. */
  attachedToId: string | null
}

export interface FlowGraph {
  nodes: ReadonlyMap<string, FlowNode>
  /** target id -> source ids of its incoming sequence flows */
  incoming: ReadonlyMap<string, readonly string[]>
}

interface SerializedElement {
  id: string
  type: string
  name?: string | null
  parent?: { id?: string } | null
  sourceId?: string
  targetId?: string
  behaviour?: { attachedTo?: { id?: string } | null } | null
}

interface SerializedSource {
  activities?: SerializedElement[]
  sequenceFlows?: SerializedElement[]
}

function graphOf(sourceJson: string): FlowGraph {
  const source = JSON.parse(sourceJson) as SerializedSource
  const nodes = new Map<string, FlowNode>()
  for (const activity of source.activities ?? []) {
    nodes.set(activity.id, {
      id: activity.id,
      type: activity.type,
      name: activity.name ?? null,
      parentId: activity.parent?.id ?? null,
      attachedToId: activity.behaviour?.attachedTo?.id ?? null,
    })
  }
  const incoming = new Map<string, string[]>()
  for (const flow of source.sequenceFlows ?? []) {
    if (!flow.sourceId || !flow.targetId) continue
    const list = incoming.get(flow.targetId) ?? []
    list.push(flow.sourceId)
    incoming.set(flow.targetId, list)
  }
  return { nodes, incoming }
}

interface SerializedState {
  definitions?: Array<{ source?: string }>
}

async function serialize(xml: string): Promise<string> {
  // The engine's own parser gives exactly the serialization it recovers from.
  const engine = new Engine({ source: xml })
  const state = (await engine.getState()) as SerializedState
  const sourceJson = state.definitions?.[0]?.source
  if (!sourceJson) throw new Error('流程图中没有可执行的流程定义')
  return sourceJson
}

/** Parsed definitions by definition id; a definition never changes once deployed. */
export class DefinitionSources {
  private readonly cache = new Map<string, Promise<DefinitionSource>>()

  get(definitionId: string, xml: string): Promise<DefinitionSource> {
    let entry = this.cache.get(definitionId)
    if (!entry) {
      entry = serialize(xml).then((sourceJson) => ({ sourceJson, graph: graphOf(sourceJson) }))
      // A failed parse is not kept: the next call tries again (and reports again).
      entry.catch(() => this.cache.delete(definitionId))
      this.cache.set(definitionId, entry)
    }
    return entry
  }
}
