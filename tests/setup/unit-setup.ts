import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor wait on state, but give up after 1 s by default: on a busy 2-core machine a
// save, its toast and the re-render of a whole MUI page can take longer than that. Still well
// under the 20 s test timeout, so a wait that never comes true fails with its own message.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
