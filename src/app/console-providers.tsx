import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { PopupHost } from '@/shared/ui/popups'
import { HostBridgeContext } from '@/shared/host/host-bridge-context'
import type { HostBridge } from '@/shared/host/host-bridge'
import { ConsoleMountContext, type ConsoleMount } from '@/shared/ui/theme/mount-context'
import type { AppStore } from './store'

interface Props {
  store: AppStore
  mount: ConsoleMount
  bridge?: HostBridge
  children: ReactNode
}

/** What every screen of a mount needs. MUI's providers come lazily with MuiShell. */
export function ConsoleProviders({ store, mount, bridge, children }: Props) {
  return (
    <Provider store={store}>
      <ConsoleMountContext.Provider value={mount}>
        <HostBridgeContext.Provider value={bridge ?? null}>
          {children}
          <PopupHost container={mount.embedded ? mount.container : undefined} />
        </HostBridgeContext.Provider>
      </ConsoleMountContext.Provider>
    </Provider>
  )
}
