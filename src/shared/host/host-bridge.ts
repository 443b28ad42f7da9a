/**
 * What a host portal may hand the console when it mounts it (qiankun props). The console depends
 * only on this interface; the qiankun wiring lives in app/, so tests can pass a fake host.
 */
export interface HostBridge {
  /** Asked at SSO exchange time; the token is never written to the URL, logs or the store. */
  getSsoToken?: () => Promise<string | null>
  /** Tells the host the console dropped its session (for example after a logout). */
  notifyLoggedOut?: () => void
}

export interface ConsoleMountOptions {
  /** Element the console renders into. */
  container: HTMLElement
  /** Router basename: '/' standalone, the host's activeRule (e.g. '/museum') when embedded. */
  basename: string
  embedded: boolean
  bridge?: HostBridge
}
