import { applyEdits, runBatch } from './commands'
import { isXmlName, MSG } from './messages-zh'
import {
  createModdle,
  getDefinitions,
  getElement,
  getList,
  getText,
  is,
  optional,
} from './moddle-utils'
import { ext, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement } from './ports'
import { rejected, written, type WriteResult } from './write-result'

/**
 * Where an element's label lives, as bpmn-js keeps it: `name` on most elements, `text` on a text
 * annotation, the referenced category value on a group (neither of those has a `name`).
 */
export type LabelField = 'name' | 'text' | 'categoryValue'

export interface BaseInfoView {
  /** 'process': key (the process id) and name; 'element': id and name. */
  kind: 'process' | 'element'
  id: string
  name: string
  /** What `name` is on this element (the panel labels the field after it). */
  labelField: LabelField
  /** Start events: the variable that receives the starting user (null for other elements). */
  initiator: string | null
}

export function labelFieldOf(bo: ModdleElement): LabelField {
  if (is(bo, 'bpmn:TextAnnotation')) return 'text'
  if (is(bo, 'bpmn:Group')) return 'categoryValue'
  return 'name'
}

function readLabel(bo: ModdleElement, field: LabelField): string {
  if (field === 'categoryValue') return getText(getElement(bo, 'categoryValueRef'), 'value')
  return getText(bo, field)
}

export function readBaseInfo(ctx: PanelContext, target: PanelTarget): BaseInfoView {
  const { bo } = target
  const labelField = labelFieldOf(bo)
  return {
    kind: target.kind === 'process' ? 'process' : 'element',
    id: getText(bo, 'id'),
    name: readLabel(bo, labelField),
    labelField,
    initiator: target.kind === 'startEvent' ? getText(bo, ext(ctx, 'initiator')) : null,
  }
}

/** Whether `id` already names another element of the diagram (or a message, signal...). */
export function isIdTaken(ctx: PanelContext, id: string, self?: ModdleElement): boolean {
  const shape = ctx.ports.elementRegistry.get(id)
  if (shape && shape.businessObject !== self) return true
  const assigned = ctx.ports.moddle.ids?.assigned(id)
  if (assigned && assigned !== self) return true
  const definitions =
    getDefinitions(self) ?? getDefinitions(ctx.ports.canvas.getRootElement()?.businessObject)
  const rootElements = getList(definitions, 'rootElements')
  return rootElements.some((element) => element !== self && element.id === id)
}

function idErrors(
  ctx: PanelContext,
  target: PanelTarget,
  id: string,
  required: string,
  invalid: string,
) {
  if (id === '') return required
  if (!isXmlName(id)) return invalid
  if (id !== target.bo.id && isIdTaken(ctx, id, target.bo)) return MSG.idTaken
  return null
}

/**
 * The process key becomes the process id, and only when it is a valid XML name; an
 * invalid key is reported and not applied.
 */
export function writeProcessKey(ctx: PanelContext, target: PanelTarget, key: string): WriteResult {
  const value = key.trim()
  const error = idErrors(ctx, target, value, MSG.processKeyRequired, MSG.processKeyInvalid)
  if (error) return rejected({ key: error })
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, moddleElement: target.bo, properties: { id: value } },
    ]),
  )
}

export function writeProcessName(
  ctx: PanelContext,
  target: PanelTarget,
  name: string,
): WriteResult {
  if (name.trim() === '') return rejected({ name: MSG.processNameRequired })
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, moddleElement: target.bo, properties: { name } },
    ]),
  )
}

export function writeElementId(ctx: PanelContext, target: PanelTarget, id: string): WriteResult {
  const value = id.trim()
  const error = idErrors(ctx, target, value, MSG.idRequired, MSG.idInvalid)
  if (error) return rejected({ id: error })
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, moddleElement: target.bo, properties: { id: value } },
    ]),
  )
}

/** An id not used in the diagram yet: `base`, else `base_2`, `base_3`... */
function freeId(ctx: PanelContext, base: string): string {
  let id = base
  for (let n = 2; isIdTaken(ctx, id); n += 1) id = `${base}_${n}`
  return id
}

/**
 * A group's name is the value of the category value it references (bpmn-js draws that as the
 * group's label). A group without one gets a category in the definitions and a value in it, in the
 * same undo step.
 */
function writeGroupName(ctx: PanelContext, target: PanelTarget, name: string): WriteResult {
  const { element, bo } = target
  const label = optional(name) ?? null
  const current = getElement(bo, 'categoryValueRef')
  if (current) {
    if ((optional(getText(current, 'value')) ?? null) === label) return written(false)
    ctx.ports.modeling.updateLabel(element, label)
    return written(true)
  }
  if (label === null) return written(false)
  const definitions =
    getDefinitions(bo) ?? getDefinitions(ctx.ports.canvas.getRootElement()?.businessObject)
  if (!definitions) return rejected({ name: MSG.unsupported })
  const valueId = freeId(ctx, `CategoryValue_${bo.id ?? 'group'}`)
  const categoryValue = createModdle(ctx.ports, 'bpmn:CategoryValue', { id: valueId })
  const category = createModdle(
    ctx.ports,
    'bpmn:Category',
    { id: freeId(ctx, `Category_${bo.id ?? 'group'}`), categoryValue: [categoryValue] },
    definitions,
  )
  runBatch(ctx.ports, [
    {
      element,
      moddleElement: definitions,
      properties: { rootElements: [...getList(definitions, 'rootElements'), category] },
    },
    { element, moddleElement: bo, properties: { categoryValueRef: categoryValue } },
    { element, label },
  ])
  return written(true)
}

/** The element's label: `name`, a text annotation's `text`, a group's category value. */
export function writeElementName(
  ctx: PanelContext,
  target: PanelTarget,
  name: string,
): WriteResult {
  const field = labelFieldOf(target.bo)
  if (field === 'categoryValue') return writeGroupName(ctx, target, name)
  return written(
    applyEdits(ctx.ports, [
      {
        element: target.element,
        moddleElement: target.bo,
        properties: { [field]: optional(name) },
      },
    ]),
  )
}

export function writeInitiator(
  ctx: PanelContext,
  target: PanelTarget,
  initiator: string,
): WriteResult {
  if (!is(target.bo, 'bpmn:StartEvent')) return rejected({ initiator: MSG.unsupported })
  return written(
    applyEdits(ctx.ports, [
      {
        element: target.element,
        moddleElement: target.bo,
        properties: { [ext(ctx, 'initiator')]: optional(initiator.trim()) },
      },
    ]),
  )
}
