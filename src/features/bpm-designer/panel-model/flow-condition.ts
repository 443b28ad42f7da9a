import { applyEdits } from './commands'
import { MSG } from './messages-zh'
import { createModdle, getElement, getText, is, optional, type Edit } from './moddle-utils'
import { ext, supportOf, type PanelContext } from './panel-context'
import { conditionSource, type PanelTarget } from './panel-target'
import { rejected, written, type WriteResult } from './write-result'

export type FlowType = 'normal' | 'default' | 'condition'
export type ConditionType = 'expression' | 'script'
export type ScriptType = 'inline' | 'external'

export interface FlowConditionView {
  flowType: FlowType
  /** Whether the source can have a default flow (activities and exclusive / inclusive / complex gateways). */
  canBeDefault: boolean
  /** null while the condition is still empty (neither an expression nor a script yet). */
  conditionType: ConditionType | null
  body: string
  language: string
  /** null while the script has neither content nor a resource. */
  scriptType: ScriptType | null
  resource: string
}

const DEFAULT_CAPABLE = [
  'bpmn:Activity',
  'bpmn:ExclusiveGateway',
  'bpmn:InclusiveGateway',
  'bpmn:ComplexGateway',
]

function canBeDefault(target: PanelTarget): boolean {
  const source = conditionSource(target)
  return !!source && DEFAULT_CAPABLE.some((type) => is(source.businessObject, type))
}

export function readFlowCondition(ctx: PanelContext, target: PanelTarget): FlowConditionView {
  const source = conditionSource(target)
  const expression = getElement(target.bo, 'conditionExpression')
  const isDefault = !!source && source.businessObject.get('default') === target.bo
  const body = getText(expression, 'body')
  const language = getText(expression, 'language')
  const resource = getText(expression, ext(ctx, 'resource'))
  const isScript = language !== '' || resource !== ''
  return {
    flowType: expression ? 'condition' : isDefault ? 'default' : 'normal',
    canBeDefault: canBeDefault(target),
    conditionType: !expression ? null : isScript ? 'script' : body !== '' ? 'expression' : null,
    body,
    language,
    scriptType: resource !== '' ? 'external' : isScript && body !== '' ? 'inline' : null,
    resource,
  }
}

function clearDefaultEdit(target: PanelTarget): Edit | null {
  const source = conditionSource(target)
  if (!source || source.businessObject.get('default') !== target.bo) return null
  return { element: source, properties: { default: undefined } }
}

/**
 * Flow type: condition creates an (empty) expression; default marks the flow as its source's
 * default and clears the condition; normal clears both. One undo step each.
 */
export function writeFlowType(
  ctx: PanelContext,
  target: PanelTarget,
  flowType: FlowType,
): WriteResult {
  const source = conditionSource(target)
  if (!source) return rejected({ flowType: MSG.unsupported })
  const current = getElement(target.bo, 'conditionExpression')
  if (flowType === 'condition') {
    if (current) return written(applyEdits(ctx.ports, [clearDefaultEdit(target)]))
    const expression = createModdle(ctx.ports, 'bpmn:FormalExpression', {}, target.bo)
    return written(
      applyEdits(ctx.ports, [
        { element: target.element, properties: { conditionExpression: expression } },
        clearDefaultEdit(target),
      ]),
    )
  }
  if (flowType === 'default') {
    if (!canBeDefault(target)) return rejected({ flowType: MSG.unsupported })
    return written(
      applyEdits(ctx.ports, [
        { element: target.element, properties: { conditionExpression: undefined } },
        { element: source, properties: { default: target.bo } },
      ]),
    )
  }
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, properties: { conditionExpression: undefined } },
      clearDefaultEdit(target),
    ]),
  )
}

export interface ConditionInput {
  conditionType: ConditionType
  body: string
  language: string
  scriptType: ScriptType
  resource: string
}

/**
 * Replaces the condition: an expression (body), an inline script (language + body) or an
 * external script (language + resource). Written as typed; an empty script language is allowed
 * while the user is still filling the form.
 */
export function writeCondition(
  ctx: PanelContext,
  target: PanelTarget,
  input: ConditionInput,
): WriteResult {
  if (!conditionSource(target)) return rejected({ conditionType: MSG.unsupported })
  const support = supportOf(ctx)
  if (input.conditionType === 'script' && !support.scriptConditions) {
    return rejected({ conditionType: MSG.unsupported })
  }
  if (
    input.conditionType === 'script' &&
    input.scriptType === 'external' &&
    !support.externalScripts
  ) {
    return rejected({ scriptType: MSG.unsupported })
  }
  const resourceKey = ext(ctx, 'resource')
  const next =
    input.conditionType === 'expression'
      ? { body: input.body, language: '', resource: '' }
      : input.scriptType === 'inline'
        ? { body: input.body, language: input.language.trim(), resource: '' }
        : { body: '', language: input.language.trim(), resource: input.resource.trim() }
  const current = getElement(target.bo, 'conditionExpression')
  if (
    current &&
    getText(current, 'body') === next.body &&
    getText(current, 'language') === next.language &&
    getText(current, resourceKey) === next.resource
  ) {
    return written(false)
  }
  const expression = createModdle(
    ctx.ports,
    'bpmn:FormalExpression',
    {
      body: optional(next.body),
      language: optional(next.language),
      [resourceKey]: optional(next.resource),
    },
    target.bo,
  )
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, properties: { conditionExpression: expression } },
      clearDefaultEdit(target),
    ]),
  )
}
