import { StrictMode, useState } from 'react'
import { Provider } from 'react-redux'
import {
  Navigate,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useParams,
} from 'react-router-dom'
import { act, render, screen, within } from '@testing-library/react'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { ConsoleRoutesContext, type ConsoleRoutes } from '@/shared/routing/console-routes-context'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import type { AppRoute, RouteMeta } from '@/shared/routing/menu-types'
import { KeepAliveOutlet } from '../components/keep-alive-outlet'
import { TabsBar } from '../components/tabs-bar'
import { tabsSlice } from '../model/tabs-slice'

function route(path: string, title: string, meta: Partial<RouteMeta> = {}): AppRoute {
  return {
    path,
    hidden: false,
    alwaysShow: false,
    component: `page${path}`,
    meta: { title, noCache: false, ...meta },
  }
}

/** Routes as the app hands them over: constant ones (home affixed) and menu-derived ones. */
export const TEST_ROUTES: ConsoleRoutes = {
  constantRoutes: [
    { ...route('/index', '首页', { affix: true }), name: 'Index' },
    { ...route('/user/profile', '个人中心'), hidden: true },
    {
      ...route('/dict/type/data/:dictId', '字典数据', { activeMenu: '/system/dict' }),
      hidden: true,
    },
  ],
  menuRoutes: [
    {
      ...route('/system', '系统管理'),
      component: undefined,
      children: [
        route('/system/dict', '字典管理'),
        route('/system/notify-message', '站内信管理', { noCache: true }),
        route('/infra/config', '配置管理'),
      ],
    },
    route('/pay/cashier', '收银台'),
  ],
}

let creations = 0

/** A page with a typed note; its creation number tells a fresh page from a kept one. */
function NotePage({ title }: { title: string }) {
  const [created] = useState(() => ++creations)
  const [note, setNote] = useState('')
  const { pathname, search } = useLocation()
  // A note starting with 未保存 stands for unsaved work (the leave-guard tests).
  useUnsavedChangesGuard(note.startsWith('未保存'))
  return (
    <section>
      <h1>{title}</h1>
      <label>
        备注
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <p data-testid="created">{created}</p>
      <p data-testid="seen-location">{`${pathname}${search}`}</p>
    </section>
  )
}

function DictDataPage() {
  const { dictId } = useParams()
  // Like the real page: it names its tab after the dictionary it shows.
  usePageTabTitle(`字典数据 ${dictId}`)
  return <NotePage title={`字典数据 ${dictId}`} />
}

/** The app's /redirect/* route: re-enters the path, which renders a fresh page. */
function RedirectPage() {
  const params = useParams()
  const { search } = useLocation()
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />
}

function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{`${pathname}${search}`}</output>
}

function Layout() {
  return (
    <>
      <TabsBar />
      <main data-testid="main" style={{ overflowY: 'auto', height: 300 }}>
        <KeepAliveOutlet />
      </main>
      <LocationProbe />
    </>
  )
}

/** Constant routes have their own route objects, as in the app. */
const constantPages = [
  ['index', '首页'],
  ['user/profile', '个人中心'],
] as const

/** Menu pages, which the app resolves in its catch-all route from the location. */
const menuPages: Record<string, string> = {
  '/system/dict': '字典管理',
  '/system/notify-message': '站内信管理',
  '/infra/config': '配置管理',
  '/pay/cashier': '收银台',
}

/** Like the app's catch-all: one route object, the page chosen from the location. */
function MenuRoutePage() {
  const { pathname } = useLocation()
  const title = menuPages[pathname]
  return title ? <NotePage key={pathname} title={title} /> : <LocationProbe />
}

export function renderTabs(url = '/index', routes: ConsoleRoutes = TEST_ROUTES) {
  const store = createTestStore({ [tabsSlice.name]: tabsSlice.reducer })
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <Navigate to="/index" replace /> },
          ...constantPages.map(([path, title]) => ({
            path,
            element: <NotePage title={title} />,
          })),
          { path: 'dict/type/data/:dictId', element: <DictDataPage /> },
          { path: 'redirect/*', element: <RedirectPage /> },
          { path: '*', element: <MenuRoutePage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <ConsoleRoutesContext.Provider value={routes}>
          <RouterProvider router={router} />
        </ConsoleRoutesContext.Provider>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  const go = (to: string) => act(() => router.navigate(to))
  return { store, router, go, ...view }
}

/** The visible tab panel (hidden ones stay in the DOM). */
export function activePanel(): HTMLElement {
  const panels = document.querySelectorAll<HTMLElement>('[role="tabpanel"][data-active="true"]')
  expect(panels).toHaveLength(1)
  return panels[0]
}

export function activePage() {
  const panel = within(activePanel())
  return {
    heading: () => panel.getByRole('heading').textContent,
    note: () => panel.getByRole<HTMLInputElement>('textbox', { name: '备注' }),
    created: () => panel.getByTestId('created').textContent,
    seenLocation: () => panel.getByTestId('seen-location').textContent,
  }
}

export function tabTitles(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '')
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? ''
}
