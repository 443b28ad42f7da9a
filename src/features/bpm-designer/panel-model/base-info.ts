import { applyEdits } from './commands'
import { isXmlName, MSG } from './messages-zh'
import { getDefinitions, getList, getText, is, optional } from './moddle-utils'
import { ext, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement } from './ports'
import { rejected, written, type WriteResult } from './write-result'

export interface BaseInfoView {
  /** 'process': key (the process id) and name; 'element': id and name. */
  kind: 'process' | 'element'
  id: string
  name: string
  /** Start events: the variable that receives the starting user (null for other elements). */
  initiator: string | null
}

export function readBaseInfo(ctx: PanelContext, target: PanelTarget): BaseInfoView {
  const { bo } = target
  return {
    kind: target.kind === 'process' ? 'process' : 'element',
    id: getText(bo, 'id'),
    name: getText(bo, 'name'),
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

export function writeElementName(
  ctx: PanelContext,
  target: PanelTarget,
  name: string,
): WriteResult {
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, moddleElement: target.bo, properties: { name: optional(name) } },
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
