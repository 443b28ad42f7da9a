import { applyEdits } from './commands'
import { MSG } from './messages-zh'
import {
  createModdle,
  extensionValues,
  extensionValuesEdit,
  extensionValuesOf,
  getBool,
  getElement,
  getText,
  is,
  optional,
  type Edit,
} from './moddle-utils'
import { ext, supportOf, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement, PropertyMap } from './ports'
import { asyncFlagProperties, readAsyncFlags, type AsyncFlags } from './task'
import { rejected, written, type WriteResult } from './write-result'

export type LoopType = 'none' | 'standard' | 'sequential' | 'parallel'

/** What a parallel multi-instance starts with (a user-list expression). */
export const DEFAULT_PARALLEL_COLLECTION = '${coll_userList}'
export const DEFAULT_ELEMENT_VARIABLE = 'user'

export interface MultiInstanceView extends AsyncFlags {
  loopType: LoopType
  loopCardinality: string
  completionCondition: string
  collection: string
  elementVariable: string
  /** The retry time cycle of failed jobs (failedJobRetryTimeCycle). */
  timeCycle: string
}

export type MultiInstancePatch = Partial<Omit<MultiInstanceView, 'loopType'>>

function loopOf(target: PanelTarget): ModdleElement | undefined {
  return getElement(target.bo, 'loopCharacteristics')
}

function loopTypeOf(loop: ModdleElement | undefined): LoopType {
  if (is(loop, 'bpmn:MultiInstanceLoopCharacteristics')) {
    return getBool(loop, 'isSequential') ? 'sequential' : 'parallel'
  }
  return is(loop, 'bpmn:StandardLoopCharacteristics') ? 'standard' : 'none'
}

function timeCycleElement(ctx: PanelContext, loop: ModdleElement | undefined) {
  return extensionValuesOf(loop, ext(ctx, 'FailedJobRetryTimeCycle'))[0]
}

export function readMultiInstance(ctx: PanelContext, target: PanelTarget): MultiInstanceView {
  const loop = loopOf(target)
  const loopType = loopTypeOf(loop)
  const multi = loopType === 'sequential' || loopType === 'parallel'
  const support = supportOf(ctx)
  const flags: AsyncFlags =
    multi && support.multiInstanceAsync
      ? readAsyncFlags(ctx, loop)
      : { asyncBefore: false, asyncAfter: false, exclusive: false }
  return {
    loopType,
    loopCardinality: multi ? getText(getElement(loop, 'loopCardinality'), 'body') : '',
    completionCondition: multi ? getText(getElement(loop, 'completionCondition'), 'body') : '',
    collection: multi ? getText(loop, ext(ctx, 'collection')) : '',
    elementVariable: multi ? getText(loop, ext(ctx, 'elementVariable')) : '',
    ...flags,
    timeCycle:
      multi && support.multiInstanceRetryTimeCycle
        ? getText(timeCycleElement(ctx, loop), 'body')
        : '',
  }
}

/**
 * Switches the loop type (one undo step). Sequential and parallel switch an existing
 * multi-instance in place; parallel fills an empty collection with the user-list expression and
 * an empty element variable with 'user'.
 */
export function writeLoopType(
  ctx: PanelContext,
  target: PanelTarget,
  loopType: LoopType,
): WriteResult {
  if (!is(target.bo, 'bpmn:Activity')) return rejected({ loopType: MSG.unsupported })
  const { element, bo } = target
  const loop = loopOf(target)
  const current = loopTypeOf(loop)
  if (current === loopType) return written(false)
  if (loopType === 'none') {
    return written(
      applyEdits(ctx.ports, [
        { element, moddleElement: bo, properties: { loopCharacteristics: undefined } },
      ]),
    )
  }
  if (loopType === 'standard') {
    const created = createModdle(ctx.ports, 'bpmn:StandardLoopCharacteristics', {}, bo)
    return written(
      applyEdits(ctx.ports, [
        { element, moddleElement: bo, properties: { loopCharacteristics: created } },
      ]),
    )
  }
  const parallel = loopType === 'parallel'
  const defaults: PropertyMap = parallel
    ? {
        [ext(ctx, 'collection')]:
          getText(loop, ext(ctx, 'collection')) || DEFAULT_PARALLEL_COLLECTION,
        [ext(ctx, 'elementVariable')]:
          getText(loop, ext(ctx, 'elementVariable')) || DEFAULT_ELEMENT_VARIABLE,
      }
    : {}
  if (loop && (current === 'sequential' || current === 'parallel')) {
    return written(
      applyEdits(ctx.ports, [
        { element, moddleElement: loop, properties: { isSequential: !parallel, ...defaults } },
      ]),
    )
  }
  const created = createModdle(
    ctx.ports,
    'bpmn:MultiInstanceLoopCharacteristics',
    { isSequential: !parallel, ...defaults },
    bo,
  )
  return written(
    applyEdits(ctx.ports, [
      { element, moddleElement: bo, properties: { loopCharacteristics: created } },
    ]),
  )
}

function expression(ctx: PanelContext, body: string, parent: ModdleElement) {
  const value = optional(body)
  return value === undefined
    ? undefined
    : createModdle(ctx.ports, 'bpmn:FormalExpression', { body: value }, parent)
}

function timeCycleEdit(
  ctx: PanelContext,
  target: PanelTarget,
  loop: ModdleElement,
  value: string,
): Edit | null {
  const body = optional(value.trim())
  const existing = timeCycleElement(ctx, loop)
  if (existing && body !== undefined) {
    return { element: target.element, moddleElement: existing, properties: { body } }
  }
  if (existing) {
    return extensionValuesEdit(
      ctx.ports,
      target.element,
      loop,
      extensionValues(loop).filter((item) => item !== existing),
    )
  }
  if (body === undefined) return null
  const created = createModdle(ctx.ports, ext(ctx, 'FailedJobRetryTimeCycle'), { body })
  return extensionValuesEdit(ctx.ports, target.element, loop, [...extensionValues(loop), created])
}

/** Writes multi-instance settings of a sequential or parallel loop (one undo step). */
export function writeMultiInstance(
  ctx: PanelContext,
  target: PanelTarget,
  patch: MultiInstancePatch,
): WriteResult {
  const loop = loopOf(target)
  if (!loop || !is(loop, 'bpmn:MultiInstanceLoopCharacteristics')) {
    return rejected({ loopType: MSG.unsupported })
  }
  const support = supportOf(ctx)
  const asyncPatch = (['asyncBefore', 'asyncAfter', 'exclusive'] as const).some(
    (key) => key in patch,
  )
  if (asyncPatch && !support.multiInstanceAsync) return rejected({ asyncBefore: MSG.unsupported })
  if (patch.timeCycle !== undefined && !support.multiInstanceRetryTimeCycle) {
    return rejected({ timeCycle: MSG.unsupported })
  }
  const properties: PropertyMap = {}
  if (patch.loopCardinality !== undefined) {
    const current = getText(getElement(loop, 'loopCardinality'), 'body')
    if (current !== patch.loopCardinality)
      properties.loopCardinality = expression(ctx, patch.loopCardinality, loop)
  }
  if (patch.completionCondition !== undefined) {
    const current = getText(getElement(loop, 'completionCondition'), 'body')
    if (current !== patch.completionCondition) {
      properties.completionCondition = expression(ctx, patch.completionCondition, loop)
    }
  }
  if (patch.collection !== undefined)
    properties[ext(ctx, 'collection')] = optional(patch.collection.trim())
  if (patch.elementVariable !== undefined) {
    properties[ext(ctx, 'elementVariable')] = optional(patch.elementVariable.trim())
  }
  if (asyncPatch) Object.assign(properties, asyncFlagProperties(ctx, loop, patch))
  const edits: (Edit | null)[] = [{ element: target.element, moddleElement: loop, properties }]
  if (patch.timeCycle !== undefined) edits.push(timeCycleEdit(ctx, target, loop, patch.timeCycle))
  return written(applyEdits(ctx.ports, edits))
}
