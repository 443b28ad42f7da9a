import {
  createPortalApi,
  PortalApiError,
  type IssuedSsoToken,
  type PortalApi,
} from '../api/portal-api'
import type { HostMessage } from '../bridge/bridge-contract'
import { createPortalBridge, type PortalBridge } from '../bridge/portal-bridge'
import { createConsoleController, type ConsoleController } from '../console/console-controller'
import { loadMuseumConsole } from '../console/load-museum-console'
import { createStore, type SimpleStore } from '../lib/simple-store'
import {
  createLocationStore,
  isUnderActiveRule,
  toConsolePath,
  type LocationStore,
} from '../routing/location-store'
import { createPortalSessionStore, type PortalSessionStore } from '../session/portal-session'
import { createToastStore, type ToastStore } from '../toast/toast-store'
import type { PortalConfig } from '../../server/portal-config'

const DEBUG_PANEL_KEY = 'museum-portal.debug-panel'
/** How long portal logout waits for the console to confirm it dropped its session. */
const CONSOLE_LOGOUT_WAIT_MS = 3000

export interface PortalRuntime {
  readonly config: PortalConfig
  readonly api: PortalApi
  readonly session: PortalSessionStore
  readonly location: LocationStore
  readonly bridge: PortalBridge
  readonly console: ConsoleController
  readonly toasts: ToastStore
  /** The console's last SSO failure (the re-authentication banner), null when none. */
  readonly ssoProblem: SimpleStore<string | null>
  readonly debugPanelOpen: SimpleStore<boolean>
  /** Portal navigation: inside the mounted console through the bridge, else the History API. */
  navigate(to: string, opts?: { replace?: boolean }): void
  login(username: string, password: string): Promise<void>
  logout(): Promise<void>
  /** 挂载控制台: mounts it (going to the console region first when elsewhere). */
  mountConsole(): Promise<void>
  /** 卸载控制台. */
  unmountConsole(): Promise<void>
  /** 发放新 SSO 令牌 / 重新发放令牌: issue, hold for the console, send {type: 'sso-token'}. */
  issueSsoToken(): Promise<void>
  send(message: HostMessage): number
  /** The element qiankun mounts into (rendered by the console region). */
  setContainer(element: HTMLElement | null): void
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createPortalRuntime(config: PortalConfig, win: Window = window): PortalRuntime {
  const api = createPortalApi({ apiBase: config.apiBase, sandboxBase: config.sandboxBase })
  const session = createPortalSessionStore(win.sessionStorage)
  const location = createLocationStore(win)
  const toasts = createToastStore()
  const ssoProblem = createStore<string | null>(null)
  const debugPanelOpen = createStore(win.sessionStorage.getItem(DEBUG_PANEL_KEY) === 'open')
  debugPanelOpen.subscribe(() => {
    win.sessionStorage.setItem(DEBUG_PANEL_KEY, debugPanelOpen.get() ? 'open' : 'closed')
  })
  let container: HTMLElement | null = null
  /** Whether the mounted console last reported a session of its own. */
  let consoleSignedIn = false
  let loggingOut: Promise<void> | null = null

  /**
   * The sandbox issues SSO tokens only to the signed-in user's own access token. An expired one
   * (after 30 minutes) is renewed once with the portal's refresh token.
   */
  async function issueForSession(username: string): Promise<IssuedSsoToken> {
    const current = session.get()
    if (!current || current.username !== username) {
      throw new Error('门户未登录，无法发放 SSO 令牌')
    }
    try {
      return await api.issueSsoToken(current.accessToken)
    } catch (error) {
      const expired = error instanceof PortalApiError && error.code === 401
      if (!expired || !current.refreshToken) throw error
      const tokens = await api.refresh(current.refreshToken)
      // Still the same user signed in (no logout meanwhile): keep the renewed pair.
      if (session.get()?.username === username) {
        session.set({
          ...current,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
        })
      }
      return api.issueSsoToken(tokens.accessToken)
    }
  }

  const bridge: PortalBridge = createPortalBridge({
    currentUsername: () => session.get()?.username ?? null,
    issueSsoToken: issueForSession,
    onConsoleEvent(event) {
      switch (event.type) {
        case 'mounted':
        case 'route-changed':
          // The console's router moved the URL itself: follow it for the active nav.
          location.refresh()
          break
        case 'signed-in':
          // Each mount signs in with a token for the portal's own user (the console drops tokens
          // an earlier mount stored), so the console's user is always the portal's.
          consoleSignedIn = true
          ssoProblem.set(null)
          break
        case 'logged-out':
          consoleSignedIn = false
          break
        case 'sso-failed':
          ssoProblem.set(event.message)
          break
      }
    },
  })

  const consoleController = createConsoleController({
    load() {
      if (!container) throw new Error('找不到控制台容器')
      return loadMuseumConsole({
        entry: config.consoleEntry,
        container,
        basename: config.activeRule,
        bridge: bridge.hostBridge,
      })
    },
  })
  consoleController.state.subscribe(() => {
    if (consoleController.state.get().status !== 'unmounted') return
    consoleSignedIn = false
    ssoProblem.set(null)
  })

  async function issueSsoToken(): Promise<void> {
    try {
      await bridge.issueFreshToken()
      ssoProblem.set(null)
      if (bridge.state.get().listenerCount === 0) {
        toasts.show('warning', '已发放新 SSO 令牌，但控制台未挂载：下次挂载时交付')
      } else {
        toasts.show('success', '已发放新 SSO 令牌并通知控制台')
      }
    } catch (error) {
      toasts.show('error', `发放 SSO 令牌失败：${errorMessage(error)}`)
    }
  }

  async function logOutOnce(): Promise<void> {
    const current = session.get()
    if (consoleController.hasInstance()) {
      // Tell the console first so it revokes its tokens, then take it down.
      const listening = bridge.state.get().listenerCount > 0
      const loggedOut =
        listening && consoleSignedIn
          ? bridge.waitForEvent((e) => e.type === 'logged-out', CONSOLE_LOGOUT_WAIT_MS)
          : Promise.resolve(null)
      if (listening) bridge.send({ type: 'logout' })
      await loggedOut
      await consoleController.unmount()
    }
    session.set(null)
    location.navigate('/login', { replace: true })
    if (current) {
      await api.logout(current.accessToken).catch((error: unknown) => {
        toasts.show('warning', `门户会话注销请求失败：${errorMessage(error)}`)
      })
    }
  }

  function navigate(to: string, opts?: { replace?: boolean }): void {
    const target = new URL(to, win.location.origin)
    const path = `${target.pathname}${target.search}${target.hash}`
    const rule = config.activeRule
    const consoleListening = bridge.state.get().listenerCount > 0
    if (
      consoleListening &&
      isUnderActiveRule(target.pathname, rule) &&
      isUnderActiveRule(location.get().pathname, rule)
    ) {
      // The console's router owns URLs under the active rule while it is mounted.
      bridge.send({ type: 'navigate', path: toConsolePath(path, rule), replace: opts?.replace })
      return
    }
    location.navigate(path, opts)
  }

  return {
    config,
    api,
    session,
    location,
    bridge,
    console: consoleController,
    toasts,
    ssoProblem,
    debugPanelOpen,
    navigate,
    send: (message) => bridge.send(message),
    setContainer(element) {
      container = element
    },
    async login(username, password) {
      const tokens = await api.login(username, password)
      try {
        const user = await api.getUserInfo(tokens.accessToken)
        session.set({
          username,
          nickname: user.nickname || username,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
        })
      } catch (error) {
        await api.logout(tokens.accessToken).catch(() => undefined)
        throw error
      }
    },
    logout() {
      // A second click while the console is being taken down joins the first.
      loggingOut ??= logOutOnce().finally(() => {
        loggingOut = null
      })
      return loggingOut
    },
    async mountConsole() {
      if (!isUnderActiveRule(location.get().pathname, config.activeRule)) {
        // Entering the console region mounts it (the region's effect).
        location.navigate(config.activeRule)
        return
      }
      await consoleController.mount()
    },
    unmountConsole: () => consoleController.unmount(),
    issueSsoToken,
  }
}
