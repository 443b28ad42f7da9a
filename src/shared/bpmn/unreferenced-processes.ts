/**
 * Processes that no participant of the collaboration references (MIWG B.1.0 / B.2.0: a tool put
 * free-standing flows beside the pools). bpmn-js draws such a process only when it has lanes
 * (BpmnTreeWalker's handleUnhandledProcesses), so their shapes vanished, and a save dropped their
 * diagram information with them. Giving those processes an empty lane set makes bpmn-js draw
 * them onto the collaboration; an empty collection is not written back, so the XML is unchanged.
 */

/** The few moddle fields this needs; the parsed tree has many more. */
interface ModdleNode {
  $type: string
  id?: string
  rootElements?: ModdleNode[]
  participants?: ModdleNode[]
  processRef?: ModdleNode
  flowElements?: ModdleNode[]
  laneSets?: ModdleNode[]
  diagrams?: { plane?: { planeElement?: { bpmnElement?: ModdleNode }[] } }[]
}

/** Marks the unreferenced processes that have drawn elements; returns their ids. */
export function drawUnreferencedProcesses(definitions: ModdleNode): string[] {
  const roots = definitions.rootElements ?? []
  // Without a collaboration the diagram is one process, which bpmn-js draws as it is.
  if (!roots.some((root) => root.$type === 'bpmn:Collaboration')) return []
  const referenced = new Set<ModdleNode>()
  for (const root of roots) {
    for (const participant of root.participants ?? []) {
      if (participant.processRef) referenced.add(participant.processRef)
    }
  }
  const drawn = new Set<ModdleNode>()
  for (const diagram of definitions.diagrams ?? []) {
    for (const shape of diagram.plane?.planeElement ?? []) {
      if (shape.bpmnElement) drawn.add(shape.bpmnElement)
    }
  }
  const marked: string[] = []
  for (const root of roots) {
    if (root.$type !== 'bpmn:Process' || referenced.has(root) || root.laneSets) continue
    if (!(root.flowElements ?? []).some((element) => drawn.has(element))) continue
    root.laneSets = []
    if (root.id) marked.push(root.id)
  }
  return marked
}

interface EventBusLike {
  on(event: string, callback: (event: { definitions?: ModdleNode }) => void): void
}

function DrawUnreferencedProcesses(eventBus: EventBusLike) {
  eventBus.on('import.parse.complete', ({ definitions }) => {
    if (definitions) drawUnreferencedProcesses(definitions)
  })
}
DrawUnreferencedProcesses.$inject = ['eventBus']

/** A bpmn-js module (`additionalModules`) for the viewer and the modeler. */
export const drawUnreferencedProcessesModule = {
  __init__: ['drawUnreferencedProcesses'],
  drawUnreferencedProcesses: ['type', DrawUnreferencedProcesses],
}
