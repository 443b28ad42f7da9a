import { viewTitleChanged } from '@/shared/routing/tab-title'
import { configureStore } from '@reduxjs/toolkit'
import { loggedOut, sessionSlice } from '@/shared/session/session-slice'
import {
  nextActiveAfterBulkClose,
  nextActiveAfterClose,
  remainingAfterClose,
  tabMenuState,
} from '../model/close-tabs'
import { affixTabViews, resolveTabView } from '../model/resolve-tab-view'
import {
  affixViewsRegistered,
  allClosed,
  cacheDropped,
  leftClosed,
  othersClosed,
  rightClosed,
  selectCachedKeys,
  selectTabViews,
  tabsSlice,
  viewClosed,
  viewOpened,
} from '../model/tabs-slice'
import type { TabView } from '../model/tab-view'
import { TEST_ROUTES } from './tabs-harness'

function view(path: string, extra: Partial<TabView['meta']> = {}, search = ''): TabView {
  return {
    key: path,
    path,
    fullPath: `${path}${search}`,
    title: path.slice(1),
    meta: { title: path.slice(1), noCache: false, ...extra },
  }
}

const HOME = view('/index', { affix: true })
const A = view('/a')
const B = view('/b')
const C = view('/c')
const D = view('/d')

function makeStore() {
  return configureStore({
    reducer: { session: sessionSlice.reducer, tabs: tabsSlice.reducer },
  })
}

/** A store with HOME, A, B, C, D open (HOME registered as affixed first). */
function storeWithTabs() {
  const store = makeStore()
  store.dispatch(affixViewsRegistered([HOME]))
  for (const tab of [A, B, C, D]) store.dispatch(viewOpened(tab))
  return store
}

const keys = (store: ReturnType<typeof makeStore>) =>
  selectTabViews(store.getState()).map((tab) => tab.key)
const cached = (store: ReturnType<typeof makeStore>) => selectCachedKeys(store.getState())

describe('tabs slice', () => {
  it('adds each page once, in visit order, with affixed tabs first', () => {
    const store = makeStore()
    store.dispatch(viewOpened(A))
    store.dispatch(viewOpened(B))
    store.dispatch(viewOpened(HOME))
    store.dispatch(viewOpened(A))
    expect(keys(store)).toEqual(['/index', '/a', '/b'])
    expect(cached(store)).toEqual(['/index', '/a', '/b'])
  })

  it('registers affixed tabs without touching one that is already open', () => {
    const store = makeStore()
    store.dispatch(viewOpened(view('/index', { affix: true }, '?tab=2')))
    store.dispatch(affixViewsRegistered([HOME, view('/pinned', { affix: true }), A]))
    expect(selectTabViews(store.getState()).map((tab) => tab.fullPath)).toEqual([
      '/index?tab=2',
      '/pinned',
    ])
  })

  it('updates the address of an open tab; a page’s own title lasts until the address changes', () => {
    const store = makeStore()
    store.dispatch(viewOpened(A))
    store.dispatch(viewTitleChanged({ key: '/a', title: '订单 42' }))
    store.dispatch(viewOpened(A))
    expect(selectTabViews(store.getState())[0].title).toBe('订单 42')
    store.dispatch(viewOpened(view('/a', {}, '?id=7')))
    expect(selectTabViews(store.getState())[0]).toMatchObject({ fullPath: '/a?id=7', title: 'a' })
  })

  it('never caches a no-cache view or the cashier, but still shows them as tabs', () => {
    const store = makeStore()
    store.dispatch(viewOpened(view('/n', { noCache: true })))
    store.dispatch(viewOpened(view('/pay/cashier')))
    store.dispatch(viewOpened(A))
    expect(keys(store)).toEqual(['/n', '/pay/cashier', '/a'])
    expect(cached(store)).toEqual(['/a'])
  })

  it('closes one tab and its cache; an affixed tab cannot be closed', () => {
    const store = storeWithTabs()
    store.dispatch(viewClosed('/b'))
    store.dispatch(viewClosed('/index'))
    expect(keys(store)).toEqual(['/index', '/a', '/c', '/d'])
    expect(cached(store)).toEqual(['/index', '/a', '/c', '/d'])
  })

  it('closes the others, keeping the affixed tab', () => {
    const store = storeWithTabs()
    store.dispatch(othersClosed('/c'))
    expect(keys(store)).toEqual(['/index', '/c'])
    expect(cached(store)).toEqual(['/index', '/c'])
  })

  it('closes the tabs left of a tab, keeping the affixed tab', () => {
    const store = storeWithTabs()
    store.dispatch(leftClosed('/c'))
    expect(keys(store)).toEqual(['/index', '/c', '/d'])
    expect(cached(store)).toEqual(['/index', '/c', '/d'])
  })

  it('closes the tabs right of a tab', () => {
    const store = storeWithTabs()
    store.dispatch(rightClosed('/b'))
    expect(keys(store)).toEqual(['/index', '/a', '/b'])
    expect(cached(store)).toEqual(['/index', '/a', '/b'])
    store.dispatch(rightClosed('/index'))
    expect(keys(store)).toEqual(['/index'])
  })

  it('an affixed tab to the right of the chosen one stays too', () => {
    const store = makeStore()
    store.dispatch(viewOpened(A))
    store.dispatch(viewOpened(B))
    store.dispatch(viewOpened(view('/pinned', { affix: true })))
    // Affixed tabs sit first: /pinned is left of /a, so closing left of /b keeps it.
    store.dispatch(leftClosed('/b'))
    expect(keys(store)).toEqual(['/pinned', '/b'])
  })

  it('closes all but the affixed tabs', () => {
    const store = storeWithTabs()
    store.dispatch(allClosed())
    expect(keys(store)).toEqual(['/index'])
    expect(cached(store)).toEqual(['/index'])
  })

  it('drops a page’s cache on refresh and caches it again when it is opened', () => {
    const store = storeWithTabs()
    store.dispatch(cacheDropped('/b'))
    expect(keys(store)).toContain('/b')
    expect(cached(store)).toEqual(['/index', '/a', '/c', '/d'])
    store.dispatch(viewOpened(B))
    // Back in tab order, not at the end.
    expect(cached(store)).toEqual(['/index', '/a', '/b', '/c', '/d'])
  })

  it('forgets every tab on logout', () => {
    const store = storeWithTabs()
    store.dispatch(loggedOut())
    expect(store.getState().tabs).toEqual({ views: [], cachedKeys: [], unsavedKeys: [] })
  })
})

describe('where the user lands after closing', () => {
  const views = [HOME, A, B, C]

  it('closing the active tab goes to its right neighbour, else to its left one', () => {
    expect(nextActiveAfterClose(views, '/b', '/b')).toBe('/c')
    expect(nextActiveAfterClose(views, '/c', '/c')).toBe('/b')
    expect(nextActiveAfterClose([view('/lone')], '/lone', '/lone')).toBe('/')
  })

  it('closing another tab, or an affixed one, keeps the user where they are', () => {
    expect(nextActiveAfterClose(views, '/a', '/b')).toBeNull()
    expect(nextActiveAfterClose(views, '/index', '/index')).toBeNull()
  })

  it('goes to the neighbour’s full address', () => {
    const withQuery = [A, view('/b', {}, '?page=2')]
    expect(nextActiveAfterClose(withQuery, '/a', '/a')).toBe('/b?page=2')
  })

  it('after a bulk close: stays, or goes to the chosen tab, else the last remaining one', () => {
    const remaining = remainingAfterClose('others', views, '/b')
    expect(nextActiveAfterBulkClose(remaining, '/b', '/b')).toBeNull()
    expect(nextActiveAfterBulkClose(remaining, '/c', '/b')).toBe('/b')
    expect(nextActiveAfterBulkClose(remainingAfterClose('all', views), '/c')).toBe('/index')
    expect(nextActiveAfterBulkClose([], '/c')).toBe('/')
  })

  it('enables only the menu commands that would close something', () => {
    expect(tabMenuState(views, '/index')).toEqual({
      current: false,
      others: true,
      left: false,
      right: true,
      all: true,
    })
    expect(tabMenuState(views, '/a')).toMatchObject({ current: true, left: false, right: true })
    expect(tabMenuState(views, '/c')).toMatchObject({ left: true, right: false })
    expect(tabMenuState([HOME], '/index')).toEqual({
      current: false,
      others: false,
      left: false,
      right: false,
      all: false,
    })
  })
})

describe('the tab of a location', () => {
  const at = (pathname: string, search = '') =>
    resolveTabView(TEST_ROUTES, { pathname, search, hash: '' })

  it('takes title and meta from the route; the key is the pathname, params included', () => {
    expect(at('/dict/type/data/5', '?x=1')).toEqual({
      key: '/dict/type/data/5',
      path: '/dict/type/data/5',
      fullPath: '/dict/type/data/5?x=1',
      title: '字典数据',
      meta: { title: '字典数据', noCache: false, activeMenu: '/system/dict' },
    })
    expect(at('/system/notify-message')?.meta.noCache).toBe(true)
    expect(at('/index')?.name).toBe('Index')
  })

  it('is null for the refresh helper, error pages, sections and unknown paths', () => {
    for (const path of ['/redirect/system/dict', '/404', '/401', '/system', '/nowhere']) {
      expect(at(path)).toBeNull()
    }
  })

  it('lists the affixed routes as the first tabs', () => {
    expect(affixTabViews(TEST_ROUTES).map((tab) => tab.fullPath)).toEqual(['/index'])
  })
})
