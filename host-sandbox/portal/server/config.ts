import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEFAULT_PORTAL_PORT = 48081
export const DEFAULT_CONSOLE_ORIGIN = 'http://127.0.0.1:48080'
export const DEFAULT_PORTAL_DIST = fileURLToPath(new URL('../dist', import.meta.url))

export interface PortalServerConfig {
  port: number
  host: string
  consoleOrigin: string
  distDir: string
  csp: boolean
}

/** Reads PORTAL_PORT, PORTAL_HOST, CONSOLE_ORIGIN, PORTAL_DIST and PORTAL_CSP (README.md). */
export function loadPortalServerConfig(env: NodeJS.ProcessEnv = process.env): PortalServerConfig {
  const port = Number(env.PORTAL_PORT || DEFAULT_PORTAL_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORTAL_PORT 无效：${env.PORTAL_PORT}`)
  }
  const consoleOrigin = env.CONSOLE_ORIGIN || DEFAULT_CONSOLE_ORIGIN
  try {
    new URL(consoleOrigin)
  } catch {
    throw new Error(`CONSOLE_ORIGIN 不是有效的 URL：${consoleOrigin}`)
  }
  return {
    port,
    host: env.PORTAL_HOST || '127.0.0.1',
    consoleOrigin: new URL(consoleOrigin).origin,
    distDir: env.PORTAL_DIST ? resolve(env.PORTAL_DIST) : DEFAULT_PORTAL_DIST,
    csp: (env.PORTAL_CSP ?? '').toLowerCase() !== 'off',
  }
}
