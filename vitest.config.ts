import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath, URL } from 'node:url'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  define: { __APP_BUILD_VERSION__: JSON.stringify('v2025-04-27') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'host-sandbox/portal/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', 'src/**/*.node.test.ts'],
          setupFiles: ['tests/setup/unit-setup.ts'],
          // Component tests drive real MUI in jsdom: on a busy 2-core machine some take seconds.
          testTimeout: 20000,
        },
      },
      {
        // Code that runs without a DOM (the BPMN panel's read/write layer on headless modeling).
        extends: true,
        test: {
          name: 'headless',
          environment: 'node',
          globals: true,
          include: ['src/**/*.node.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts', 'host-sandbox/portal/server/**/*.test.ts'],
          // A handful of products, members and orders: each test file seeds its own database.
          // Jobs fire on their cron only in the tests that switch them on (jobs: true).
          env: { SANDBOX_SEED: 'small', SANDBOX_JOBS: 'off' },
          pool: 'forks',
          testTimeout: 20000,
        },
      },
    ],
  },
})
