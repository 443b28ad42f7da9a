/**
 * What the build's environment changes: the API prefix (VITE_API_BASE) and the origin the
 * console's files come from (the build's base, VITE_PUBLIC_BASE). Fixed constants are not
 * restated here; the tests that use them (requests, titles) fail if they change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshEnv() {
  vi.resetModules()
  return import('../env')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('API prefix', () => {
  it('is /prod-api when the build sets no VITE_API_BASE', async () => {
    vi.stubEnv('VITE_API_BASE', undefined)
    const env = await freshEnv()
    expect(env.API_PREFIX).toBe('/prod-api')
    expect(env.API_BASE_URL).toBe('/prod-api/admin-api')
  })

  it('follows VITE_API_BASE, and the admin-api URL with it', async () => {
    vi.stubEnv('VITE_API_BASE', '/gateway')
    const env = await freshEnv()
    expect(env.API_PREFIX).toBe('/gateway')
    expect(env.API_BASE_URL).toBe('/gateway/admin-api')
  })
})

describe('consoleAssetOrigin', () => {
  it('is the origin of an absolute base (a console embedded from another origin)', async () => {
    const { consoleAssetOrigin } = await freshEnv()
    expect(consoleAssetOrigin('https://console.example.com:8443/museum/')).toBe(
      'https://console.example.com:8443',
    )
  })

  it('is null for a relative base (files come from the page origin)', async () => {
    const { consoleAssetOrigin } = await freshEnv()
    expect(consoleAssetOrigin('/')).toBeNull()
    expect(consoleAssetOrigin('./')).toBeNull()
  })

  it("reads the build's base by default", async () => {
    vi.stubEnv('BASE_URL', 'https://cdn.example.com/console/')
    const { consoleAssetOrigin } = await freshEnv()
    expect(consoleAssetOrigin()).toBe('https://cdn.example.com')
  })
})
