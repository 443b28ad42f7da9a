import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { apiUrl, errorEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { callApi } from '@/shared/test-utils/probe-api'
import type { RequestArgs } from '../request-types'
import {
  describeFailure,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_TEXT,
  TIMEOUT_ERROR_TEXT,
  type Failure,
} from '../error-policy'

const server = setupMswServer()

async function call(args: RequestArgs) {
  const store = createTestStore()
  let result: Awaited<ReturnType<typeof callApi>> | undefined
  await act(async () => {
    result = await callApi(store, args)
  })
  return result!
}

function respondWith(response: () => Response, path = '/test/probe') {
  server.use(http.get(apiUrl(path), response))
}

const toasts = () => screen.queryByTestId('popup-toasts')
const notifications = () => screen.queryByTestId('popup-notifications')

beforeEach(() => {
  render(<PopupHost />)
})

describe('envelope', () => {
  it.each([0, 200])('code %i is success: data is unwrapped and nothing is shown', async (code) => {
    respondWith(() => HttpResponse.json({ code, data: { id: 7, label: '男' }, msg: '' }))
    const result = await call({ url: '/test/probe' })
    expect(result).toEqual({ data: { id: 7, label: '男' } })
    expect(toasts()).toBeNull()
    expect(notifications()).toBeNull()
  })

  it('a success without data gives null', async () => {
    respondWith(() => HttpResponse.json({ code: 0, msg: '' }))
    expect(await call({ url: '/test/probe' })).toEqual({ data: null })
  })
})

describe('error catalogue', () => {
  it('code 500: error toast with the message', async () => {
    respondWith(() => errorEnvelope(500, '数据库连接失败'))
    const result = await call({ url: '/test/probe' })
    expect(result).toEqual({ error: { code: 500, msg: '数据库连接失败' } })
    expect(within(toasts()!).getByRole('alert')).toHaveTextContent('数据库连接失败')
    expect(notifications()).toBeNull()
  })

  it('code 501: persistent error toast with a close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      respondWith(() => errorEnvelope(501, '功能未实现'))
      await call({ url: '/test/probe' })
      const toast = within(toasts()!).getByRole('alert')
      expect(toast).toHaveTextContent('功能未实现')
      act(() => vi.advanceTimersByTime(60_000))
      expect(within(toasts()!).getByRole('alert')).toHaveTextContent('功能未实现')
      vi.useRealTimers()
      await userEvent.click(within(toast).getByRole('button', { name: '关闭' }))
      expect(toasts()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('code 901: persistent demo-mode message', async () => {
    respondWith(() => errorEnvelope(901, 'demo'))
    const result = await call({ url: '/test/probe', method: 'GET' })
    expect(result).toEqual({ error: { code: 901, msg: 'demo' } })
    const toast = within(toasts()!).getByRole('alert')
    expect(toast).toHaveTextContent('演示模式，无法进行写操作')
    expect(within(toast).getByRole('button', { name: '关闭' })).toBeInTheDocument()
  })

  it('other codes: error notification with the message as title', async () => {
    respondWith(() => errorEnvelope(1002004, '字典类型已经存在'))
    const result = await call({ url: '/test/probe' })
    expect(result).toEqual({ error: { code: 1002004, msg: '字典类型已经存在' } })
    expect(within(notifications()!).getByRole('alert')).toHaveTextContent('字典类型已经存在')
    expect(toasts()).toBeNull()
  })

  it.each([
    [403, '当前操作没有权限'],
    [404, '访问资源不存在'],
    [1234567, '系统未知错误，请反馈给管理员'],
  ])('code %i without a message: notification falls back to %s', async (code, text) => {
    respondWith(() => errorEnvelope(code, ''))
    const result = await call({ url: '/test/probe' })
    expect(result).toEqual({ error: { code, msg: text } })
    expect(within(notifications()!).getByRole('alert')).toHaveTextContent(text)
  })

  it('code 401 on a request sent without a token: notification 认证失败，无法访问系统资源', async () => {
    respondWith(() => errorEnvelope(401, ''))
    await call({ url: '/test/probe', isToken: false })
    expect(within(notifications()!).getByRole('alert')).toHaveTextContent(
      '认证失败，无法访问系统资源',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("network error: toast '后端接口连接异常' lasting 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      respondWith(() => HttpResponse.error())
      const result = await call({ url: '/test/probe' })
      expect(result).toEqual({ error: { code: NETWORK_ERROR_CODE, msg: '后端接口连接异常' } })
      expect(within(toasts()!).getByRole('alert')).toHaveTextContent('后端接口连接异常')
      act(() => vi.advanceTimersByTime(4900))
      expect(toasts()).not.toBeNull()
      act(() => vi.advanceTimersByTime(200))
      expect(toasts()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("HTTP status error: toast '系统接口502异常' lasting 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      respondWith(() => new HttpResponse('Bad Gateway', { status: 502 }))
      const result = await call({ url: '/test/probe' })
      expect(result).toEqual({ error: { code: 502, msg: '系统接口502异常' } })
      expect(within(toasts()!).getByRole('alert')).toHaveTextContent('系统接口502异常')
      expect(notifications()).toBeNull()
      act(() => vi.advanceTimersByTime(4900))
      expect(toasts()).not.toBeNull()
      act(() => vi.advanceTimersByTime(200))
      expect(toasts()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it.each(['无效的刷新令牌', '刷新令牌已过期'])("msg '%s' is just rejected", async (msg) => {
    respondWith(() => errorEnvelope(400, msg))
    const result = await call({ url: '/test/probe' })
    expect(result).toEqual({ error: { code: 400, msg } })
    expect(toasts()).toBeNull()
    expect(notifications()).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('silent requests reject with the error and show nothing', async () => {
    respondWith(() => errorEnvelope(500, '数据库连接失败'))
    const result = await call({ url: '/test/probe', silent: true })
    expect(result).toEqual({ error: { code: 500, msg: '数据库连接失败' } })
    expect(toasts()).toBeNull()
  })

  it('many requests failing the same way show one toast', async () => {
    respondWith(() => HttpResponse.error())
    const store = createTestStore()
    await act(async () => {
      await Promise.all([1, 2, 3].map(() => callApi(store, { url: '/test/probe' })))
    })
    expect(within(toasts()!).getAllByRole('alert')).toHaveLength(1)
  })
})

describe('describeFailure', () => {
  it.each<[Failure, string, string, number | undefined]>([
    [{ kind: 'envelope', code: 500, msg: 'm' }, 'm', 'toast', undefined],
    [{ kind: 'envelope', code: 501, msg: 'm' }, 'm', 'persistent-toast', undefined],
    [
      { kind: 'envelope', code: 901, msg: 'm' },
      '演示模式，无法进行写操作',
      'persistent-toast',
      undefined,
    ],
    [
      { kind: 'envelope', code: 401, msg: '' },
      '认证失败，无法访问系统资源',
      'notification',
      undefined,
    ],
    [{ kind: 'envelope', code: 403, msg: '' }, '当前操作没有权限', 'notification', undefined],
    [{ kind: 'envelope', code: 404, msg: '' }, '访问资源不存在', 'notification', undefined],
    [
      { kind: 'envelope', code: 999, msg: '' },
      '系统未知错误，请反馈给管理员',
      'notification',
      undefined,
    ],
    [{ kind: 'envelope', code: 999, msg: '自定义' }, '自定义', 'notification', undefined],
    [{ kind: 'envelope', code: 401, msg: '无效的刷新令牌' }, '无效的刷新令牌', 'silent', undefined],
    [{ kind: 'envelope', code: 401, msg: '刷新令牌已过期' }, '刷新令牌已过期', 'silent', undefined],
    [{ kind: 'network' }, NETWORK_ERROR_TEXT, 'toast', 5000],
    [{ kind: 'timeout' }, TIMEOUT_ERROR_TEXT, 'toast', 5000],
    [{ kind: 'http', status: 503 }, '系统接口503异常', 'toast', 5000],
  ])('%j -> %s (%s)', (failure, text, display, duration) => {
    const presentation = describeFailure(failure)
    expect(presentation.text).toBe(text)
    expect(presentation.display).toBe(display)
    expect(presentation.duration).toBe(duration)
  })
})
