import { act } from '@testing-library/react'
import { setupServer, type SetupServer } from 'msw/node'
import { abortAllRequests } from '../http/ky-client'
import { resetPopups } from '../ui/popups/popup-store'

/**
 * An msw server for one test file, with the http layer's per-mount state (in-flight requests,
 * popups, the session-expired dialog) reset after each test as an unmount would.
 * Unhandled requests fail the test.
 */
export function setupMswServer(): SetupServer {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    // Inside act: a test's PopupHost may still be mounted (files' hooks run before RTL cleanup).
    act(() => {
      abortAllRequests()
      resetPopups()
    })
    server.resetHandlers()
  })
  afterAll(() => server.close())
  return server
}
