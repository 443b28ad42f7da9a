import { createContext, useContext, useSyncExternalStore } from 'react'
import type { PortalRuntime } from './create-portal-runtime'

const PortalRuntimeContext = createContext<PortalRuntime | null>(null)

export const PortalRuntimeProvider = PortalRuntimeContext.Provider

export function usePortalRuntime(): PortalRuntime {
  const runtime = useContext(PortalRuntimeContext)
  if (!runtime) throw new Error('usePortalRuntime 必须在 PortalRuntimeProvider 内使用')
  return runtime
}

/** Reads one of the runtime's stores and re-renders on change. */
export function useStoreValue<T>(store: {
  get: () => T
  subscribe: (listener: () => void) => () => void
}): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
