import { createContext, useContext } from 'react'
import type { HostBridge } from './host-bridge'

/** The host's bridge of this mount; null standalone or when the host passed none. */
export const HostBridgeContext = createContext<HostBridge | null>(null)

export function useHostBridge(): HostBridge | null {
  return useContext(HostBridgeContext)
}

/** True when the host can sign the user in: the console then never shows its own login page. */
export function canSignInThroughHost(bridge: HostBridge | null | undefined): boolean {
  return typeof bridge?.getSsoToken === 'function'
}
