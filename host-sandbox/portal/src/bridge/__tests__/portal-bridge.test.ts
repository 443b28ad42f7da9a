import type { HostMessage } from '../bridge-contract'
import { createPortalBridge, type PortalBridgeOptions } from '../portal-bridge'

const TOKEN_A = 'ssoAAAA-1111-secret-part'
const TOKEN_B = 'ssoBBBB-2222-secret-part'

function setup(overrides: Partial<PortalBridgeOptions> = {}) {
  let username: string | null = 'admin'
  const tokens = [TOKEN_A, TOKEN_B, 'ssoCCCC-3333-secret-part']
  const issueSsoToken = vi.fn(async (_username: string) => ({
    ssoToken: tokens.shift() ?? 'exhausted',
    expiresInSeconds: 60,
  }))
  const bridge = createPortalBridge({
    currentUsername: () => username,
    issueSsoToken,
    now: () => 1_700_000_000_000,
    ...overrides,
  })
  return {
    bridge,
    issueSsoToken,
    signOut: () => {
      username = null
    },
    signInAs: (name: string) => {
      username = name
    },
  }
}

describe('portal bridge: listeners', () => {
  it('counts live listeners and drops them on unsubscribe', () => {
    const { bridge } = setup()
    const first = bridge.hostBridge.subscribe(() => {})
    const second = bridge.hostBridge.subscribe(() => {})
    expect(bridge.state.get().listenerCount).toBe(2)
    first()
    first() // a second call must not remove someone else's listener
    expect(bridge.state.get().listenerCount).toBe(1)
    second()
    expect(bridge.state.get().listenerCount).toBe(0)
    expect(bridge.state.get().log.map((entry) => entry.type)).toEqual([
      'unsubscribe',
      'unsubscribe',
      'subscribe',
      'subscribe',
    ])
  })

  it('delivers a message to every listener, even when one of them throws', () => {
    const { bridge } = setup()
    const received: HostMessage[] = []
    bridge.hostBridge.subscribe(() => {
      throw new Error('坏的监听器')
    })
    bridge.hostBridge.subscribe((message) => received.push(message))
    const delivered = bridge.send({ type: 'navigate', path: '/system/dict' })
    expect(delivered).toBe(2)
    expect(received).toEqual([{ type: 'navigate', path: '/system/dict' }])
    const [entry] = bridge.state.get().log
    expect(entry).toMatchObject({ direction: 'to-console', type: 'navigate' })
    expect(entry.details).toContain('/system/dict')
    expect(entry.details).toContain('送达 2 个监听器')
    expect(entry.details).toContain('坏的监听器')
  })

  it('reports a message nobody received', () => {
    const { bridge } = setup()
    expect(bridge.send({ type: 'logout' })).toBe(0)
    expect(bridge.state.get().log[0].details).toContain('送达 0 个监听器')
  })
})

describe('portal bridge: SSO tokens', () => {
  it('resolves null without a portal session and issues nothing', async () => {
    const { bridge, issueSsoToken, signOut } = setup()
    signOut()
    await expect(bridge.hostBridge.getSsoToken()).resolves.toBeNull()
    expect(issueSsoToken).not.toHaveBeenCalled()
    await expect(bridge.issueFreshToken()).rejects.toThrow('门户未登录')
  })

  it('issues a token for the portal user at exchange time', async () => {
    const { bridge, issueSsoToken } = setup()
    await expect(bridge.hostBridge.getSsoToken()).resolves.toBe(TOKEN_A)
    expect(issueSsoToken).toHaveBeenCalledWith('admin')
  })

  it('hands a pre-issued token over once, then issues fresh ones', async () => {
    const { bridge, issueSsoToken } = setup()
    const received: HostMessage[] = []
    bridge.hostBridge.subscribe((message) => received.push(message))

    await bridge.issueFreshToken()
    expect(received).toEqual([{ type: 'sso-token' }])
    expect(issueSsoToken).toHaveBeenCalledTimes(1)

    await expect(bridge.hostBridge.getSsoToken()).resolves.toBe(TOKEN_A)
    expect(issueSsoToken).toHaveBeenCalledTimes(1)
    await expect(bridge.hostBridge.getSsoToken()).resolves.toBe(TOKEN_B)
    expect(issueSsoToken).toHaveBeenCalledTimes(2)
  })

  it('never hands a token held for a user who has since left to the next one', async () => {
    const { bridge, signOut, signInAs, issueSsoToken } = setup()
    await bridge.issueFreshToken() // for admin
    signOut()
    signInAs('staff')
    await expect(bridge.hostBridge.getSsoToken()).resolves.toBe(TOKEN_B)
    expect(issueSsoToken).toHaveBeenLastCalledWith('staff')
  })

  it('passes an issuer failure on and logs it', async () => {
    const { bridge } = setup({
      issueSsoToken: async () => {
        throw new Error('用户 ghost 不存在')
      },
    })
    await expect(bridge.hostBridge.getSsoToken()).rejects.toThrow('用户 ghost 不存在')
    expect(bridge.state.get().log[0].details).toContain('发放令牌失败：用户 ghost 不存在')
  })

  it('shows only the first four characters of a token in the log', async () => {
    const { bridge } = setup()
    bridge.hostBridge.subscribe(() => {})
    await bridge.issueFreshToken()
    await bridge.hostBridge.getSsoToken()
    await bridge.hostBridge.getSsoToken()
    const text = JSON.stringify(bridge.state.get().log)
    expect(text).toContain('ssoA…')
    expect(text).toContain('ssoB…')
    expect(text).not.toContain('AAAA-1111')
    expect(text).not.toContain('BBBB-2222')
    expect(text).not.toContain('secret')
  })
})

describe('portal bridge: console events and the log', () => {
  it('logs console events, then lets the portal react', () => {
    const onConsoleEvent = vi.fn()
    const { bridge } = setup({ onConsoleEvent })
    bridge.hostBridge.onEvent({ type: 'signed-in', via: 'sso', nickname: '纪念馆管理员' })
    bridge.hostBridge.onEvent({ type: 'sso-failed', message: 'SSO 令牌无效或已过期' })
    bridge.hostBridge.onEvent({ type: 'logged-out', reason: 'user' })
    expect(onConsoleEvent).toHaveBeenCalledTimes(3)
    const log = bridge.state.get().log
    expect(log.map((entry) => [entry.direction, entry.type, entry.details])).toEqual([
      ['from-console', 'logged-out', '用户在控制台退出'],
      ['from-console', 'sso-failed', 'SSO 令牌无效或已过期'],
      ['from-console', 'signed-in', '纪念馆管理员（SSO 换取会话）'],
    ])
  })

  it('waits for a console event, or gives up after the timeout', async () => {
    vi.useFakeTimers()
    try {
      const { bridge } = setup()
      const loggedOut = bridge.waitForEvent((event) => event.type === 'logged-out', 3000)
      bridge.hostBridge.onEvent({ type: 'route-changed', path: '/index' })
      bridge.hostBridge.onEvent({ type: 'logged-out', reason: 'host' })
      await expect(loggedOut).resolves.toEqual({ type: 'logged-out', reason: 'host' })

      const never = bridge.waitForEvent((event) => event.type === 'mounted', 3000)
      await vi.advanceTimersByTimeAsync(3000)
      await expect(never).resolves.toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the newest entries first, up to its limit, and clears', () => {
    const { bridge } = setup({ logLimit: 3 })
    for (const path of ['/a', '/b', '/c', '/d']) bridge.send({ type: 'navigate', path })
    const log = bridge.state.get().log
    expect(log.map((entry) => entry.details.split(' · ')[0])).toEqual(['/d', '/c', '/b'])
    bridge.clearLog()
    expect(bridge.state.get().log).toEqual([])
  })
})
