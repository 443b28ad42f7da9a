import { applyEdits } from './commands'
import { MSG } from './messages-zh'
import { getBool, getDefinitions, getElement, getList, getText, is, optional } from './moddle-utils'
import { ext, supportOf, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement, PropertyMap } from './ports'
import { rejected, written, type WriteResult } from './write-result'

export interface AsyncFlags {
  asyncBefore: boolean
  asyncAfter: boolean
  exclusive: boolean
}

/** In 'single' dialects asyncBefore stands for the one async flag and asyncAfter is always false. */
export function readAsyncFlags(ctx: PanelContext, owner: ModdleElement | undefined): AsyncFlags {
  if (supportOf(ctx).async === 'single') {
    const asyncBefore = getBool(owner, ext(ctx, 'async'))
    return {
      asyncBefore,
      asyncAfter: false,
      exclusive: asyncBefore && getBool(owner, ext(ctx, 'exclusive')),
    }
  }
  // camunda:async is camunda's older spelling of asyncBefore.
  const asyncBefore = getBool(owner, 'camunda:asyncBefore') || getBool(owner, 'camunda:async')
  const asyncAfter = getBool(owner, 'camunda:asyncAfter')
  return {
    asyncBefore,
    asyncAfter,
    exclusive: (asyncBefore || asyncAfter) && getBool(owner, 'camunda:exclusive'),
  }
}

/**
 * The attributes for new async flags. Turning off both async flags forces exclusive to
 * false. Booleans are written explicitly (moddle leaves values equal to the default out of the XML).
 */
export function asyncFlagProperties(
  ctx: PanelContext,
  owner: ModdleElement | undefined,
  patch: Partial<AsyncFlags>,
): PropertyMap {
  const current = readAsyncFlags(ctx, owner)
  const asyncBefore = patch.asyncBefore ?? current.asyncBefore
  const asyncAfter =
    supportOf(ctx).async === 'single' ? false : (patch.asyncAfter ?? current.asyncAfter)
  const anyAsync = asyncBefore || asyncAfter
  const exclusive = anyAsync ? (patch.exclusive ?? getBool(owner, ext(ctx, 'exclusive'))) : false
  if (supportOf(ctx).async === 'single') {
    return { [ext(ctx, 'async')]: asyncBefore, [ext(ctx, 'exclusive')]: exclusive }
  }
  return {
    // The older spelling goes once the flags are written the current way.
    ...(getBool(owner, 'camunda:async') ? { 'camunda:async': undefined } : {}),
    'camunda:asyncBefore': asyncBefore,
    'camunda:asyncAfter': asyncAfter,
    'camunda:exclusive': exclusive,
  }
}

export function readTaskAsync(ctx: PanelContext, target: PanelTarget): AsyncFlags {
  return readAsyncFlags(ctx, target.bo)
}

export function writeTaskAsync(
  ctx: PanelContext,
  target: PanelTarget,
  patch: Partial<AsyncFlags>,
): WriteResult {
  if (patch.asyncAfter && supportOf(ctx).async === 'single')
    return rejected({ asyncAfter: MSG.unsupported })
  return written(
    applyEdits(ctx.ports, [
      {
        element: target.element,
        moddleElement: target.bo,
        properties: asyncFlagProperties(ctx, target.bo, patch),
      },
    ]),
  )
}

// ---- user task -------------------------------------------------------------------------------

export interface UserTaskView {
  assignee: string
  candidateUsers: string[]
  candidateGroups: string[]
  dueDate: string
  /** '' in dialects without a follow-up date. */
  followUpDate: string
  priority: string
}

export type UserTaskPatch = Partial<UserTaskView>

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function readUserTask(ctx: PanelContext, target: PanelTarget): UserTaskView {
  const { bo } = target
  return {
    assignee: getText(bo, ext(ctx, 'assignee')),
    candidateUsers: splitList(getText(bo, ext(ctx, 'candidateUsers'))),
    candidateGroups: splitList(getText(bo, ext(ctx, 'candidateGroups'))),
    dueDate: getText(bo, ext(ctx, 'dueDate')),
    followUpDate: supportOf(ctx).followUpDate ? getText(bo, ext(ctx, 'followUpDate')) : '',
    priority: getText(bo, ext(ctx, 'priority')),
  }
}

export function writeUserTask(
  ctx: PanelContext,
  target: PanelTarget,
  patch: UserTaskPatch,
): WriteResult {
  if (!is(target.bo, 'bpmn:UserTask')) return rejected({ assignee: MSG.unsupported })
  if (patch.followUpDate !== undefined && !supportOf(ctx).followUpDate) {
    return rejected({ followUpDate: MSG.unsupported })
  }
  const properties: PropertyMap = {}
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const text = Array.isArray(value)
      ? value
          .map((item) => String(item).trim())
          .filter(Boolean)
          .join(',')
      : value.trim()
    properties[ext(ctx, key)] = optional(text)
  }
  return written(
    applyEdits(ctx.ports, [{ element: target.element, moddleElement: target.bo, properties }]),
  )
}

// ---- script task -----------------------------------------------------------------------------

export interface ScriptTaskView {
  scriptFormat: string
  /** null while the task has neither a script nor a resource. */
  scriptType: 'inline' | 'external' | null
  script: string
  resource: string
  resultVariable: string
}

export function readScriptTask(ctx: PanelContext, target: PanelTarget): ScriptTaskView {
  const { bo } = target
  const script = getText(bo, 'script')
  const resource = getText(bo, ext(ctx, 'resource'))
  return {
    scriptFormat: getText(bo, 'scriptFormat'),
    scriptType: resource !== '' ? 'external' : script !== '' ? 'inline' : null,
    script,
    resource,
    resultVariable: getText(bo, ext(ctx, 'resultVariable')),
  }
}

export interface ScriptTaskInput {
  scriptFormat: string
  scriptType: 'inline' | 'external'
  script: string
  resource: string
  resultVariable: string
}

/** Inline keeps the script and clears the resource; external the other way round. */
export function writeScriptTask(
  ctx: PanelContext,
  target: PanelTarget,
  input: ScriptTaskInput,
): WriteResult {
  if (!is(target.bo, 'bpmn:ScriptTask')) return rejected({ script: MSG.unsupported })
  if (input.scriptType === 'external' && !supportOf(ctx).externalScripts) {
    return rejected({ scriptType: MSG.unsupported })
  }
  const inline = input.scriptType === 'inline'
  const properties: PropertyMap = {
    scriptFormat: optional(input.scriptFormat.trim()),
    script: inline ? optional(input.script) : undefined,
    [ext(ctx, 'resultVariable')]: optional(input.resultVariable.trim()),
  }
  if (supportOf(ctx).externalScripts) {
    properties[ext(ctx, 'resource')] = inline ? undefined : optional(input.resource.trim())
  }
  return written(
    applyEdits(ctx.ports, [{ element: target.element, moddleElement: target.bo, properties }]),
  )
}

// ---- receive task ----------------------------------------------------------------------------

export interface ReceiveTaskView {
  /** The bound message's id; '' for none. */
  messageRef: string
  messages: { id: string; name: string }[]
}

function messageElements(target: PanelTarget): ModdleElement[] {
  return getList(getDefinitions(target.bo), 'rootElements').filter((element) =>
    is(element, 'bpmn:Message'),
  )
}

export function readReceiveTask(_ctx: PanelContext, target: PanelTarget): ReceiveTaskView {
  return {
    messageRef: getText(getElement(target.bo, 'messageRef'), 'id'),
    messages: messageElements(target).map((message) => ({
      id: getText(message, 'id'),
      name: getText(message, 'name'),
    })),
  }
}

/** Binds the receive task to a message, or to none (''). */
export function writeReceiveTaskMessage(
  ctx: PanelContext,
  target: PanelTarget,
  messageId: string,
): WriteResult {
  if (!is(target.bo, 'bpmn:ReceiveTask')) return rejected({ messageRef: MSG.unsupported })
  const message = messageId
    ? messageElements(target).find((item) => item.id === messageId)
    : undefined
  if (messageId && !message) return rejected({ messageRef: MSG.unsupported })
  return written(
    applyEdits(ctx.ports, [
      { element: target.element, moddleElement: target.bo, properties: { messageRef: message } },
    ]),
  )
}
