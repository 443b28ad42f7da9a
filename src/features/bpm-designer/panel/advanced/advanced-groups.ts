/**
 * Which of bpmn-js-properties-panel's BPMN groups the 高级 tab shows: what our own panel does not
 * edit (event definitions and their root elements, compensation) plus documentation. Id and name
 * (常规) and multi-instance (多实例) stay with our panel, so each attribute has one place to edit
 * it; ad-hoc completion is a FEEL entry, whose editor the tab does not load (code-editor-stub.ts).
 */
export const ADVANCED_GROUP_IDS: ReadonlySet<string> = new Set([
  'documentation',
  'timer',
  'message',
  'signal',
  'error',
  'escalation',
  'link',
  'compensation',
])

export interface PanelGroup {
  id: string
}

export function advancedGroups<T extends PanelGroup>(groups: readonly T[]): T[] {
  return groups.filter((group) => ADVANCED_GROUP_IDS.has(group.id))
}
