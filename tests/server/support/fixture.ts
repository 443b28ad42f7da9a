import { afterAll, beforeAll } from 'vitest'
import { login } from './http'
import { startSandbox, tempDir, type RunningSandbox, type SandboxOptions } from './sandbox'

/**
 * Starts a sandbox on a fresh database before the tests of the enclosing describe block and stops
 * it after them. The handle forwards to the sandbox started then, so tests and hooks can use it.
 */
export function useSandbox(options: SandboxOptions = {}): RunningSandbox {
  const tmp = tempDir()
  let running: RunningSandbox | null = null
  beforeAll(async () => {
    running = await startSandbox(`${tmp.dir}/sandbox.db`, options)
  })
  afterAll(async () => {
    await running?.stop()
    tmp.remove()
  })
  const live = (): RunningSandbox => {
    if (!running) throw new Error('The sandbox starts in beforeAll: use it in tests and hooks.')
    return running
  }
  return {
    get app() {
      return live().app
    },
    get origin() {
      return live().origin
    },
    get apiUrl() {
      return live().apiUrl
    },
    get dbPath() {
      return live().dbPath
    },
    get clock() {
      return live().clock
    },
    stop: () => live().stop(),
  }
}

export interface LoggedIn {
  /** Access token of the login made in beforeAll. */
  readonly token: string
}

/** Logs `user` in once, in beforeAll (after `useSandbox` has started `sandbox`). */
export function useLogin(
  sandbox: RunningSandbox,
  user: { username: string; password: string },
): LoggedIn {
  let token: string | null = null
  beforeAll(async () => {
    token = (await login(sandbox, user.username, user.password)).accessToken
  })
  return {
    get token() {
      if (token === null) throw new Error(`${user.username} logs in in beforeAll.`)
      return token
    },
  }
}
