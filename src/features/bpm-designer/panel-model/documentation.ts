import { applyEdits } from './commands'
import { createModdle, getList, getText } from './moddle-utils'
import type { PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import { written, type WriteResult } from './write-result'

export function readDocumentation(_ctx: PanelContext, target: PanelTarget): string {
  return getText(getList(target.bo, 'documentation')[0], 'text')
}

/** Edits the first documentation entry (others stay); empty text removes it. One undo step. */
export function writeDocumentation(
  ctx: PanelContext,
  target: PanelTarget,
  text: string,
): WriteResult {
  const { element, bo } = target
  const [first, ...rest] = getList(bo, 'documentation')
  const empty = text.trim() === ''
  if (first && !empty) {
    return written(applyEdits(ctx.ports, [{ element, moddleElement: first, properties: { text } }]))
  }
  if (first) {
    return written(
      applyEdits(ctx.ports, [{ element, moddleElement: bo, properties: { documentation: rest } }]),
    )
  }
  if (empty) return written(false)
  const created = createModdle(ctx.ports, 'bpmn:Documentation', { text }, bo)
  return written(
    applyEdits(ctx.ports, [
      { element, moddleElement: bo, properties: { documentation: [created] } },
    ]),
  )
}
