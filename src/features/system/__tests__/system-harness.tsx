import { StrictMode, type ReactElement } from 'react'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { DictOption, DictOptionsByType, DictState } from '@/shared/dict'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'

/** Per dictionary type, its entries in order: value -> [label, colorType]. */
const DICT_ENTRIES: Record<string, Record<string, readonly [label: string, colorType: string]>> = {
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  infra_config_type: { '1': ['系统内置', 'danger'], '2': ['自定义', 'primary'] },
  user_type: { '1': ['会员', 'primary'], '2': ['管理员', 'success'] },
  system_notify_template_type: { '1': ['通知公告', 'primary'], '2': ['系统消息', 'success'] },
  infra_boolean_string: { true: ['是', 'danger'], false: ['否', 'info'] },
}

/** The dictionaries the system screens show, as list-all-simple would load them. */
export const SYSTEM_DICTS: DictOptionsByType = Object.fromEntries(
  Object.entries(DICT_ENTRIES).map(([dictType, entries]) => [
    dictType,
    Object.entries(entries).map(([value, [label, colorType]]): DictOption => ({
      dictType,
      value,
      label,
      colorType,
      cssClass: '',
    })),
  ]),
)

export const ADMIN = ['*:*:*']

interface RenderPageOptions {
  /** Route pattern, e.g. '/dict/type/data/:dictId'. */
  path: string
  url: string
  permissions?: string[]
}

/**
 * Renders a page on its route with a real store (session signed in with `permissions`, loaded
 * dictionaries, the admin-api slice), a memory router and the pop-up host, in StrictMode.
 */
export function renderPage(
  page: ReactElement,
  { path, url, permissions = ADMIN }: RenderPageOptions,
) {
  const loaded: DictState = { byType: SYSTEM_DICTS, status: 'loaded', requestId: null }
  const store = createTestStore({ dict: (state: DictState = loaded) => state })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '芋道源码', avatar: null },
      roles: permissions.includes('*:*:*') ? ['super_admin'] : ['common'],
      permissions,
      menus: [],
    }),
  )
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <div data-testid="elsewhere" /> },
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
