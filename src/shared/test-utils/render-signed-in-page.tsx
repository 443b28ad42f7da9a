import { StrictMode, type ReactElement, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { DictOptionsByType, DictState } from '../dict'
import { sessionLoaded } from '../session/session-slice'
import { createTestStore } from './create-test-store'
import { unsavedPagesReducer } from './unsaved-pages-reducer'
import { PopupHost } from './eager-popup-host'

export const ALL_PERMISSIONS = ['*:*:*']

/** Where the router went (rendered for every path but the page's). */
export function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

export interface SignedInPageOptions {
  /** Route pattern of the page, e.g. '/dict/type/data/:dictId'. */
  path: string
  url: string
  permissions?: string[]
  /** The dictionaries the page reads, already loaded. */
  dicts: DictOptionsByType
  nickname?: string
  /** What every other path renders (default: a location probe). */
  elsewhere?: ReactNode
}

/**
 * Renders a page on its route with a real store (signed in with `permissions`, dictionaries
 * loaded, the admin-api slice), a memory router and the pop-up host, in StrictMode.
 */
export function renderSignedInPage(
  page: ReactElement,
  {
    path,
    url,
    permissions = ALL_PERMISSIONS,
    dicts,
    nickname = '芋道源码',
    elsewhere = <LocationProbe />,
  }: SignedInPageOptions,
) {
  const loaded: DictState = { byType: dicts, status: 'loaded', requestId: null }
  const store = createTestStore({
    dict: (state: DictState = loaded) => state,
    unsaved: unsavedPagesReducer,
  })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname, avatar: null },
      roles: permissions.includes('*:*:*') ? ['super_admin'] : ['common'],
      permissions,
      menus: [],
    }),
  )
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: elsewhere },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, router, ...view }
}
