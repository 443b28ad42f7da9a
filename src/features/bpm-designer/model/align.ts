import type { AlignmentType, DiagramElementLike } from '@/shared/bpmn/modeler-types'

export const ALIGN_SELECTION_WARNING = '请按住 Ctrl 键选择多个元素对齐'
export const ALIGN_CONFIRM_TEXT = '自动对齐可能造成图形变形，是否继续？'

export interface AlignmentOption {
  type: AlignmentType
  label: string
}

/** The toolbar's align actions, in the order shown. */
export const ALIGNMENTS: readonly AlignmentOption[] = [
  { type: 'left', label: '向左对齐' },
  { type: 'right', label: '向右对齐' },
  { type: 'top', label: '向上对齐' },
  { type: 'bottom', label: '向下对齐' },
  { type: 'center', label: '水平居中' },
  { type: 'middle', label: '垂直居中' },
]

/**
 * The selected elements that can be aligned: shapes, not connections, external labels or boundary
 * events (which follow their host). diagram-js applies the same filter, so fewer than two of these
 * means aligning would do nothing.
 */
export function alignableElements(selection: readonly DiagramElementLike[]): DiagramElementLike[] {
  return selection.filter((element) => !(element.waypoints || element.host || element.labelTarget))
}

export function canAlign(selection: readonly DiagramElementLike[]): boolean {
  return alignableElements(selection).length >= 2
}
