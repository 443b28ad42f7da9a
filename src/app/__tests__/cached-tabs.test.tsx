import { StrictMode, useState, type ComponentType, type ReactNode } from 'react'
import { configureStore } from '@reduxjs/toolkit'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import {
  Navigate,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useParams,
} from 'react-router-dom'
import { baseApi } from '@/shared/api/base-api'
import { layoutSlice } from '@/shared/layout-settings/layout-slice'
import { useListQuery, type PageQueryHook } from '@/shared/list-kit/use-list-query'
import type { PageParams, PageResult } from '@/shared/list-kit/list-types'
import { ConsoleRoutesContext, type ConsoleRoutes } from '@/shared/routing/console-routes-context'
import type { AppRoute } from '@/shared/routing/menu-types'
import { sessionLoaded, sessionSlice } from '@/shared/session/session-slice'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { apiUrl, envelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import MuiShell from '@/shared/ui/theme/mui-shell'
import { ConsoleLayout } from '@/features/layout/components/console-layout'
import { KeepAliveOutlet } from '@/features/tabs/components/keep-alive-outlet'
import { TabsBar } from '@/features/tabs/components/tabs-bar'
import { tabsSlice } from '@/features/tabs/model/tabs-slice'
import type * as SidebarModule from '@/features/layout/components/sidebar'
import type * as NavbarModule from '@/features/layout/components/navbar'
import type * as TabsBarModule from '@/features/tabs/components/tabs-bar'
import type * as TabItemModule from '@/features/tabs/components/tab-item'
import { noteRender } from './render-counting'

/** How often each part of the layout rendered (its function ran), by name. */
const renders = vi.hoisted(() => ({}) as Record<string, number>)

/**
 * The component, counting its renders, memoised exactly as the real one is (or not at all): a
 * parent's render that the real component skips is skipped here too.
 */
vi.mock('@/features/layout/components/sidebar', async (importOriginal) => {
  const actual = await importOriginal<typeof SidebarModule>()
  const { counting } = await import('./render-counting')
  return { ...actual, Sidebar: counting('sidebar', actual.Sidebar, renders) }
})
vi.mock('@/features/layout/components/navbar', async (importOriginal) => {
  const actual = await importOriginal<typeof NavbarModule>()
  const { counting } = await import('./render-counting')
  return { ...actual, Navbar: counting('navbar', actual.Navbar, renders) }
})
vi.mock('@/features/tabs/components/tabs-bar', async (importOriginal) => {
  const actual = await importOriginal<typeof TabsBarModule>()
  const { counting } = await import('./render-counting')
  return { ...actual, TabsBar: counting('tabs-bar', actual.TabsBar, renders) }
})

/** Each tab of the bar counted apart: `tab <title>`. */
vi.mock('@/features/tabs/components/tab-item', async (importOriginal) => {
  const actual = await importOriginal<typeof TabItemModule>()
  const { createElement, memo } = await import('react')
  const { noteRender } = await import('./render-counting')
  const real = actual.TabItem as unknown as {
    type?: (props: TabItemModule.TabItemProps) => ReactNode
    compare?: null | ((a: object, b: object) => boolean)
  }
  // The real tab is memoised; the counted one is memoised the same way, or not at all.
  const inner =
    real.type ?? (actual.TabItem as unknown as (props: TabItemModule.TabItemProps) => ReactNode)
  function CountedTab(props: TabItemModule.TabItemProps) {
    noteRender(renders, `tab ${props.view.title}`)
    return createElement(inner, props)
  }
  return {
    ...actual,
    TabItem: real.type ? memo(CountedTab, real.compare ?? undefined) : CountedTab,
  }
})

const server = setupMswServer()

interface Row {
  id: number
  name: string
}

const pagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCachedTabsDictTypes: build.query<PageResult<Row>, PageParams>({
      query: (params) => ({ url: '/system/dict-type/page', params }),
      providesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
    getCachedTabsConfigs: build.query<PageResult<Row>, PageParams>({
      query: (params) => ({ url: '/infra/config/page', params }),
      providesTags: [{ type: 'Config', id: 'LIST' }],
    }),
  }),
})

/** Requests the lists sent, by path. */
const requests: Record<string, number> = {}

function serveLists() {
  for (const [path, name] of [
    ['/system/dict-type/page', '用户性别'],
    ['/infra/config/page', '账号初始密码'],
  ] as const) {
    requests[path] = 0
    server.use(
      http.get(apiUrl(path), () => {
        requests[path] += 1
        return HttpResponse.json(envelope({ list: [{ id: 1, name }], total: 1 }))
      }),
    )
  }
}

function route(path: string, title: string, extra: Partial<AppRoute> = {}): AppRoute {
  return {
    path,
    hidden: false,
    alwaysShow: false,
    component: `page${path}`,
    ...extra,
    meta: { title, noCache: false, ...extra.meta },
  }
}

const ROUTES: ConsoleRoutes = {
  constantRoutes: [
    route('/index', '首页', { meta: { title: '首页', noCache: false, affix: true } }),
  ],
  menuRoutes: [
    route('/system', '系统管理', {
      component: undefined,
      children: [route('/system/dict', '字典管理'), route('/infra/config', '配置管理')],
    }),
  ],
}

/** A list screen as the list kit builds it, with a click counter as its own state. */
function ListPage({
  title,
  useQuery,
}: {
  title: string
  useQuery: PageQueryHook<PageParams, Row>
}) {
  noteRender(renders, title)
  const list = useListQuery(useQuery, { fields: [] })
  const [clicks, setClicks] = useState(0)
  return (
    <section>
      <h1>{title}</h1>
      <button type="button" onClick={list.refresh}>
        刷新
      </button>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {`点击 ${clicks}`}
      </button>
      <table aria-label={title}>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function RedirectPage() {
  const params = useParams()
  const { search } = useLocation()
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />
}

const DictTypes: ComponentType = () => (
  <ListPage title="字典管理" useQuery={pagesApi.useGetCachedTabsDictTypesQuery} />
)
const Configs: ComponentType = () => (
  <ListPage title="配置管理" useQuery={pagesApi.useGetCachedTabsConfigsQuery} />
)

/**
 * The layout's catch-all, as the app's menu route page: it resolves the page from the location,
 * so a new location context re-renders the page it resolves.
 */
function MenuRoutePage() {
  const { pathname } = useLocation()
  if (pathname === '/system/dict') return <DictTypes />
  if (pathname === '/infra/config') return <Configs />
  return <Navigate to="/404" replace />
}

function renderConsole() {
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      layout: layoutSlice.reducer,
      tabs: tabsSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
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
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ConsoleLayout tabsBar={<TabsBar />} content={<KeepAliveOutlet />} />,
        children: [
          { index: true, element: <Navigate to="/index" replace /> },
          { path: 'index', element: <h1>首页</h1> },
          { path: 'redirect/*', element: <RedirectPage /> },
          { path: '*', element: <MenuRoutePage /> },
        ],
      },
    ],
    { initialEntries: ['/index'] },
  )
  render(
    <StrictMode>
      <Provider store={store}>
        <MuiShell>
          <ConsoleRoutesContext.Provider value={ROUTES}>
            <RouterProvider router={router} />
          </ConsoleRoutesContext.Provider>
        </MuiShell>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, router }
}

function shownPanel() {
  return within(
    document.querySelector<HTMLElement>('[role="tabpanel"][data-active="true"]') as HTMLElement,
  )
}

/** The list shown with its row: the page is visible and answered. */
async function listShown(title: string, row: string) {
  const table = await shownPanel().findByRole('table', { name: title })
  await within(table).findByText(row)
}

function pendingQueries(store: ReturnType<typeof renderConsole>['store']): number {
  return Object.values(store.getState().api.queries).filter((q) => q?.status === 'pending').length
}

/** Opens 字典管理, then 配置管理, each answered once: two cached list tabs. */
async function openTwoLists() {
  serveLists()
  const console = renderConsole()
  await act(() => console.router.navigate('/system/dict'))
  await listShown('字典管理', '用户性别')
  await act(() => console.router.navigate('/infra/config'))
  await listShown('配置管理', '账号初始密码')
  expect(requests).toEqual({ '/system/dict-type/page': 1, '/infra/config/page': 1 })
  return console
}

beforeEach(() => {
  for (const key of Object.keys(renders)) delete renders[key]
})

afterEach(() => {
  vi.useRealTimers()
})

describe('cached list tabs', () => {
  it('showing a cached tab again sends no request, even after minutes hidden', async () => {
    // Time moves on its own (waits work) and can jump: the cache's expiry timers are fake.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { store } = await openTwoLists()
    // 字典管理 has been hidden (no subscriber) for five minutes.
    act(() => {
      vi.advanceTimersByTime(5 * 60_000)
    })

    await user.click(screen.getByRole('tab', { name: /字典管理/ }))
    await listShown('字典管理', '用户性别')
    // A refetch would be pending from the moment the page's effects ran on show.
    expect(pendingQueries(store)).toBe(0)
    await user.click(screen.getByRole('tab', { name: /配置管理/ }))
    await listShown('配置管理', '账号初始密码')
    expect(pendingQueries(store)).toBe(0)
    expect(requests).toEqual({ '/system/dict-type/page': 1, '/infra/config/page': 1 })
  })

  it('the list’s 刷新 button and the tab’s 刷新页面 ask the server again', async () => {
    const user = userEvent.setup()
    await openTwoLists()

    await user.click(shownPanel().getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(requests['/infra/config/page']).toBe(2))

    await user.pointer({
      keys: '[MouseRight]',
      target: screen.getByRole('tab', { name: /字典管理/ }),
    })
    await user.click(await screen.findByRole('menuitem', { name: '刷新页面' }))
    await listShown('字典管理', '用户性别')
    await waitFor(() => expect(requests['/system/dict-type/page']).toBe(2))
  })

  it('a change that invalidates a hidden list refreshes it when its tab is shown', async () => {
    const user = userEvent.setup()
    const { store } = await openTwoLists()

    // What a create on another screen does: the list's tag is invalidated.
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'DictType', id: 'LIST' }]))
    })
    await user.click(screen.getByRole('tab', { name: /字典管理/ }))
    await listShown('字典管理', '用户性别')
    await waitFor(() => expect(requests['/system/dict-type/page']).toBe(2))
    expect(requests['/infra/config/page']).toBe(1)
  })
})

describe('what renders', () => {
  it('a page’s own state change re-renders that page only: not the sidebar, header, tab bar or hidden pages', async () => {
    const user = userEvent.setup()
    await openTwoLists()
    const before = { ...renders }

    await user.click(shownPanel().getByRole('button', { name: '点击 0' }))
    expect(await shownPanel().findByRole('button', { name: '点击 1' })).toBeInTheDocument()
    // Its refresh too: the store's api state changes while the request runs and when it ends.
    await user.click(shownPanel().getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(requests['/infra/config/page']).toBe(2))
    await listShown('配置管理', '账号初始密码')

    expect(renders['配置管理']).toBeGreaterThan(before['配置管理'])
    expect(renders).toMatchObject({
      sidebar: before.sidebar,
      navbar: before.navbar,
      'tabs-bar': before['tabs-bar'],
      字典管理: before['字典管理'],
    })
  })

  it('a tab switch re-renders neither the hidden pages nor the header', async () => {
    const user = userEvent.setup()
    await openTwoLists()
    const before = { ...renders }

    await user.click(screen.getByRole('tab', { name: /首页/ }))
    expect(await shownPanel().findByRole('heading', { name: '首页' })).toBeInTheDocument()

    expect(renders).toMatchObject({
      navbar: before.navbar,
      字典管理: before['字典管理'],
      配置管理: before['配置管理'],
    })
    // The sidebar does re-render: its active entry follows the location.
    expect(renders.sidebar).toBeGreaterThan(before.sidebar)
  })

  it('switching between cached lists re-renders neither list, and only the two tabs involved', async () => {
    const user = userEvent.setup()
    await openTwoLists()
    const before = { ...renders }

    await user.click(screen.getByRole('tab', { name: /字典管理/ }))
    await listShown('字典管理', '用户性别')
    await waitFor(() => expect(screen.getByRole('tab', { name: /字典管理/ })).toHaveFocus())
    await user.click(screen.getByRole('tab', { name: /配置管理/ }))
    await listShown('配置管理', '账号初始密码')

    // The page shown again is the one that was kept: its data and state did not change.
    expect(renders).toMatchObject({
      字典管理: before['字典管理'],
      配置管理: before['配置管理'],
      navbar: before.navbar,
      'tab 首页': before['tab 首页'],
    })
    expect(renders['tab 字典管理']).toBeGreaterThan(before['tab 字典管理'])
    expect(renders['tab 配置管理']).toBeGreaterThan(before['tab 配置管理'])
  })
})
