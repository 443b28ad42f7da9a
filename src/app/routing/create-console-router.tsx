import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom'
import { asLazyFactoryResult, whenBoth } from '@/shared/utils/module-cache'
import { CONSTANT_LAYOUT_ROUTES } from '../constant-routes'
import { isKnownPage, type PageKey } from '../route-registry'
import { GuestOnly } from './guest-only'
import { DigitsParamPage, PageView, RedirectPage, RouteAccess } from './page-view'
import { RouteLoading } from './route-loading'
import { ProtectedLoading } from './route-loading-skeleton'
import { loadMenuRoutePage, loadMuiShell, loadProtectedApp } from './shell-chunks'

// The error pages are chunks of their own: the login page never loads them.
const NotFoundPage = lazy(() =>
  import('@/features/errors/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
)
const ForbiddenPage = lazy(() =>
  import('@/features/errors/pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })),
)
const UnauthorizedPage = lazy(() =>
  import('@/features/errors/pages/unauthorized-page').then((m) => ({
    default: m.UnauthorizedPage,
  })),
)

// MUI's providers, a chunk of their own: every screen but the login page renders inside them.
const MuiShell = lazy(() => asLazyFactoryResult(loadMuiShell()))

function Loadable({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback ?? <RouteLoading />}>{children}</Suspense>
}

/** A route element that needs MUI (everything but the login page). */
function WithMui({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Loadable fallback={fallback}>
      <MuiShell>{children}</MuiShell>
    </Loadable>
  )
}

/** A lazy component that needs the admin-api slice in the store before it renders. */
function lazyWithApi(
  attach: () => PromiseLike<void>,
  load: () => PromiseLike<{ default: ComponentType }>,
) {
  return lazy(() => asLazyFactoryResult(whenBoth(load(), attach()).then(([module]) => module)))
}

function layoutChildren(): RouteObject[] {
  return CONSTANT_LAYOUT_ROUTES.filter((route) => isKnownPage(route.component)).map((route) => {
    const pageKey = route.component as PageKey
    const param = /:(\w+)/.exec(route.path)?.[1]
    return {
      path: route.path.slice(1),
      element: (
        <RouteAccess route={route}>
          {param ? (
            <DigitsParamPage pageKey={pageKey} param={param} />
          ) : (
            <PageView pageKey={pageKey} />
          )}
        </RouteAccess>
      ),
    }
  })
}

/**
 * The route table: pages that need no token, then everything behind the session guard inside the
 * layout. Paths the server's menus grant resolve in the catch-all against the route registry.
 */
export interface RouteOptions {
  /**
   * Embedded in a host that signs its user in: /login is the SSO hand-off, so every way to the
   * login page (no token, logout, an expired session) goes through the host instead.
   */
  signInThroughHost?: boolean
}

export function buildRouteObjects(
  attach: () => PromiseLike<void>,
  { signInThroughHost = false }: RouteOptions = {},
): RouteObject[] {
  const ProtectedApp = lazyWithApi(attach, loadProtectedApp)
  const MenuRoutePage = lazyWithApi(attach, loadMenuRoutePage)
  return [
    {
      path: '/login',
      element: (
        <GuestOnly>
          {signInThroughHost ? (
            <WithMui>
              <PageView pageKey="host-bridge/sso-handoff" />
            </WithMui>
          ) : (
            <PageView pageKey="auth/login" />
          )}
        </GuestOnly>
      ),
    },
    {
      path: '/sso',
      element: (
        <WithMui>
          <PageView pageKey="auth/sso" />
        </WithMui>
      ),
    },
    {
      path: '/social-login',
      element: (
        <WithMui>
          <PageView pageKey="auth/social-login" />
        </WithMui>
      ),
    },
    // Gitee's callback and the bind page finish the same social-login flow.
    {
      path: '/oauthLogin/gitee',
      element: (
        <WithMui>
          <PageView pageKey="auth/social-login" />
        </WithMui>
      ),
    },
    {
      path: '/bind',
      element: (
        <WithMui>
          <PageView pageKey="auth/social-login" />
        </WithMui>
      ),
    },
    // Self-registration is not offered by the museum; both entries lead to the login page.
    { path: '/register', element: <Navigate to="/login" replace /> },
    { path: '/auth-redirect', element: <Navigate to="/login" replace /> },
    {
      path: '/404',
      element: (
        <WithMui>
          <NotFoundPage />
        </WithMui>
      ),
    },
    {
      path: '/403',
      element: (
        <WithMui>
          <ForbiddenPage />
        </WithMui>
      ),
    },
    {
      path: '/401',
      element: (
        <WithMui>
          <UnauthorizedPage />
        </WithMui>
      ),
    },
    {
      path: '/',
      element: (
        // The layout's skeleton from the first render (it replaces index.html's copy).
        <WithMui fallback={<ProtectedLoading />}>
          <ProtectedApp />
        </WithMui>
      ),
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        ...layoutChildren(),
        { path: 'redirect/*', element: <RedirectPage /> },
        {
          path: '*',
          element: (
            <Loadable>
              <MenuRoutePage />
            </Loadable>
          ),
        },
      ],
    },
  ]
}

export function createConsoleRouter(
  basename: string,
  attach: () => PromiseLike<void>,
  options: RouteOptions = {},
) {
  return createBrowserRouter(buildRouteObjects(attach, options), { basename })
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>
