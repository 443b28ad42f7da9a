import { defineConfig } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ORIGIN_STAMP,
  PORTAL_DIR,
  consoleBuildIsStale,
  portalBuildIsStale,
} from './scripts/lib/freshness'
import {
  E2E_BASE_URL,
  E2E_PORT as port,
  E2E_PORTAL_PORT as portalPort,
  E2E_PORTAL_URL,
} from './e2e/support/origins'

/**
 * e2e runs production builds: the console served by the real sandbox server (fresh database), and
 * the qiankun host portal on a second origin.
 */
const dbDir = mkdtempSync(join(tmpdir(), 'museum-e2e-'))

// `npx playwright test` on its own still tests current builds (the servers serve what exists when
// they start, so this runs before them; `npm test` has built already and this is a no-op).
// Only the main process builds: Playwright loads this file again in every worker, and a build
// there (sources edited since) would replace dist/ under the running server, whose CSP hashes
// the index.html it read at start (every page would go blank).
const isWorker = process.env.TEST_WORKER_INDEX !== undefined

if (!isWorker && consoleBuildIsStale(E2E_BASE_URL)) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_PUBLIC_BASE: `${E2E_BASE_URL}/` },
  })
  writeFileSync(join('dist', ORIGIN_STAMP), `${E2E_BASE_URL}\n`)
}
if (!isWorker && portalBuildIsStale()) {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--config', `${PORTAL_DIR}/vite.config.ts`],
    {
      stdio: 'inherit',
    },
  )
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker: the tests share one sandbox database (lockouts, token expiry, sent messages).
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx host-sandbox/api/src/main.ts',
      url: `${E2E_BASE_URL}/prod-api/admin-api/system/auth/get-permission-info`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SANDBOX_API_PORT: String(port),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_DB_PATH: join(dbDir, 'sandbox.db'),
        // The browsers run in Asia/Shanghai (timezoneId above): the server's local days (museum
        // slots are stored as local midnights) must be the same days.
        TZ: 'Asia/Shanghai',
        SANDBOX_STATIC_DIR: 'dist',
        SANDBOX_CORS_ORIGINS: E2E_PORTAL_URL,
        // e2e reads SMS codes and expires tokens through the /sandbox test helpers.
        SANDBOX_TEST_ROUTES: 'true',
      },
    },
    {
      command: 'npx tsx host-sandbox/portal/server/main.ts',
      url: `${E2E_PORTAL_URL}/portal-config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORTAL_PORT: String(portalPort),
        PORTAL_HOST: '127.0.0.1',
        CONSOLE_ORIGIN: E2E_BASE_URL,
      },
    },
  ],
})
