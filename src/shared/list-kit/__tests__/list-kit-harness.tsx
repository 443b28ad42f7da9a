import { StrictMode, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import type { DictOptionsByType, DictState } from '@/shared/dict'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'

export const DICTS: DictOptionsByType = {
  common_status: [
    { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
    { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
  ],
}

/** A real store (session + admin-api + a loaded dict slice), signed in with `permissions`. */
export function makeListStore(permissions: string[], dicts: DictOptionsByType = DICTS) {
  const loaded: DictState = { byType: dicts, status: 'loaded', requestId: null }
  const store = createTestStore({ dict: (state: DictState = loaded) => state })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '管理员', avatar: null },
      roles: ['common'],
      permissions,
      menus: [],
    }),
  )
  return store
}

/** Renders inside StrictMode, the store, a router and the pop-up host, as the app does. */
export function renderWithList(ui: ReactNode, permissions: string[] = ['*:*:*']) {
  const store = makeListStore(permissions)
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter>{ui}</MemoryRouter>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, ...view }
}

/** Makes MUI's useMediaQuery see a window `width` px wide (jsdom has no matchMedia). */
export function stubWindowWidth(width: number) {
  const matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }
  }
  vi.stubGlobal('matchMedia', matchMedia)
}
