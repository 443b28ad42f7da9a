import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, REPO_ROOT } from '../../host-sandbox/api/src/config'
import { call, login, loginAdmin, sandboxCall } from './support/http'
import { startSandbox, tempDir, type RunningSandbox } from './support/sandbox'

const CONSOLE_ORIGIN = 'http://127.0.0.1:48081'

describe('server shell: CORS, static console, 404s', () => {
  const tmp = tempDir()
  let sandbox: RunningSandbox
  const staticDir = `${tmp.dir}/dist`

  beforeAll(async () => {
    mkdirSync(`${staticDir}/assets`, { recursive: true })
    writeFileSync(`${staticDir}/index.html`, '<!doctype html><title>票务预约管理系统</title>')
    writeFileSync(`${staticDir}/assets/app.js`, 'console.log("app")')
    sandbox = await startSandbox(`${tmp.dir}/sandbox.db`, {
      staticDir,
      corsOrigins: [CONSOLE_ORIGIN],
    })
  })
  afterAll(async () => {
    await sandbox.stop()
    tmp.remove()
  })

  it('sends CORS headers for allowed origins on API answers, errors and static files', async () => {
    for (const url of [
      `${sandbox.apiUrl}/system/dict-type/page`,
      `${sandbox.apiUrl}/no/such/endpoint`,
      `${sandbox.origin}/assets/app.js`,
      `${sandbox.origin}/index.html`,
    ]) {
      const response = await fetch(url, { headers: { Origin: CONSOLE_ORIGIN } })
      expect(response.headers.get('access-control-allow-origin'), url).toBe(CONSOLE_ORIGIN)
      expect(response.headers.get('access-control-allow-credentials'), url).toBe('true')
    }
    // index.html names the hashed bundles, so browsers must revalidate it.
    const index = await fetch(`${sandbox.origin}/index.html`)
    expect(index.status).toBe(200)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    const foreign = await fetch(`${sandbox.apiUrl}/system/dict-type/page`, {
      headers: { Origin: 'https://evil.example.com' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers preflights with the allowed methods and headers', async () => {
    const response = await fetch(`${sandbox.apiUrl}/system/dict-type/update`, {
      method: 'OPTIONS',
      headers: {
        Origin: CONSOLE_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type, tenant-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, tenant-id',
    )
  })

  it('exposes Content-Disposition so a cross-origin console can read export file names', async () => {
    const token = await loginAdmin(sandbox)
    const response = await fetch(`${sandbox.apiUrl}/system/dict-type/export`, {
      headers: { Origin: CONSOLE_ORIGIN, Authorization: `Bearer ${token}` },
    })
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition')
  })

  it('serves the console with SPA fallback for browser navigations', async () => {
    const root = await fetch(`${sandbox.origin}/`, { headers: { Accept: 'text/html' } })
    expect(root.status).toBe(200)
    expect(await root.text()).toContain('票务预约管理系统')
    const deep = await fetch(`${sandbox.origin}/system/dict`, {
      headers: { Accept: 'text/html,*/*' },
    })
    expect(deep.status).toBe(200)
    expect(deep.headers.get('content-type')).toContain('text/html')
    expect(deep.headers.get('cache-control')).toBe('no-cache')
    expect(await deep.text()).toContain('票务预约管理系统')
    const asset = await fetch(`${sandbox.origin}/assets/app.js`)
    expect(await asset.text()).toBe('console.log("app")')
  })

  it('keeps API 404s JSON (HTTP 200, code 404), even for browser navigations', async () => {
    const response = await fetch(`${sandbox.apiUrl}/system/nothing-here`, {
      headers: { Accept: 'text/html' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 404,
      data: null,
      msg: '请求地址不存在:/prod-api/admin-api/system/nothing-here',
    })
    const missingAsset = await fetch(`${sandbox.origin}/assets/missing.js`)
    expect(missingAsset.status).toBe(404)
    expect((await missingAsset.json()).code).toBe(404)
  })

  it('the SMS code helper answers an envelope with code 404 when nothing was sent', async () => {
    const result = await sandboxCall(sandbox, '/sandbox/sms-code', {
      query: { mobile: '15612345678' },
    })
    expect(result.code).toBe(404)
    expect(result.msg).toContain('15612345678')
  })
})

describe('options', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('SANDBOX_TEST_ROUTES=false removes the test helpers but keeps the SSO issuer', async () => {
    const sandbox = await startSandbox(`${tmp.dir}/no-helpers.db`, { sandboxTestRoutes: false })
    try {
      const sms = await fetch(`${sandbox.origin}/sandbox/sms-code?mobile=15612345678`)
      expect(sms.status).toBe(404)
      const expire = await sandboxCall(sandbox, '/sandbox/tokens/expire', {
        method: 'POST',
        json: { username: 'admin', which: 'both' },
      })
      expect(expire.code).toBe(404)
      const { accessToken } = await login(sandbox, 'admin', 'admin123')
      const sso = await sandboxCall(sandbox, '/sandbox/sso/issue', {
        method: 'POST',
        token: accessToken,
      })
      expect(sso.code).toBe(0)
    } finally {
      await sandbox.stop()
    }
  })

  it('serves the API under a custom prefix', async () => {
    const sandbox = await startSandbox(`${tmp.dir}/prefix.db`, { apiPrefix: '/api' })
    try {
      expect(sandbox.apiUrl.endsWith('/api/admin-api')).toBe(true)
      expect(
        (
          await call(sandbox, '/system/auth/login', {
            method: 'POST',
            json: { username: 'admin', password: 'admin123' },
          })
        ).code,
      ).toBe(0)
      const old = await fetch(`${sandbox.origin}/prod-api/admin-api/system/auth/list-menus`)
      expect(old.status).toBe(404)
    } finally {
      await sandbox.stop()
    }
  })

  it('reads SANDBOX_* environment variables with the documented defaults', () => {
    const defaults = loadConfig({})
    expect(defaults).toMatchObject({
      port: 48080,
      host: '127.0.0.1',
      apiPrefix: '/prod-api',
      accessTokenTtlSeconds: 1800,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      corsOrigins: ['http://127.0.0.1:48081', 'http://localhost:48081'],
      testRoutes: false,
    })
    expect(defaults.dbPath).toBe(`${REPO_ROOT}/.data/sandbox.db`)
    expect(defaults.staticDir).toBe(`${REPO_ROOT}/dist`)
    const custom = loadConfig({
      SANDBOX_API_PORT: '48090',
      SANDBOX_DB_PATH: '/tmp/x.db',
      SANDBOX_CORS_ORIGINS: 'http://a:1, http://b:2/',
      SANDBOX_TEST_ROUTES: 'false',
      SANDBOX_ACCESS_TTL_SECONDS: '60',
    })
    expect(custom).toMatchObject({
      port: 48090,
      dbPath: '/tmp/x.db',
      corsOrigins: ['http://a:1', 'http://b:2'],
      testRoutes: false,
      accessTokenTtlSeconds: 60,
    })
    expect(() => loadConfig({ SANDBOX_API_PORT: 'eighty' })).toThrow(/SANDBOX_API_PORT/)
  })
})
