export const LEAVE_CONFIRM_TEXT = '流程图还有未保存的修改，离开后这些修改将丢失。确定要离开吗？'

export interface LeaveCheck {
  /** Unsaved changes exist. */
  dirty: boolean
  /** The designer's own location. */
  current: { pathname: string; modelId: string | null }
  next: { pathname: string; search: string }
}

/**
 * Whether a navigation would lose unsaved changes inside the designer's own tab: another model
 * opened in it re-creates the page. Switching to another tab keeps the page (cached tabs), and
 * closing or refreshing the tab is asked by the tab bar (useUnsavedChangesGuard).
 */
export function shouldConfirmLeave({ dirty, current, next }: LeaveCheck): boolean {
  if (!dirty || next.pathname !== current.pathname) return false
  return new URLSearchParams(next.search).get('modelId') !== current.modelId
}
