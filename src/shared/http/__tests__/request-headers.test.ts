import { delay, http, HttpResponse } from 'msw'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { callApi } from '@/shared/test-utils/probe-api'
import { setTenantId, setTokens } from '@/shared/storage/auth-storage'
import { getPopupState } from '@/shared/ui/popups/popup-store'
import { ABORTED_ERROR_CODE } from '../error-policy'
import { abortAllRequests } from '../ky-client'

const server = setupMswServer()

function captureRequests() {
  const seen: Request[] = []
  server.use(
    http.all(apiUrl('/test/echo'), ({ request }) => {
      seen.push(request.clone())
      return okEnvelope(true)
    }),
  )
  return seen
}

describe('headers', () => {
  it('sends Authorization: Bearer <token> and tenant-id (default 1)', async () => {
    setTokens({ accessToken: 'token-abc', refreshToken: 'r' })
    const seen = captureRequests()
    await callApi(createTestStore(), { url: '/test/echo' })
    expect(seen[0].headers.get('Authorization')).toBe('Bearer token-abc')
    expect(seen[0].headers.get('tenant-id')).toBe('1')
  })

  it('sends the stored tenant id', async () => {
    setTenantId(42)
    const seen = captureRequests()
    await callApi(createTestStore(), { url: '/test/echo' })
    expect(seen[0].headers.get('tenant-id')).toBe('42')
  })

  it('omits Authorization when the request opts out (isToken false), keeps tenant-id', async () => {
    setTokens({ accessToken: 'token-abc', refreshToken: 'r' })
    const seen = captureRequests()
    await callApi(createTestStore(), { url: '/test/echo', isToken: false })
    expect(seen[0].headers.has('Authorization')).toBe(false)
    expect(seen[0].headers.get('tenant-id')).toBe('1')
  })

  it('omits Authorization when there is no token', async () => {
    const seen = captureRequests()
    await callApi(createTestStore(), { url: '/test/echo' })
    expect(seen[0].headers.has('Authorization')).toBe(false)
  })
})

describe('request shape', () => {
  it('GETs below /prod-api/admin-api with serialised params', async () => {
    const seen = captureRequests()
    await callApi(createTestStore(), {
      url: '/test/echo',
      params: { pageNo: 1, name: '', createTime: ['2025-04-01 00:00:00', '2025-04-02 23:59:59'] },
    })
    const url = new URL(seen[0].url)
    expect(seen[0].method).toBe('GET')
    expect(url.pathname).toBe('/prod-api/admin-api/test/echo')
    expect([...url.searchParams.entries()]).toEqual([
      ['pageNo', '1'],
      ['createTime[0]', '2025-04-01 00:00:00'],
      ['createTime[1]', '2025-04-02 23:59:59'],
    ])
  })

  it('PUTs repeated ids in the query string', async () => {
    const seen = captureRequests()
    await callApi(createTestStore(), { url: '/test/echo', method: 'PUT', params: { ids: [3, 4] } })
    expect(seen[0].method).toBe('PUT')
    expect(new URL(seen[0].url).search).toBe('?ids=3&ids=4')
  })

  it('sends a JSON body', async () => {
    const seen = captureRequests()
    await callApi(createTestStore(), { url: '/test/echo', method: 'POST', body: { label: '男' } })
    expect(seen[0].headers.get('content-type')).toContain('application/json')
    expect(await seen[0].json()).toEqual({ label: '男' })
  })

  it('sends a form-encoded body', async () => {
    const seen = captureRequests()
    await callApi(createTestStore(), {
      url: '/test/echo',
      method: 'POST',
      form: { scope: '{"a":true}' },
    })
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(await seen[0].text()).toBe('scope=%7B%22a%22%3Atrue%7D')
  })

  it('sends multipart form data', async () => {
    const seen = captureRequests()
    const formData = new FormData()
    formData.append('name', 'avatar')
    await callApi(createTestStore(), { url: '/test/echo', method: 'POST', formData })
    expect(seen[0].headers.get('content-type')).toContain('multipart/form-data')
    expect((await seen[0].formData()).get('name')).toBe('avatar')
  })

  it('returns a JSON body without an envelope as it is', async () => {
    server.use(http.get(apiUrl('/test/raw'), () => HttpResponse.json([1, 2])))
    expect(await callApi(createTestStore(), { url: '/test/raw' })).toEqual({ data: [1, 2] })
  })
})

describe('abortAllRequests', () => {
  it('cancels in-flight requests quietly', async () => {
    let arrived!: () => void
    const reachedServer = new Promise<void>((resolve) => (arrived = resolve))
    server.use(
      http.get(apiUrl('/test/hang'), async () => {
        arrived()
        await delay('infinite')
      }),
    )
    const pending = callApi(createTestStore(), { url: '/test/hang' })
    // In flight: the server has it and will never answer; only the abort can settle it.
    await reachedServer
    abortAllRequests()
    expect(await pending).toEqual({ error: { code: ABORTED_ERROR_CODE, msg: '请求已取消' } })
    expect(getPopupState().toasts).toEqual([])
    expect(getPopupState().notifications).toEqual([])
  })
})
