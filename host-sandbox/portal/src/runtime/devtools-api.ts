import type { HostMessage } from '../bridge/bridge-contract'
import type { PortalRuntime } from './create-portal-runtime'

/** For e2e and integrators poking in DevTools. Holds functions only, never a token. */
export interface MuseumPortalDevtools {
  send(message: HostMessage): number
  mount(): Promise<void>
  unmount(): Promise<void>
  issueSsoToken(): Promise<void>
}

declare global {
  interface Window {
    __museumPortal?: MuseumPortalDevtools
  }
}

export function exposeDevtoolsApi(runtime: PortalRuntime, win: Window = window): void {
  win.__museumPortal = {
    send: (message) => runtime.send(message),
    mount: () => runtime.mountConsole(),
    unmount: () => runtime.unmountConsole(),
    issueSsoToken: () => runtime.issueSsoToken(),
  }
}
