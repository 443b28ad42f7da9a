import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** window.innerWidth, re-read on every resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth)
}
