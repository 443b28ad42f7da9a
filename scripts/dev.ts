/**
 * `npm run dev`: the sandbox admin-api plus Vite's dev server with HMR, which proxies /prod-api to it.
 */
import { spawn, type ChildProcess } from 'node:child_process'

const apiPort = process.env.SANDBOX_API_PORT || '48080'
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'host-sandbox/api/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SANDBOX_API_PORT: apiPort,
      SANDBOX_TEST_ROUTES: process.env.SANDBOX_TEST_ROUTES || 'true',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, SANDBOX_API_PORT: apiPort } }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', stop))
