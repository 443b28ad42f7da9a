/**
 * `npm run dev`: the sandbox admin-api plus Vite's dev server with HMR, which proxies /prod-api to it.
 */
import { runTogether } from './lib/process-group'

const apiPort = process.env.SANDBOX_API_PORT || '48080'
// Both stop together on Ctrl+C or SIGTERM, with everything they started (lib/process-group).
runTogether([
  {
    name: 'sandbox admin-api (watch)',
    command: 'npx',
    args: ['tsx', 'watch', 'host-sandbox/api/src/main.ts'],
    env: {
      SANDBOX_API_PORT: apiPort,
      SANDBOX_TEST_ROUTES: process.env.SANDBOX_TEST_ROUTES || 'true',
    },
  },
  { name: 'vite dev server', command: 'npx', args: ['vite'], env: { SANDBOX_API_PORT: apiPort } },
])
