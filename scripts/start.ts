/**
 * `npm start`: builds the console when its build is missing or stale, then starts the sandbox
 * admin-api (seeded SQLite database on first start), which also serves the built console.
 */
import { spawn } from 'node:child_process'
import { consoleBuildIsStale } from './lib/freshness'
import { run } from './lib/run'

async function main() {
  if (consoleBuildIsStale()) {
    console.log('[start] building the console (vite build) …')
    const { code } = await run('npx', ['vite', 'build'])
    if (code !== 0) process.exit(code)
  }
  const port = process.env.SANDBOX_API_PORT || '48080'
  const server = spawn('npx', ['tsx', 'host-sandbox/api/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SANDBOX_API_PORT: port,
      SANDBOX_STATIC_DIR: process.env.SANDBOX_STATIC_DIR || 'dist',
    },
  })
  const stop = () => server.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', (code) => process.exit(code ?? 0))
  // The server prints its URLs and the seeded accounts once it listens.
}

void main()
