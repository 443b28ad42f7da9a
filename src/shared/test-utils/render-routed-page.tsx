import { StrictMode, type ReactElement } from 'react'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createTestStore } from './create-test-store'
import { PopupHost } from './eager-popup-host'

/** Shows where the router went, so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

export interface RoutedPageOptions {
  /** Route pattern of the page, e.g. '/login'. */
  path: string
  /** The URL the router starts at. */
  url: string
}

/**
 * Renders a page on its route inside a real store (signed out), a MemoryRouter and the pop-up
 * host. Any other path renders a probe (test id 'location') with the current location. StrictMode
 * is on, as in the app.
 */
export function renderRoutedPage(page: ReactElement, { path, url }: RoutedPageOptions) {
  const store = createTestStore()
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, ...view }
}
