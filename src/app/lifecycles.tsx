import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { consoleAssetOrigin } from '@/shared/config/env'
import { canSignInThroughHost } from '@/shared/host/host-bridge-context'
import type { ConsoleMountOptions } from '@/shared/host/host-bridge'
import { abortAllRequests, configureApiOrigin } from '@/shared/http/ky-client'
import { removeTokens } from '@/shared/storage/auth-storage'
import { loadModule, prefetch } from '@/shared/utils/module-cache'
import { resetPopups } from '@/shared/ui/popups'
import { exchangeSsoToken } from '@/features/host-bridge/model/sso-exchange'
import { ConsoleProviders } from './console-providers'
import { connectHostBridge } from './host/connect-host-bridge'
import { trackHeadAdditions } from './host/head-additions'
import { createPageResolver, loadPage } from './route-registry'
import { createConsoleRouter } from './routing/create-console-router'
import { PageResolverContext } from './routing/page-resolver-context'
import { startBootstrapPrefetch } from './routing/bootstrap-prefetch'
import { loadConsoleLayout, loadMuiShell, loadProtectedApp } from './routing/shell-chunks'
import { makeStore } from './store'

export interface ConsoleInstance {
  unmount: () => void
}

let mountCount = 0

/** Emotion keys allow only lower-case letters and '-': 1 -> 'a', 27 -> 'aa'. */
function lettersOf(n: number): string {
  let letters = ''
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(97 + ((rest - 1) % 26)) + letters
  }
  return letters
}

function createMountPoint(container: HTMLElement, embedded: boolean): HTMLElement {
  const mountPoint = document.createElement('div')
  mountPoint.className = 'museum-console-root'
  mountPoint.style.height = '100%'
  if (embedded) {
    // A stacking context of its own: whatever z-index the console's overlays use, they stay
    // below the host's own overlays (docs/integration.md#styles-and-overlays).
    mountPoint.style.position = 'relative'
    mountPoint.style.isolation = 'isolate'
  }
  // index.html's skeleton moves into the mount point, where React's first render replaces it
  // (with the same skeleton, or the page): no frame without one, and never two of them.
  const staticSkeleton = container.querySelector('[data-static-skeleton]')
  if (staticSkeleton) mountPoint.appendChild(staticSkeleton)
  container.appendChild(mountPoint)
  return mountPoint
}

/** The home page (/ redirects to /index) under the router's basename. */
function isHomePath(pathname: string, basename: string): boolean {
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname
  return /^\/?(index\/?)?$/.test(path)
}

/** Paths outside the layout: no session to prefetch, no layout chunks to fetch ahead. */
const OUTSIDE_LAYOUT =
  /\/(login|sso|social-login|oauthLogin\/gitee|bind|register|auth-redirect|403|404|401)\/?$/

/**
 * Creates everything a mount owns: React root, store, router, the host connection and (with
 * MuiShell, on first use) an emotion cache. Reusing any of them across qiankun mounts loses styles
 * or keeps a dead router listening (docs/architecture.md#micro-frontend-qiankun). Unmount takes
 * every one of them down again.
 */
export function mountConsole({
  container,
  basename,
  embedded,
  bridge,
}: ConsoleMountOptions): ConsoleInstance {
  mountCount += 1
  // Embedded, the page belongs to the host: the admin-api is on the console's own server.
  configureApiOrigin(embedded ? consoleAssetOrigin() : null)
  const signInThroughHost = embedded && canSignInThroughHost(bridge)
  // Behind a host that signs its user in, the console's session follows the host's user. Tokens
  // an earlier mount stored may be another user's (the host can log out while the console is
  // not mounted), so every mount signs in afresh through the host.
  if (signInThroughHost) removeTokens()
  const headAdditions = embedded ? trackHeadAdditions(import.meta.env.BASE_URL) : null
  const bundle = makeStore()
  let attachRequested = false
  const loadAttachModule = () => loadModule('attach-admin-api', () => import('./attach-admin-api'))
  // RTK Query and the dictionaries join the store on the first page that is not the login page
  // (synchronously once the chunk is in, so a page of an attached store never suspends for it).
  const attach = () => {
    attachRequested = true
    return loadAttachModule().then((module) => module.attachAdminApi(bundle))
  }
  const router = createConsoleRouter(basename, attach, { signInThroughHost })
  const disconnectHost = bridge
    ? connectHostBridge({ bridge, bundle, router, basename })
    : () => undefined
  if (signInThroughHost && bridge) {
    // Sign in while the first screens load rather than after them (the hand-off page shows the
    // progress), and fetch the signed-in layout's chunks meanwhile: a mount is a cold start.
    void bundle.store.dispatch(exchangeSsoToken(bridge))
    prefetch(attach())
    for (const load of [loadMuiShell, loadProtectedApp, loadConsoleLayout]) prefetch(load())
    for (const page of ['host-bridge/sso-handoff', 'dashboard/index'] as const) {
      prefetch(loadPage(page))
    }
  } else if (!OUTSIDE_LAYOUT.test(window.location.pathname)) {
    // A signed-in load of a layout page: the session's three calls start now, together, and the
    // chunks the page needs load meanwhile (not one after the other as the tree renders them).
    if (startBootstrapPrefetch(bundle.store)) {
      prefetch(attach())
      for (const load of [loadMuiShell, loadProtectedApp, loadConsoleLayout]) prefetch(load())
      if (isHomePath(window.location.pathname, basename)) prefetch(loadPage('dashboard/index'))
    }
  }
  const resolvePage = createPageResolver(attach)
  const mountPoint = createMountPoint(container, embedded)
  const mount = { embedded, container: mountPoint, cacheKey: `museum-${lettersOf(mountCount)}` }
  const root = createRoot(mountPoint)
  root.render(
    <StrictMode>
      <ConsoleProviders store={bundle.store} mount={mount} bridge={bridge}>
        <PageResolverContext.Provider value={resolvePage}>
          <RouterProvider router={router} />
        </PageResolverContext.Provider>
      </ConsoleProviders>
    </StrictMode>,
  )

  return {
    unmount() {
      disconnectHost()
      root.unmount()
      router.dispose()
      if (attachRequested) prefetch(loadAttachModule().then((m) => m.detachAdminApi(bundle.store)))
      abortAllRequests()
      resetPopups()
      // Embedded, the mount's styles live in the mount point and go with it; standalone they are
      // in <head> (only tests unmount a standalone console).
      if (!embedded) {
        void import('@/shared/ui/theme/mui-shell').then((m) => m.disposeMuiStyles(mountPoint))
      }
      mountPoint.remove()
      headAdditions?.removeAll()
    },
  }
}
