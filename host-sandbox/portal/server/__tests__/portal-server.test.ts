import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPortalServer } from '../app'
import { loadPortalServerConfig } from '../config'
import { contentSecurityPolicy } from '../csp'

const CONSOLE_ORIGIN = 'http://127.0.0.1:31500'
const INDEX = '<!doctype html><title>纪念馆员工门户</title><div id="portal-root"></div>'
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

describe('portal server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-server-'))
  const distDir = join(dir, 'dist')
  let app: FastifyInstance

  beforeAll(() => {
    mkdirSync(join(distDir, 'assets'), { recursive: true })
    writeFileSync(join(distDir, 'index.html'), INDEX)
    writeFileSync(join(distDir, 'assets', 'portal-abc123.js'), 'console.log("portal")')
    app = buildPortalServer({ consoleOrigin: CONSOLE_ORIGIN, distDir })
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('tells the browser where the console lives', async () => {
    const response = await app.inject({ url: '/portal-config.json' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      consoleEntry: 'http://127.0.0.1:31500/',
      apiBase: 'http://127.0.0.1:31500/prod-api/admin-api',
      sandboxBase: 'http://127.0.0.1:31500/sandbox',
      activeRule: '/museum',
    })
  })

  it('answers a deep-link reload inside the console region with the portal', async () => {
    for (const url of ['/museum/system/dict', '/museum/system/dict?x=1', '/login?redirect=%2F']) {
      const response = await app.inject({ url, headers: HTML })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(INDEX)
      expect(response.headers['content-type'], url).toContain('text/html')
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('sends the documented Content-Security-Policy on the page, wherever it is served', async () => {
    const expected = contentSecurityPolicy(CONSOLE_ORIGIN)
    for (const url of ['/', '/index.html', '/museum/infra/config']) {
      const response = await app.inject({ url, headers: HTML })
      expect(response.headers['content-security-policy'], url).toBe(expected)
    }
    expect(expected).toBe(
      "default-src 'self'; " +
        "script-src 'self' 'unsafe-eval' 'unsafe-inline' http://127.0.0.1:31500; " +
        "connect-src 'self' http://127.0.0.1:31500; " +
        "style-src 'self' 'unsafe-inline' http://127.0.0.1:31500; " +
        "img-src 'self' data: blob: http://127.0.0.1:31500; " +
        "font-src 'self' data: http://127.0.0.1:31500; " +
        'frame-src http://127.0.0.1:31500; ' +
        "frame-ancestors 'self'; " +
        "object-src 'none'; " +
        "base-uri 'self'",
    )
  })

  it('sends nosniff and a Referrer-Policy on every answer', async () => {
    for (const url of ['/', '/portal-config.json', '/assets/portal-abc123.js', '/nothing']) {
      const response = await app.inject({ url, headers: HTML })
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['referrer-policy'], url).toBe('no-referrer')
    }
  })

  it('serves hashed assets as immutable and 404s missing files instead of the page', async () => {
    const asset = await app.inject({ url: '/assets/portal-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log("portal")')
    expect(asset.headers['cache-control']).toContain('immutable')
    expect(asset.headers['content-security-policy']).toBeUndefined()

    const missingScript = await app.inject({
      url: '/assets/portal-gone.js',
      headers: { accept: '*/*' },
    })
    expect(missingScript.statusCode).toBe(404)
    const missingAsPage = await app.inject({ url: '/assets/portal-gone.js', headers: HTML })
    expect(missingAsPage.statusCode).toBe(404)
    const missingApi = await app.inject({
      url: '/favicon-gone.svg',
      headers: { accept: 'image/*' },
    })
    expect(missingApi.statusCode).toBe(404)
  })

  it('can run without the policy (PORTAL_CSP=off)', async () => {
    const open = buildPortalServer({ consoleOrigin: CONSOLE_ORIGIN, distDir, csp: false })
    try {
      const response = await open.inject({ url: '/museum/index', headers: HTML })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-security-policy']).toBeUndefined()
    } finally {
      await open.close()
    }
  })

  it('says how to build it when the build is missing', async () => {
    const unbuilt = buildPortalServer({ consoleOrigin: CONSOLE_ORIGIN, distDir: join(dir, 'none') })
    try {
      const page = await unbuilt.inject({ url: '/', headers: HTML })
      expect(page.statusCode).toBe(503)
      expect(page.body).toContain('npx vite build --config host-sandbox/portal/vite.config.ts')
      const config = await unbuilt.inject({ url: '/portal-config.json' })
      expect(config.statusCode).toBe(200)
    } finally {
      await unbuilt.close()
    }
  })
})

describe('portal server configuration', () => {
  it('defaults to 127.0.0.1:48081 against the console on 48080, CSP on', () => {
    const config = loadPortalServerConfig({})
    expect(config).toMatchObject({
      port: 48081,
      host: '127.0.0.1',
      consoleOrigin: 'http://127.0.0.1:48080',
      csp: true,
    })
    expect(config.distDir).toMatch(/host-sandbox[\\/]portal[\\/]dist$/)
  })

  it('reads the environment', () => {
    const config = loadPortalServerConfig({
      PORTAL_PORT: '31501',
      PORTAL_HOST: '0.0.0.0',
      CONSOLE_ORIGIN: 'https://console.example.com/',
      PORTAL_DIST: '/srv/portal',
      PORTAL_CSP: 'off',
    })
    expect(config).toEqual({
      port: 31501,
      host: '0.0.0.0',
      consoleOrigin: 'https://console.example.com',
      distDir: '/srv/portal',
      csp: false,
    })
    expect(() => loadPortalServerConfig({ CONSOLE_ORIGIN: 'not a url' })).toThrow('CONSOLE_ORIGIN')
    expect(() => loadPortalServerConfig({ PORTAL_PORT: 'x' })).toThrow('PORTAL_PORT')
  })
})
