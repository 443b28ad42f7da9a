import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
// The eager view: tests need not wait for the lazy chunk PopupHost loads in the app.
import PopupHost from '../ui/popups/popup-view'
import { createTestStore, type TestStore } from './create-test-store'

/** Renders `ui` inside a real store with the PopupHost mounted, as the app does. */
export function renderWithStore(ui: ReactNode, store: TestStore = createTestStore()) {
  const Wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <Provider store={store}>
      {children}
      <PopupHost />
    </Provider>
  )
  return { store, ...render(ui, { wrapper: Wrapper }) }
}
