import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { abortAllRequests } from '@/shared/http/ky-client'
import { resetPopups } from '@/shared/ui/popups'
import type { ConsoleMountOptions } from '@/shared/host/host-bridge'
import type * as AttachAdminApi from './attach-admin-api'
import { ConsoleProviders } from './console-providers'
import { createPageResolver } from './route-registry'
import { createConsoleRouter } from './routing/create-console-router'
import { PageResolverContext } from './routing/page-resolver-context'
import { makeStore } from './store'

type AttachModule = typeof AttachAdminApi

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

/**
 * Creates everything a mount owns: React root, store, router and (with MuiShell, on first use) an
 * emotion cache. Reusing any of them across qiankun mounts loses styles or keeps a dead router
 * listening (DESIGN.md).
 */
export function mountConsole({
  container,
  basename,
  embedded,
}: ConsoleMountOptions): ConsoleInstance {
  mountCount += 1
  const bundle = makeStore()
  let attaching: Promise<AttachModule> | null = null
  // RTK Query and the dictionaries join the store on the first page that is not the login page.
  const attach = async () => {
    attaching ??= import('./attach-admin-api')
    const module = await attaching
    module.attachAdminApi(bundle)
  }
  const router = createConsoleRouter(basename, attach)
  const resolvePage = createPageResolver(attach)
  const mountPoint = document.createElement('div')
  mountPoint.className = 'museum-console-root'
  mountPoint.style.height = '100%'
  container.appendChild(mountPoint)
  const mount = { embedded, container: mountPoint, cacheKey: `museum-${lettersOf(mountCount)}` }
  const root = createRoot(mountPoint)
  root.render(
    <StrictMode>
      <ConsoleProviders store={bundle.store} mount={mount}>
        <PageResolverContext.Provider value={resolvePage}>
          <RouterProvider router={router} />
        </PageResolverContext.Provider>
      </ConsoleProviders>
    </StrictMode>,
  )

  return {
    unmount() {
      root.unmount()
      router.dispose()
      void attaching?.then((module) => module.detachAdminApi(bundle.store))
      abortAllRequests()
      resetPopups()
      void import('@/shared/ui/theme/mui-shell').then((m) => m.disposeMuiStyles(mountPoint))
      mountPoint.remove()
    },
  }
}
