import { getElement, getList, is } from './moddle-utils'
import type { DiagramElement, ModdleElement, PanelPorts } from './ports'

export type ElementKind =
  | 'process'
  | 'participant'
  | 'sequenceFlow'
  | 'startEvent'
  | 'userTask'
  | 'scriptTask'
  | 'receiveTask'
  | 'task'
  | 'flowElement'
  | 'other'

/** What the panel edits: `bo`, through commands issued on the diagram element `element`. */
export interface PanelTarget {
  element: DiagramElement
  bo: ModdleElement
  kind: ElementKind
}

export type SectionKey =
  | 'base'
  | 'messages'
  | 'condition'
  | 'form'
  | 'task'
  | 'multiInstance'
  | 'executionListeners'
  | 'taskListeners'
  | 'extensionProperties'
  | 'documentation'

function kindOf(bo: ModdleElement): ElementKind {
  if (is(bo, 'bpmn:Process')) return 'process'
  if (is(bo, 'bpmn:Participant')) return 'participant'
  if (is(bo, 'bpmn:SequenceFlow')) return 'sequenceFlow'
  if (is(bo, 'bpmn:StartEvent')) return 'startEvent'
  if (is(bo, 'bpmn:UserTask')) return 'userTask'
  if (is(bo, 'bpmn:ScriptTask')) return 'scriptTask'
  if (is(bo, 'bpmn:ReceiveTask')) return 'receiveTask'
  if (is(bo, 'bpmn:Task')) return 'task'
  if (is(bo, 'bpmn:FlowElement')) return 'flowElement'
  return 'other'
}

/** A process is edited through its own root element, or else through its participant's shape. */
function targetForProcess(
  ports: PanelPorts,
  process: ModdleElement,
  fallback: DiagramElement,
): PanelTarget {
  const own = process.id ? ports.elementRegistry.get(process.id) : undefined
  if (own && own.businessObject === process) return { element: own, bo: process, kind: 'process' }
  const participant = ports.elementRegistry
    .getAll()
    .find(
      (element) =>
        is(element.businessObject, 'bpmn:Participant') &&
        element.businessObject.get('processRef') === process,
    )
  return { element: participant ?? fallback, bo: process, kind: 'process' }
}

/**
 * The process shown when nothing is selected: the root's process; in a collaboration the first
 * participant's process; inside a drilled-down sub-process the process around it.
 */
function processTarget(ports: PanelPorts): PanelTarget | null {
  const root = ports.canvas.getRootElement()
  const rootBo = root?.businessObject
  if (!rootBo) return null
  if (is(rootBo, 'bpmn:Process')) return { element: root, bo: rootBo, kind: 'process' }
  if (is(rootBo, 'bpmn:Collaboration')) {
    const process = getList(rootBo, 'participants')
      .map((participant) => getElement(participant, 'processRef'))
      .find((candidate) => !!candidate)
    return process ? targetForProcess(ports, process, root) : null
  }
  let ancestor = rootBo.$parent
  while (ancestor && !is(ancestor, 'bpmn:Process')) ancestor = ancestor.$parent
  return ancestor ? targetForProcess(ports, ancestor, root) : null
}

/** The target for a selection (null or several elements: the process). */
export function resolveTarget(
  ports: PanelPorts,
  selected: DiagramElement | null | undefined,
): PanelTarget | null {
  let element = selected ?? null
  if (element?.labelTarget) element = element.labelTarget
  // A removed element (deleted, or its creation undone) falls back to the process.
  if (element && ports.elementRegistry.get(element.id) !== element) element = null
  if (!element || element === ports.canvas.getRootElement()) return processTarget(ports)
  const bo = element.businessObject
  if (!bo) return processTarget(ports)
  return { element, bo, kind: kindOf(bo) }
}

/** A sequence flow's source when it is not a start event (it gets the flow condition section). */
export function conditionSource(target: PanelTarget): DiagramElement | null {
  if (target.kind !== 'sequenceFlow') return null
  const source = target.element.source
  if (!source || is(source.businessObject, 'bpmn:StartEvent')) return null
  return source
}

/** The accordion sections for a target, in display order. */
export function sectionsFor(target: PanelTarget): SectionKey[] {
  const { kind, bo } = target
  const sections: SectionKey[] = ['base']
  if (kind === 'process') sections.push('messages')
  if (conditionSource(target)) sections.push('condition')
  if (kind === 'userTask' || kind === 'startEvent') sections.push('form')
  if (is(bo, 'bpmn:Task')) sections.push('task', 'multiInstance')
  if (kind === 'process' || is(bo, 'bpmn:FlowElement')) sections.push('executionListeners')
  if (kind === 'userTask') sections.push('taskListeners')
  sections.push('extensionProperties', 'documentation')
  return sections
}
