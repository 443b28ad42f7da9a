import { useCallback, useEffect, useRef } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router-dom'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { popup } from '@/shared/ui/popups'
import { LEAVE_CONFIRM_TEXT, shouldConfirmLeave } from '../model/leave-guard'

/**
 * Asks before unsaved changes are lost: closing or refreshing the designer's tab and closing the
 * browser window (the tab bar and the browser ask, see useUnsavedChangesGuard), and opening
 * another model in this tab (a react-router blocker). Needs a data router.
 */
export function useLeaveGuard(dirty: boolean, modelId: string | null): void {
  useUnsavedChangesGuard(dirty)
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])

  const shouldBlock = useRef<BlockerFunction>(() => false)
  useEffect(() => {
    shouldBlock.current = ({ currentLocation, nextLocation }) =>
      shouldConfirmLeave({
        dirty: dirtyRef.current,
        current: { pathname: currentLocation.pathname, modelId },
        next: { pathname: nextLocation.pathname, search: nextLocation.search },
      })
  }, [modelId])

  const blocker = useBlocker(useCallback<BlockerFunction>((args) => shouldBlock.current(args), []))

  const asking = useRef(false)
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    void popup
      .confirm(LEAVE_CONFIRM_TEXT, { type: 'warning', confirmText: '离开', cancelText: '留下' })
      .then((leave) => {
        asking.current = false
        if (leave) blocker.proceed()
        else blocker.reset()
      })
  }, [blocker])
}
