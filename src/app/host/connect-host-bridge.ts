import type { Middleware } from '@reduxjs/toolkit'
import type { Location } from 'react-router-dom'
import type { ConsoleEvent, HostBridge, HostMessage } from '@/shared/host/host-bridge'
import { loggedOut, selectToken } from '@/shared/session/session-slice'
import {
  hostMessageReceived,
  ssoRetryRequested,
} from '@/features/host-bridge/model/host-bridge-slice'
import { logoutForHost } from '@/features/host-bridge/model/sso-exchange'
import type { ConsoleRouter } from '../routing/create-console-router'
import type { StoreBundle } from '../store'

interface Connection {
  bridge: HostBridge
  bundle: StoreBundle
  router: ConsoleRouter
  basename: string
}

/** `path` without the basename in front; unchanged when it does not start with it. */
function withoutBasename(path: string, basename: string): string {
  const base = basename.replace(/\/+$/, '')
  if (base && (path === base || path.startsWith(`${base}/`))) return path.slice(base.length) || '/'
  return path
}

/**
 * The router's location as the console's own path. A data router's location carries the
 * basename ('/museum/system/dict'); the host is told '/system/dict' (ConsoleEvent).
 */
export function pathOf(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  basename = '/',
): string {
  return `${withoutBasename(location.pathname, basename)}${location.search}${location.hash}`
}

/** '//host' and '/\\host' are other origins to a browser (and rejected by the router). */
const OTHER_ORIGIN = /^\/[/\\]/

/**
 * A route the host pushed, as a path of the console's router. Hosts may send it with their
 * activeRule in front ('/museum/system/dict'); only in-app absolute paths are accepted.
 */
export function consolePathOf(path: unknown, basename: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || OTHER_ORIGIN.test(path)) return null
  const inApp = withoutBasename(path, basename)
  return OTHER_ORIGIN.test(inApp) ? null : inApp
}

function isHostMessage(value: unknown): value is HostMessage {
  const type = (value as { type?: unknown } | null)?.type
  return type === 'navigate' || type === 'logout' || type === 'sso-token'
}

/**
 * Wires one mount to its host: host messages drive the router and the session; the console's
 * route, sign-in and sign-out go back as events. Returns what unmount calls to cut every tie.
 */
export function connectHostBridge({ bridge, bundle, router, basename }: Connection): () => void {
  const { store } = bundle
  let connected = true
  const emit = (event: ConsoleEvent) => {
    if (!connected) return
    try {
      bridge.onEvent?.(event)
    } catch {
      // A failing host callback must not break the console's own work.
    }
  }

  const onHostMessage = (message: unknown) => {
    if (!connected || !isHostMessage(message)) return
    store.dispatch(hostMessageReceived(message.type))
    if (message.type === 'navigate') {
      const path = consolePathOf(message.path, basename)
      if (path) void router.navigate(path, { replace: message.replace === true })
    } else if (message.type === 'logout') {
      void store.dispatch(logoutForHost())
    } else if (!selectToken(store.getState())) {
      store.dispatch(ssoRetryRequested())
    }
  }
  const unsubscribeHost = bridge.subscribe?.(onHostMessage) ?? (() => undefined)

  let lastPath = pathOf(router.state.location, basename)
  const base = basename.replace(/\/+$/, '')
  const unsubscribeRouter = router.subscribe((state) => {
    const { pathname } = state.location
    // The host left the activeRule (and unmounts the console next): no console route to report.
    if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return
    const path = pathOf(state.location, basename)
    if (path === lastPath) return
    lastPath = path
    emit({ type: 'route-changed', path })
  })

  let lastStatus = store.getState().session.status
  const unsubscribeStore = store.subscribe(() => {
    const { session, hostBridge } = store.getState()
    if (session.status === lastStatus) return
    lastStatus = session.status
    if (session.status === 'ready' && session.user) {
      const via = hostBridge.sso.status === 'signed-in' ? 'sso' : 'stored-session'
      emit({ type: 'signed-in', via, nickname: session.user.nickname })
    }
  })

  // The store lives and dies with the mount, so this middleware needs no removal of its own.
  const reportLogout: Middleware = () => (next) => (action) => {
    const result = next(action)
    if (loggedOut.match(action)) emit({ type: 'logged-out', reason: action.payload.reason })
    return result
  }
  bundle.dynamicMiddleware.addMiddleware(reportLogout)

  emit({ type: 'mounted', path: lastPath })

  return () => {
    connected = false
    unsubscribeHost()
    unsubscribeRouter()
    unsubscribeStore()
  }
}
