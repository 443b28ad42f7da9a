import type { TaskListenerEvent } from '@/shared/bpmn/dialects'
import { applyEdits } from './commands'
import { MSG } from './messages-zh'
import {
  adoptChildren,
  createModdle,
  extensionValues,
  extensionValuesEdit,
  extensionValuesOf,
  getElement,
  getList,
  getText,
  is,
  optional,
  withItem,
} from './moddle-utils'
import { ext, supportOf, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement, PropertyMap } from './ports'
import { rejected, rejectIfAny, written, type FieldErrors, type WriteResult } from './write-result'

export type ListenerKind = 'execution' | 'task'
export type ListenerType = 'class' | 'expression' | 'delegateExpression' | 'script'
export type ListenerScriptType = 'inlineScript' | 'externalScript'
export type TimerType = 'date' | 'duration' | 'cycle' | 'null'

export interface ListenerFieldForm {
  name: string
  fieldType: 'string' | 'expression' | ''
  string: string
  expression: string
}

/** A listener as the drawer edits it (listener and task listener). */
export interface ListenerForm {
  /** Task listeners only. */
  id: string
  event: string
  listenerType: ListenerType | ''
  class: string
  expression: string
  delegateExpression: string
  scriptFormat: string
  scriptType: ListenerScriptType | ''
  value: string
  resource: string
  fields: ListenerFieldForm[]
  /** The timer of a timeout task listener; '' for none chosen. */
  timerType: TimerType | ''
  timerValue: string
}

export function emptyListenerForm(): ListenerForm {
  return {
    id: '',
    event: '',
    listenerType: '',
    class: '',
    expression: '',
    delegateExpression: '',
    scriptFormat: '',
    scriptType: '',
    value: '',
    resource: '',
    fields: [],
    timerType: '',
    timerValue: '',
  }
}

export function emptyListenerField(): ListenerFieldForm {
  return { name: '', fieldType: '', string: '', expression: '' }
}

export const EXECUTION_EVENT_LABELS: Record<string, string> = {
  start: '开始',
  end: '结束',
  take: '经过',
}

export const TASK_EVENT_LABELS: Record<TaskListenerEvent, string> = {
  create: '创建',
  assignment: '指派',
  complete: '完成',
  delete: '删除',
  update: '更新',
  timeout: '超时',
}

export const LISTENER_TYPE_LABELS: Record<ListenerType, string> = {
  class: 'Java类',
  expression: '表达式',
  delegateExpression: '代理表达式',
  script: '脚本',
}

/** The events a listener of `kind` may use on `target` in the context's dialect. */
export function listenerEvents(
  ctx: PanelContext,
  target: PanelTarget,
  kind: ListenerKind,
): string[] {
  if (kind === 'task') return [...supportOf(ctx).taskListenerEvents]
  // Engines fire only 'take' on a sequence flow, and start / end elsewhere.
  return target.kind === 'sequenceFlow' ? ['take'] : ['start', 'end']
}

export function listenerTypes(ctx: PanelContext): ListenerType[] {
  const types: ListenerType[] = ['class', 'expression', 'delegateExpression']
  return supportOf(ctx).scriptListeners ? [...types, 'script'] : types
}

function listenerElementType(ctx: PanelContext, kind: ListenerKind): string {
  return ext(ctx, kind === 'task' ? 'TaskListener' : 'ExecutionListener')
}

function listenerElements(
  ctx: PanelContext,
  target: PanelTarget,
  kind: ListenerKind,
): ModdleElement[] {
  return extensionValuesOf(target.bo, listenerElementType(ctx, kind))
}

function readField(field: ModdleElement): ListenerFieldForm {
  const expression = getText(field, 'expression') || (field.$attrs?.expression ?? '')
  const string = getText(field, 'string') || getText(field, 'stringValue')
  return {
    name: getText(field, 'name'),
    fieldType: expression !== '' ? 'expression' : 'string',
    string,
    expression,
  }
}

const TIMER_PROPERTIES: Record<Exclude<TimerType, 'null'>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
}

function readTimer(listener: ModdleElement): Pick<ListenerForm, 'timerType' | 'timerValue'> {
  const timer = getList(listener, 'eventDefinitions').find((definition) =>
    is(definition, 'bpmn:TimerEventDefinition'),
  )
  if (!timer) return { timerType: '', timerValue: '' }
  for (const [type, property] of Object.entries(TIMER_PROPERTIES)) {
    const expression = getElement(timer, property)
    if (expression) return { timerType: type as TimerType, timerValue: getText(expression, 'body') }
  }
  return { timerType: 'null', timerValue: '' }
}

function readListener(listener: ModdleElement): ListenerForm {
  const script = getElement(listener, 'script')
  const listenerType: ListenerForm['listenerType'] = script
    ? 'script'
    : getText(listener, 'expression')
      ? 'expression'
      : getText(listener, 'delegateExpression')
        ? 'delegateExpression'
        : 'class'
  const resource = getText(script, 'resource')
  return {
    ...emptyListenerForm(),
    id: getText(listener, 'id'),
    event: getText(listener, 'event'),
    listenerType,
    class: getText(listener, 'class'),
    expression: getText(listener, 'expression'),
    delegateExpression: getText(listener, 'delegateExpression'),
    scriptFormat: getText(script, 'scriptFormat'),
    scriptType: script ? (resource !== '' ? 'externalScript' : 'inlineScript') : '',
    value: getText(script, 'value'),
    resource,
    fields: getList(listener, 'fields').map(readField),
    ...readTimer(listener),
  }
}

export function readListeners(
  ctx: PanelContext,
  target: PanelTarget,
  kind: ListenerKind,
): ListenerForm[] {
  return listenerElements(ctx, target, kind).map(readListener)
}

export function validateListenerField(field: ListenerFieldForm): FieldErrors {
  const errors: FieldErrors = {}
  if (field.name.trim() === '') errors.name = MSG.fieldNameRequired
  if (field.fieldType === '') errors.fieldType = MSG.fieldTypeRequired
  if (field.fieldType === 'string' && field.string.trim() === '')
    errors.string = MSG.fieldStringRequired
  if (field.fieldType === 'expression' && field.expression.trim() === '') {
    errors.expression = MSG.fieldExpressionRequired
  }
  return errors
}

/** The listener form rules; the messages are keyed by form field. */
export function validateListener(
  ctx: PanelContext,
  target: PanelTarget,
  kind: ListenerKind,
  form: ListenerForm,
): FieldErrors {
  const errors: FieldErrors = {}
  if (kind === 'task' && form.id.trim() === '') errors.id = MSG.listenerIdRequired
  if (form.event === '') errors.event = MSG.eventRequired
  else if (!listenerEvents(ctx, target, kind).includes(form.event))
    errors.event = MSG.eventUnsupported
  switch (form.listenerType) {
    case '':
      errors.listenerType = MSG.listenerTypeRequired
      break
    case 'class':
      if (form.class.trim() === '') errors.class = MSG.classRequired
      break
    case 'expression':
      if (form.expression.trim() === '') errors.expression = MSG.expressionRequired
      break
    case 'delegateExpression':
      if (form.delegateExpression.trim() === '') {
        errors.delegateExpression = MSG.delegateExpressionRequired
      }
      break
    case 'script':
      if (!supportOf(ctx).scriptListeners) errors.listenerType = MSG.scriptListenerUnsupported
      if (form.scriptFormat.trim() === '') errors.scriptFormat = MSG.scriptFormatRequired
      if (form.scriptType === '') errors.scriptType = MSG.scriptTypeRequired
      if (form.scriptType === 'inlineScript' && form.value.trim() === '') {
        errors.value = MSG.scriptValueRequired
      }
      if (form.scriptType === 'externalScript' && form.resource.trim() === '') {
        errors.resource = MSG.resourceRequired
      }
      break
  }
  if (hasTimer(ctx, kind, form) && form.timerValue.trim() === '') {
    errors.timerValue = MSG.timerValueRequired
  }
  return errors
}

function hasTimer(ctx: PanelContext, kind: ListenerKind, form: ListenerForm): boolean {
  return (
    kind === 'task' &&
    supportOf(ctx).taskListenerTimer &&
    form.event === 'timeout' &&
    form.timerType !== '' &&
    form.timerType !== 'null'
  )
}

function fieldElement(ctx: PanelContext, field: ListenerFieldForm): ModdleElement {
  return createModdle(ctx.ports, ext(ctx, 'Field'), {
    name: field.name.trim(),
    ...(field.fieldType === 'expression'
      ? { expression: field.expression }
      : { string: field.string }),
  })
}

function listenerProperties(
  ctx: PanelContext,
  kind: ListenerKind,
  form: ListenerForm,
): PropertyMap {
  const type = form.listenerType
  const script =
    type === 'script'
      ? createModdle(ctx.ports, ext(ctx, 'Script'), {
          scriptFormat: form.scriptFormat.trim(),
          ...(form.scriptType === 'externalScript'
            ? { resource: form.resource.trim() }
            : { value: form.value }),
        })
      : undefined
  const properties: PropertyMap = {
    event: form.event,
    class: type === 'class' ? form.class.trim() : undefined,
    expression: type === 'expression' ? form.expression.trim() : undefined,
    delegateExpression: type === 'delegateExpression' ? form.delegateExpression.trim() : undefined,
    script,
    fields: form.fields.map((field) => fieldElement(ctx, field)),
  }
  if (kind === 'task') {
    properties.id = optional(form.id.trim())
    if (supportOf(ctx).taskListenerTimer) {
      const timerProperty = hasTimer(ctx, kind, form)
        ? TIMER_PROPERTIES[form.timerType as Exclude<TimerType, 'null' | ''>]
        : undefined
      properties.eventDefinitions = timerProperty
        ? [
            createModdle(ctx.ports, 'bpmn:TimerEventDefinition', {
              [timerProperty]: createModdle(ctx.ports, 'bpmn:FormalExpression', {
                body: form.timerValue.trim(),
              }),
            }),
          ]
        : []
    }
  }
  return properties
}

/** Adds (index null) or replaces listener `index` of `kind`; one undo step. */
export function saveListener(
  ctx: PanelContext,
  target: PanelTarget,
  kind: ListenerKind,
  index: number | null,
  form: ListenerForm,
): WriteResult {
  if (kind === 'task' && !is(target.bo, 'bpmn:UserTask'))
    return rejected({ event: MSG.unsupported })
  const invalid = rejectIfAny(validateListener(ctx, target, kind, form))
  if (invalid) return invalid
  const properties = listenerProperties(ctx, kind, form)
  const existing = index === null ? undefined : listenerElements(ctx, target, kind)[index]
  if (existing) {
    // The same element is updated in place: anything it carries that the panel does not edit stays.
    adoptChildren(existing, properties)
    return written(
      applyEdits(ctx.ports, [{ element: target.element, moddleElement: existing, properties }]),
    )
  }
  const created = createModdle(ctx.ports, listenerElementType(ctx, kind), properties)
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(
        ctx.ports,
        target.element,
        target.bo,
        withItem(extensionValues(target.bo), null, created),
      ),
    ]),
  )
}

export function removeListener(
  ctx: PanelContext,
  target: PanelTarget,
  kind: ListenerKind,
  index: number,
): WriteResult {
  const listener = listenerElements(ctx, target, kind)[index]
  if (!listener) return written(false)
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(
        ctx.ports,
        target.element,
        target.bo,
        extensionValues(target.bo).filter((value) => value !== listener),
      ),
    ]),
  )
}
