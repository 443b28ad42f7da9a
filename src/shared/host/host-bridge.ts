/**
 * The contract between a host portal and the console (qiankun props). The console depends only on
 * these types; the qiankun wiring lives in app/, so tests can hand in a fake host. Integrators:
 * README.md "Embedding the console in a qiankun host".
 */

/** What a host may send the console, through the listener it registered with `subscribe`. */
export type HostMessage =
  /** A route push: `path` is the console's own path (without the host's activeRule). */
  | { type: 'navigate'; path: string; replace?: boolean }
  /** The host's user logged out: the console revokes its tokens and drops its session. */
  | { type: 'logout' }
  /**
   * A fresh SSO token is ready. The console (when it has no session) asks for it with
   * `getSsoToken()` and exchanges it: the token itself never travels in a message.
   */
  | { type: 'sso-token' }

/** Why the console's session ended (reported to the host with `logged-out`). */
export type LogoutReason =
  /** The user chose 退出登录 in the console. */
  | 'user'
  /** The host sent `logout`. */
  | 'host'
  /** The session expired and could not be refreshed; the user chose 重新登录. */
  | 'expired'
  /** Loading the user's permissions or menus failed after sign-in. */
  | 'failed'

/** What the console tells its host, through `onEvent`. */
export type ConsoleEvent =
  /** The console rendered into its container. */
  | { type: 'mounted'; path: string }
  /** The console's session is ready: after an SSO exchange, or one it already had. */
  | { type: 'signed-in'; via: 'sso' | 'stored-session'; nickname: string }
  /** The console's route changed (path without the host's activeRule). */
  | { type: 'route-changed'; path: string }
  /** The console dropped its session. */
  | { type: 'logged-out'; reason: LogoutReason }
  /** SSO failed (no token, invalid or expired): the host should authenticate its user again. */
  | { type: 'sso-failed'; message: string }

export interface HostBridge {
  /**
   * Asked at SSO exchange time, once per attempt. Resolve null when the host has no signed-in
   * user. The token is never written to the URL, the browser console or the store.
   */
  getSsoToken?: () => Promise<string | null>
  /** Registers the console's listener for host messages; returns the unsubscribe function. */
  subscribe?: (listener: (message: HostMessage) => void) => () => void
  /** Receives the console's events. */
  onEvent?: (event: ConsoleEvent) => void
}

/** The props a qiankun host passes to `loadMicroApp` / `registerMicroApps` for the console. */
export interface MuseumConsoleProps {
  /** Router basename: the host's activeRule, e.g. '/museum'. Default '/'. */
  basename?: string
  /** Set by qiankun: the element the console renders into. */
  container?: HTMLElement
  bridge?: HostBridge
}

export interface ConsoleMountOptions {
  /** Element the console renders into. */
  container: HTMLElement
  /** Router basename: '/' standalone, the host's activeRule (e.g. '/museum') when embedded. */
  basename: string
  embedded: boolean
  bridge?: HostBridge
}
