import { StrictMode, type ReactNode } from 'react'
import { configureStore } from '@reduxjs/toolkit'
import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { layoutSlice } from '@/shared/layout-settings/layout-slice'
import { ConsoleRoutesContext } from '@/shared/routing/console-routes-context'
import type { AppRoute, RouteMeta } from '@/shared/routing/menu-types'
import { sessionLoaded, sessionSlice } from '@/shared/session/session-slice'
import { baseApi } from '@/shared/api/base-api'
import { resetPopups } from '@/shared/ui/popups'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import MuiShell from '@/shared/ui/theme/mui-shell'
import { ConsoleLayout } from '../components/console-layout'

// Pop-ups live outside React: a toast of one test must not be found by the next.
afterEach(() => {
  act(() => resetPopups())
})

export function route(
  path: string,
  title: string,
  extra: Omit<Partial<AppRoute>, 'meta'> & { meta?: Partial<RouteMeta> } = {},
): AppRoute {
  const { meta, ...rest } = extra
  return {
    path,
    hidden: false,
    alwaysShow: false,
    ...rest,
    meta: { title, noCache: false, ...meta },
  }
}

export const DOCS_URL = 'https://docs.example.org/guide'
export const WIKI_URL = 'https://wiki.example.org/start'

/** A menu tree like the sandbox's, with an external and an inner link. */
export const MENU_ROUTES: AppRoute[] = [
  route('/system', '系统管理', {
    meta: { icon: 'system' },
    children: [
      route('/system/dict', '字典管理', { component: 'system/dict/index', meta: { icon: 'dict' } }),
      route('/system/notify', '站内信管理', {
        meta: { icon: 'message' },
        children: [
          route('/system/notify/notify-message', '消息记录', {
            component: 'system/notify/message/index',
          }),
        ],
        alwaysShow: true,
      }),
    ],
  }),
  route('/infra', '基础设施', {
    meta: { icon: 'monitor' },
    children: [
      route('/infra/config', '参数配置', { component: 'infra/config/index' }),
      route(WIKI_URL, '知识库', { component: 'InnerLink', meta: { link: WIKI_URL } }),
    ],
  }),
  route(DOCS_URL, '使用文档', { meta: { icon: 'guide', link: DOCS_URL } }),
]

export const CONSTANT_ROUTES: AppRoute[] = [
  route('/index', '首页', {
    component: 'dashboard/index',
    meta: { icon: 'dashboard', affix: true },
  }),
  route('/user/profile', '个人中心', { hidden: true, component: 'user/profile' }),
  route('/dict/type/data/:dictId', '字典数据', {
    hidden: true,
    component: 'system/dict/data',
    meta: { activeMenu: '/system/dict' },
  }),
]

/** Shows where the router is, in place of the page. */
function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

export function createLayoutStore() {
  // As the app builds it: session, the admin-api slice (the logout call) and the layout slice.
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
      layout: layoutSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '馆务管理员', avatar: null },
      roles: ['admin'],
      permissions: ['*:*:*'],
      menus: [],
    }),
  )
  return store
}

export type LayoutStore = ReturnType<typeof createLayoutStore>

export interface RenderLayoutOptions {
  url?: string
  menuRoutes?: AppRoute[]
  constantRoutes?: AppRoute[]
  store?: LayoutStore
  /** Extra UI rendered in the page area next to the location probe. */
  page?: ReactNode
}

/**
 * The layout as the app composes it: a real store (session + layout slice), the theme shell, a
 * MemoryRouter, the console routes, the pop-ups, and stand-ins in the tabs, content and header
 * tool slots.
 */
export function renderLayout({
  url = '/index',
  menuRoutes = MENU_ROUTES,
  constantRoutes = CONSTANT_ROUTES,
  store = createLayoutStore(),
  page,
}: RenderLayoutOptions = {}) {
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <MuiShell>
          <MemoryRouter initialEntries={[url]}>
            <ConsoleRoutesContext.Provider value={{ menuRoutes, constantRoutes }}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <ConsoleLayout
                      tabsBar={<div data-testid="tabs-bar">标签栏</div>}
                      content={
                        <>
                          <LocationProbe />
                          {page}
                        </>
                      }
                      headerTools={<button type="button">站内信提醒</button>}
                    />
                  }
                />
              </Routes>
            </ConsoleRoutesContext.Provider>
          </MemoryRouter>
        </MuiShell>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, ...view }
}

/** Sets window.innerWidth (jsdom lays nothing out, so the body width follows it) and resizes. */
export function resizeWindow(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: width,
    })
    window.dispatchEvent(new Event('resize'))
  })
}
