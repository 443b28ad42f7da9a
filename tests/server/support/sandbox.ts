import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../../../host-sandbox/api/src/app'

export const API_PATH = '/prod-api/admin-api'

/** A clock the test moves by hand (lockouts, code and token expiry). */
export class TestClock {
  private offset = 0
  now = (): number => Date.now() + this.offset
  advance(ms: number): void {
    this.offset += ms
  }
}

export interface RunningSandbox {
  app: FastifyInstance
  /** http://127.0.0.1:<port> */
  origin: string
  /** origin + /prod-api/admin-api */
  apiUrl: string
  dbPath: string
  clock: TestClock
  /** Stops the server; the database file stays for a restart. */
  stop(): Promise<void>
}

export type SandboxOptions = Omit<BuildAppOptions, 'dbPath' | 'now'>

/** A fresh temporary directory for one test file's databases; remove() deletes it. */
export function tempDir(prefix = 'sandbox-test-') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Builds the sandbox on `dbPath` and listens on a random port of 127.0.0.1 (real HTTP). */
export async function startSandbox(
  dbPath: string,
  options: SandboxOptions = {},
  clock = new TestClock(),
): Promise<RunningSandbox> {
  // Test helpers on unless a test says otherwise (the server's own default is off).
  const app = await buildApp({ dbPath, now: clock.now, sandboxTestRoutes: true, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    app,
    origin,
    apiUrl: `${origin}${options.apiPrefix ?? '/prod-api'}/admin-api`,
    dbPath,
    clock,
    stop: () => app.close(),
  }
}
