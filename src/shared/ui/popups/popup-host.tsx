import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { getPopupState, subscribePopups, type PopupState } from './popup-store'
import type { PopupViewProps } from './popup-view'

// Dialogs, toasts and the loading backdrop pull in a good part of MUI; the login page should not
// pay for them until the first message is shown.
const PopupView = lazy(() => import('./popup-view'))

function hasAnything(state: PopupState): boolean {
  return Boolean(
    state.toasts.length || state.notifications.length || state.dialogs.length || state.loading,
  )
}

export type PopupHostProps = PopupViewProps

/** Renders the popups raised through `popup`; mount it once inside the app's ThemeProvider. */
export function PopupHost({ container }: PopupHostProps) {
  const state = useSyncExternalStore(subscribePopups, getPopupState, getPopupState)
  // Once shown, the view stays mounted so closing dialogs and toasts can animate out.
  const [needed, setNeeded] = useState(false)
  if (!needed && hasAnything(state)) setNeeded(true)
  if (!needed && !hasAnything(state)) return null
  return (
    <Suspense fallback={null}>
      <PopupView container={container} />
    </Suspense>
  )
}
