import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

function isVisible(): boolean {
  return document.visibilityState !== 'hidden'
}

/** Whether the browser shows this page (false while its tab is in the background or minimised). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true)
}
