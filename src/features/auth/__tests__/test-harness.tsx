import type { ReactElement } from 'react'
import { StrictMode } from 'react'
import { configureStore } from '@reduxjs/toolkit'
import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { setupServer } from 'msw/node'
import { baseApi } from '@/shared/api/base-api'
import { API_BASE_URL } from '@/shared/config/env'
import { sessionSlice } from '@/shared/session/session-slice'
import { resetPopups } from '@/shared/ui/popups'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'

/** msw path pattern for an admin-api call, whatever origin the request resolves against. */
export function apiUrl(path: string): string {
  return `*${API_BASE_URL}${path}`
}

export function envelope<T>(data: T) {
  return { code: 0, data, msg: '' }
}

export function failure(code: number, msg: string) {
  return { code, data: null, msg }
}

export const server = setupServer()

/** Starts msw for the file's tests and resets pop-ups and handlers between them. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    act(() => resetPopups())
  })
  afterAll(() => server.close())
}

export function makeTestStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
}

/** Shows where the router went, so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

/**
 * Renders a page on its route inside a real store, a MemoryRouter and the pop-up host. Any other
 * path renders a probe with the current location. StrictMode is on, as in the app.
 */
export function renderPage(page: ReactElement, options: { path: string; url: string }) {
  const store = makeTestStore()
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[options.url]}>
          <Routes>
            <Route path={options.path} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, ...view }
}
