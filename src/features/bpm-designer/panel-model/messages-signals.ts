import { isIdTaken } from './base-info'
import { applyEdits } from './commands'
import { isXmlName, MSG } from './messages-zh'
import { createModdle, getDefinitions, getList, getText, is } from './moddle-utils'
import type { PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import { rejected, rejectIfAny, written, type FieldErrors, type WriteResult } from './write-result'

export interface RootItem {
  id: string
  name: string
}

export interface MessagesView {
  messages: RootItem[]
  signals: RootItem[]
}

function definitionsOf(ctx: PanelContext, target?: PanelTarget) {
  return (
    getDefinitions(target?.bo) ?? getDefinitions(ctx.ports.canvas.getRootElement()?.businessObject)
  )
}

function itemsOf(ctx: PanelContext, type: string, target?: PanelTarget): RootItem[] {
  return getList(definitionsOf(ctx, target), 'rootElements')
    .filter((element) => is(element, type))
    .map((element) => ({ id: getText(element, 'id'), name: getText(element, 'name') }))
}

export function readMessages(ctx: PanelContext, target?: PanelTarget): RootItem[] {
  return itemsOf(ctx, 'bpmn:Message', target)
}

export function readMessagesAndSignals(ctx: PanelContext, target?: PanelTarget): MessagesView {
  return {
    messages: itemsOf(ctx, 'bpmn:Message', target),
    signals: itemsOf(ctx, 'bpmn:Signal', target),
  }
}

interface RootItemRules {
  type: 'bpmn:Message' | 'bpmn:Signal'
  idRequired: string
  nameRequired: string
  exists: string
}

const MESSAGE_RULES: RootItemRules = {
  type: 'bpmn:Message',
  idRequired: MSG.messageIdRequired,
  nameRequired: MSG.messageNameRequired,
  exists: MSG.messageExists,
}

const SIGNAL_RULES: RootItemRules = {
  type: 'bpmn:Signal',
  idRequired: MSG.signalIdRequired,
  nameRequired: MSG.signalNameRequired,
  exists: MSG.signalExists,
}

function validateRootItem(
  ctx: PanelContext,
  rules: RootItemRules,
  item: RootItem,
  target?: PanelTarget,
): FieldErrors {
  const id = item.id.trim()
  const errors: FieldErrors = {}
  if (id === '') errors.id = rules.idRequired
  else if (!isXmlName(id)) errors.id = MSG.idInvalid
  // Any element with this id (not only one of the same type) would make the XML invalid; the
  // user is told in the same words either way.
  else if (
    itemsOf(ctx, rules.type, target).some((existing) => existing.id === id) ||
    isIdTaken(ctx, id)
  ) {
    errors.id = rules.exists
  }
  if (item.name.trim() === '') errors.name = rules.nameRequired
  return errors
}

export function validateMessage(ctx: PanelContext, item: RootItem, target?: PanelTarget) {
  return validateRootItem(ctx, MESSAGE_RULES, item, target)
}

export function validateSignal(ctx: PanelContext, item: RootItem, target?: PanelTarget) {
  return validateRootItem(ctx, SIGNAL_RULES, item, target)
}

/** Adds the message or signal to the definitions with one (undoable) command. */
function addRootItem(
  ctx: PanelContext,
  rules: RootItemRules,
  item: RootItem,
  target?: PanelTarget,
): WriteResult {
  const invalid = rejectIfAny(validateRootItem(ctx, rules, item, target))
  if (invalid) return invalid
  const definitions = definitionsOf(ctx, target)
  if (!definitions) return rejected({ id: MSG.unsupported })
  const created = createModdle(
    ctx.ports,
    rules.type,
    { id: item.id.trim(), name: item.name.trim() },
    definitions,
  )
  const element = target?.element ?? ctx.ports.canvas.getRootElement()
  return written(
    applyEdits(ctx.ports, [
      {
        element,
        moddleElement: definitions,
        properties: { rootElements: [...getList(definitions, 'rootElements'), created] },
      },
    ]),
  )
}

export function addMessage(ctx: PanelContext, item: RootItem, target?: PanelTarget): WriteResult {
  return addRootItem(ctx, MESSAGE_RULES, item, target)
}

export function addSignal(ctx: PanelContext, item: RootItem, target?: PanelTarget): WriteResult {
  return addRootItem(ctx, SIGNAL_RULES, item, target)
}
