/**
 * `npm start`: builds the console and the host portal when their builds are missing or stale,
 * then starts the sandbox admin-api (seeded SQLite database on first start), which also serves
 * the built console, and the qiankun host portal on its own origin. Ctrl+C (or SIGTERM to this
 * process) stops both servers and everything they started (lib/process-group).
 */
import { buildConsoleIfStale, buildPortalIfStale, localOrigin } from './lib/builds'
import { runTogether } from './lib/process-group'

async function main() {
  const apiPort = process.env.SANDBOX_API_PORT || '48080'
  const portalPort = process.env.PORTAL_PORT || '48081'
  const consoleOrigin = localOrigin(apiPort)
  const portalOrigin = localOrigin(portalPort)
  for (const build of [() => buildConsoleIfStale(consoleOrigin), buildPortalIfStale]) {
    const code = await build()
    if (code !== 0) process.exit(code)
  }
  runTogether([
    {
      name: 'sandbox admin-api',
      command: 'npx',
      args: ['tsx', 'host-sandbox/api/src/main.ts'],
      env: {
        SANDBOX_API_PORT: apiPort,
        SANDBOX_STATIC_DIR: process.env.SANDBOX_STATIC_DIR || 'dist',
        // The sandbox experience: SMS codes in the log, the fake social provider, test helpers.
        // The server prints whether they are on; SANDBOX_TEST_ROUTES=false switches them off.
        SANDBOX_TEST_ROUTES: process.env.SANDBOX_TEST_ROUTES || 'true',
        // The portal's origin, and localhost: the build's asset base names 127.0.0.1, so a
        // console opened as http://localhost:48080 loads its chunks cross-origin.
        SANDBOX_CORS_ORIGINS:
          process.env.SANDBOX_CORS_ORIGINS ||
          [portalOrigin, `http://localhost:${portalPort}`, `http://localhost:${apiPort}`].join(','),
      },
    },
    {
      name: 'host portal',
      command: 'npx',
      args: ['tsx', 'host-sandbox/portal/server/main.ts'],
      env: { PORTAL_PORT: portalPort, CONSOLE_ORIGIN: consoleOrigin },
    },
  ])
  // Both servers print their URLs (and the sandbox its seeded accounts) once they listen.
}

void main()
