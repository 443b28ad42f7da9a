import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createTestStore, type TestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { getAccessToken, setTokens } from '@/shared/storage/auth-storage'
import { downloadFile, parseContentDispositionFileName } from '../download'

const server = setupMswServer()

describe('parseContentDispositionFileName', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E5%AD%97%E5%85%B8%E6%95%B0%E6%8D%AE.xls", '字典数据.xls'],
    ["attachment; filename*=utf-8'zh'%E9%85%8D%E7%BD%AE.csv", '配置.csv'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
    ['attachment; filename="fallback.xls"; filename*=UTF-8\'\'%E5%8F%82%E6%95%B0.xls', '参数.xls'],
    ['attachment; filename="report 1.csv"', 'report 1.csv'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['attachment;filename=plain.xls', 'plain.xls'],
    // Java's URLEncoder, as the production server encodes the plain parameter.
    ['attachment;filename=%E5%AD%97%E5%85%B8+%E7%B1%BB%E5%9E%8B.xls', '字典 类型.xls'],
  ])('%s -> %s', (header, name) => {
    expect(parseContentDispositionFileName(header)).toBe(name)
  })

  it.each([null, '', 'inline', 'attachment; filename=""'])('%j names no file', (header) => {
    expect(parseContentDispositionFileName(header)).toBeNull()
  })
})

describe('downloadFile', () => {
  let saved: { name: string; href: string }[]
  let blobs: Blob[]
  // The store whose dispatch every download is given (it ends the session if re-auth fails).
  let store: TestStore

  beforeEach(() => {
    store = createTestStore()
    saved = []
    blobs = []
    // jsdom has neither object URLs nor downloads: record what the browser would be given.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return `blob:test/${blobs.length}`
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href })
    })
    render(<PopupHost />)
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  const xls = (headers: Record<string, string> = {}) =>
    new HttpResponse('col1\tcol2', {
      headers: { 'content-type': 'application/vnd.ms-excel', ...headers },
    })

  it('saves the file under the name from Content-Disposition, with auth headers', async () => {
    setTokens({ accessToken: 'tok', refreshToken: 'r' })
    let authorization: string | null = null
    let query = ''
    server.use(
      http.get(apiUrl('/system/dict-data/export'), ({ request }) => {
        authorization = request.headers.get('Authorization')
        query = new URL(request.url).search
        return xls({
          'content-disposition':
            "attachment; filename*=UTF-8''%E5%AD%97%E5%85%B8%E6%95%B0%E6%8D%AE.xls",
        })
      }),
    )
    await downloadFile(
      { url: '/system/dict-data/export', params: { dictType: 'sex', label: '' } },
      '字典数据.xls',
      store.dispatch,
    )
    expect(authorization).toBe('Bearer tok')
    expect(query).toBe('?dictType=sex')
    expect(saved).toEqual([{ name: '字典数据.xls', href: 'blob:test/1' }])
    expect(await blobs[0].text()).toBe('col1\tcol2')
  })

  it('uses the fallback name when the response names no file', async () => {
    server.use(http.get(apiUrl('/infra/config/export'), () => xls()))
    await downloadFile({ url: '/infra/config/export' }, '参数配置.xls', store.dispatch)
    expect(saved.map((s) => s.name)).toEqual(['参数配置.xls'])
  })

  it('a JSON answer is an error envelope: shown by the policy, nothing saved', async () => {
    server.use(http.get(apiUrl('/infra/config/export'), () => errorEnvelope(403, '')))
    await act(() => downloadFile({ url: '/infra/config/export' }, '参数配置.xls', store.dispatch))
    expect(saved).toEqual([])
    expect(within(screen.getByTestId('popup-notifications')).getByRole('alert')).toHaveTextContent(
      '当前操作没有权限',
    )
  })

  it('an HTTP status error shows its toast and saves nothing', async () => {
    server.use(
      http.get(apiUrl('/infra/config/export'), () => new HttpResponse(null, { status: 500 })),
    )
    await act(() => downloadFile({ url: '/infra/config/export' }, '参数配置.xls', store.dispatch))
    expect(saved).toEqual([])
    expect(within(screen.getByTestId('popup-toasts')).getByRole('alert')).toHaveTextContent(
      '系统接口500异常',
    )
  })

  it('code 401 refreshes the token and replays the download', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'r1' })
    let refreshCalls = 0
    server.use(
      http.get(apiUrl('/infra/config/export'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? xls({ 'content-disposition': 'attachment; filename="config.xls"' })
          : errorEnvelope(401, '账号未登录'),
      ),
      http.post(apiUrl('/system/auth/refresh-token'), () => {
        refreshCalls += 1
        return okEnvelope({ accessToken: 'fresh', refreshToken: 'r2' })
      }),
    )
    await downloadFile({ url: '/infra/config/export' }, '参数配置.xls', store.dispatch)
    expect(refreshCalls).toBe(1)
    expect(getAccessToken()).toBe('fresh')
    expect(saved.map((s) => s.name)).toEqual(['config.xls'])
  })

  it('a refused refresh ends the session of the store the download was given', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'r1' })
    store = createTestStore()
    expect(store.getState().session.token).toBe('stale')
    server.use(
      http.get(apiUrl('/infra/config/export'), () => errorEnvelope(401, '账号未登录')),
      http.post(apiUrl('/system/auth/refresh-token'), () => errorEnvelope(401, '无效的刷新令牌')),
    )
    await act(() => downloadFile({ url: '/infra/config/export' }, '参数配置.xls', store.dispatch))
    expect(saved).toEqual([])
    const dialog = await screen.findByRole('dialog', { name: '系统提示' })
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }))
    expect(store.getState().session).toMatchObject({ token: null, status: 'anonymous' })
    expect(getAccessToken()).toBeNull()
  })
})
