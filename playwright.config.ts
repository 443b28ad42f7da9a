import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** e2e runs the production build served by the real sandbox server, with a fresh database. */
// Below Linux's ephemeral range (32768-60999), so an outgoing connection cannot hold the port.
const port = Number(process.env.E2E_PORT || 31180)
const dbDir = mkdtempSync(join(tmpdir(), 'museum-e2e-'))

export const E2E_BASE_URL = `http://127.0.0.1:${port}`

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
  webServer: {
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
      SANDBOX_STATIC_DIR: 'dist',
    },
  },
})
