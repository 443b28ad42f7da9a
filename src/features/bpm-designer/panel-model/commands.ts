import type { Edit } from './moddle-utils'
import type { CommandStackPort, ModdleElement, PanelPorts, PropertyMap } from './ports'

/** The composite command: runs several property updates as one undo step. */
export const BATCH_COMMAND = 'museum.batch'

/** A label edit inside a batch (modeling.updateLabel: a group's category value, say). */
export interface LabelEdit {
  element: Edit['element']
  label: string | null
}

export type BatchEdit = Edit | LabelEdit

interface BatchContext {
  edits: BatchEdit[]
}

/**
 * Runs the updates as nested commands in preExecute, which diagram-js records under the batch's
 * own action id: undo and redo treat them as one step.
 */
class BatchHandler {
  static $inject = ['commandStack']

  constructor(private readonly commandStack: CommandStackPort) {}

  preExecute(context: BatchContext): void {
    for (const edit of context.edits) {
      if ('label' in edit) {
        this.commandStack.execute('element.updateLabel', {
          element: edit.element,
          newLabel: edit.label,
        })
      } else if (edit.moddleElement && edit.moddleElement !== edit.element.businessObject) {
        this.commandStack.execute('element.updateModdleProperties', {
          element: edit.element,
          moddleElement: edit.moddleElement,
          properties: edit.properties,
        })
      } else {
        this.commandStack.execute('element.updateProperties', {
          element: edit.element,
          properties: edit.properties,
        })
      }
    }
  }
}

// A marker on the command stack itself (not a module-level set) survives hot module reloads.
const BATCH_REGISTERED = Symbol.for('museum.panel.batch-registered')

function ensureBatchHandler(commandStack: CommandStackPort): void {
  const marked = commandStack as CommandStackPort & { [BATCH_REGISTERED]?: boolean }
  if (marked[BATCH_REGISTERED]) return
  commandStack.registerHandler(BATCH_COMMAND, BatchHandler)
  marked[BATCH_REGISTERED] = true
}

function sameValue(current: unknown, next: unknown): boolean {
  if (current === next) return true
  if (Array.isArray(current) && Array.isArray(next)) {
    return current.length === next.length && current.every((item, index) => item === next[index])
  }
  // An unset property and an explicit undefined are the same thing for moddle.
  const empty = (value: unknown) => value === undefined || value === null
  return empty(current) && empty(next)
}

function changedProperties(target: ModdleElement, properties: PropertyMap): PropertyMap {
  return Object.fromEntries(
    Object.entries(properties).filter(([name, value]) => !sameValue(target.get(name), value)),
  )
}

/**
 * Commits edits as exactly one undo step: nothing when no property actually changes (so that a
 * blur without typing writes nothing), one modeling call for one edit, one batch command for more.
 * Returns whether anything was written.
 */
export function applyEdits(ports: PanelPorts, edits: ReadonlyArray<Edit | null>): boolean {
  const effective: Edit[] = []
  for (const edit of edits) {
    if (!edit) continue
    const target = edit.moddleElement ?? edit.element.businessObject
    const properties = changedProperties(target, edit.properties)
    if (Object.keys(properties).length > 0) effective.push({ ...edit, properties })
  }
  if (effective.length === 0) return false
  if (effective.length === 1) {
    const [edit] = effective
    if (edit.moddleElement && edit.moddleElement !== edit.element.businessObject) {
      ports.modeling.updateModdleProperties(edit.element, edit.moddleElement, edit.properties)
    } else {
      ports.modeling.updateProperties(edit.element, edit.properties)
    }
    return true
  }
  runBatch(ports, effective)
  return true
}

/** Runs `edits` as they are (no check for unchanged values) as one undo step. */
export function runBatch(ports: PanelPorts, edits: BatchEdit[]): void {
  ensureBatchHandler(ports.commandStack)
  ports.commandStack.execute(BATCH_COMMAND, { edits } satisfies BatchContext)
}
