import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { PopupHost } from '@/shared/ui/popups'
import { ConsoleMountContext, type ConsoleMount } from '@/shared/ui/theme/mount-context'
import type { AppStore } from './store'

interface Props {
  store: AppStore
  mount: ConsoleMount
  children: ReactNode
}

/** What every screen of a mount needs. MUI's providers come lazily with MuiShell. */
export function ConsoleProviders({ store, mount, children }: Props) {
  return (
    <Provider store={store}>
      <ConsoleMountContext.Provider value={mount}>
        {children}
        <PopupHost container={mount.embedded ? mount.container : undefined} />
      </ConsoleMountContext.Provider>
    </Provider>
  )
}
