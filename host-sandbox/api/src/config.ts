import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (host-sandbox/api/src -> ../../..). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)))

export const DEFAULT_PORT = 48080
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_API_PREFIX = '/prod-api'
export const DEFAULT_ACCESS_TTL_SECONDS = 30 * 60
export const DEFAULT_REFRESH_TTL_SECONDS = 30 * 24 * 3600
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:48081', 'http://localhost:48081']
export const DEFAULT_DB_PATH = resolve(REPO_ROOT, '.data/sandbox.db')
export const DEFAULT_STATIC_DIR = resolve(REPO_ROOT, 'dist')

export interface SandboxConfig {
  port: number
  host: string
  dbPath: string
  apiPrefix: string
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  staticDir: string
  corsOrigins: string[]
  testRoutes: boolean
}

type Env = Record<string, string | undefined>

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`)
  }
  return value
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim()
  return raw ? raw : fallback
}

/** Reads the SANDBOX_* environment variables (see host-sandbox/README.md). */
export function loadConfig(env: Env = process.env): SandboxConfig {
  const prefix = text(env, 'SANDBOX_API_PREFIX', DEFAULT_API_PREFIX).replace(/\/+$/, '')
  const origins = env.SANDBOX_CORS_ORIGINS
  return {
    port: positiveInt(env, 'SANDBOX_API_PORT', DEFAULT_PORT),
    host: text(env, 'SANDBOX_HOST', DEFAULT_HOST),
    dbPath: resolve(text(env, 'SANDBOX_DB_PATH', DEFAULT_DB_PATH)),
    apiPrefix: prefix.startsWith('/') || prefix === '' ? prefix : `/${prefix}`,
    accessTokenTtlSeconds: positiveInt(
      env,
      'SANDBOX_ACCESS_TTL_SECONDS',
      DEFAULT_ACCESS_TTL_SECONDS,
    ),
    refreshTokenTtlSeconds: positiveInt(
      env,
      'SANDBOX_REFRESH_TTL_SECONDS',
      DEFAULT_REFRESH_TTL_SECONDS,
    ),
    staticDir: resolve(text(env, 'SANDBOX_STATIC_DIR', DEFAULT_STATIC_DIR)),
    corsOrigins:
      origins === undefined
        ? DEFAULT_CORS_ORIGINS
        : origins
            .split(',')
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    // Off unless asked for: test helpers hand out SMS codes and social identities. `npm start`,
    // `npm run dev` and the e2e config set SANDBOX_TEST_ROUTES=true.
    testRoutes: ['true', '1', 'on'].includes(env.SANDBOX_TEST_ROUTES?.trim().toLowerCase() ?? ''),
  }
}
