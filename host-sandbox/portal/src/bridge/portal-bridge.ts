import type { IssuedSsoToken } from '../api/portal-api'
import { createStore, type SimpleStore } from '../lib/simple-store'
import type { ConsoleEvent, HostBridge, HostMessage, LogoutReason } from './bridge-contract'
import { maskToken } from './mask-token'

export type BridgeDirection = 'to-console' | 'from-console'

export interface BridgeLogEntry {
  id: number
  /** Epoch milliseconds. */
  at: number
  direction: BridgeDirection
  type: string
  /** Human-readable, tokens masked. */
  details: string
}

export interface BridgeState {
  /** Console listeners currently subscribed (0 after a clean unmount). */
  listenerCount: number
  /** Newest first. */
  log: readonly BridgeLogEntry[]
}

export interface PortalBridgeOptions {
  /** The signed-in portal user, or null when signed out. */
  currentUsername: () => string | null
  /**
   * Asks the SSO issuer for a one-time token for the signed-in user `username` (the runtime calls
   * it with that user's own session; the issuer refuses any other user).
   */
  issueSsoToken: (username: string) => Promise<IssuedSsoToken>
  /** The portal's own reactions to console events; called after the event is logged. */
  onConsoleEvent?: (event: ConsoleEvent) => void
  now?: () => number
  /** Entries kept in the log. */
  logLimit?: number
}

export interface PortalBridge {
  /** What the console receives as `props.bridge`. */
  readonly hostBridge: Required<HostBridge>
  readonly state: Pick<SimpleStore<BridgeState>, 'get' | 'subscribe'>
  /** Sends a message to every console listener; returns how many received it. */
  send(message: HostMessage): number
  /**
   * Issues a fresh token, holds it for the console's next `getSsoToken()` and tells the console
   * with {type: 'sso-token'}. Rejects without a portal session or when the issuer fails.
   */
  issueFreshToken(): Promise<void>
  /** Resolves with the first matching console event, or null after `timeoutMs`. */
  waitForEvent(
    match: (event: ConsoleEvent) => boolean,
    timeoutMs: number,
  ): Promise<ConsoleEvent | null>
  clearLog(): void
}

const LOGOUT_REASONS: Record<LogoutReason, string> = {
  user: '用户在控制台退出',
  host: '门户通知登出',
  expired: '会话已过期',
  failed: '登录后加载用户信息失败',
}

function describeEvent(event: ConsoleEvent): string {
  switch (event.type) {
    case 'mounted':
    case 'route-changed':
      return event.path
    case 'signed-in':
      return `${event.nickname}（${event.via === 'sso' ? 'SSO 换取会话' : '沿用已有会话'}）`
    case 'logged-out':
      return LOGOUT_REASONS[event.reason] ?? event.reason
    case 'sso-failed':
      return event.message
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createPortalBridge(opts: PortalBridgeOptions): PortalBridge {
  const now = opts.now ?? Date.now
  const logLimit = opts.logLimit ?? 200
  const listeners = new Set<(message: HostMessage) => void>()
  const eventWaiters = new Set<(event: ConsoleEvent) => void>()
  const state = createStore<BridgeState>({ listenerCount: 0, log: [] })
  let nextId = 1
  /** Issued by "发放新 SSO 令牌" and not yet handed over: the next getSsoToken() gets it. */
  let pending: { token: string; username: string } | null = null

  function log(direction: BridgeDirection, type: string, details: string): void {
    const entry: BridgeLogEntry = { id: nextId++, at: now(), direction, type, details }
    state.set((previous) => ({ ...previous, log: [entry, ...previous.log].slice(0, logLimit) }))
  }

  function syncListenerCount(): void {
    state.set((previous) => ({ ...previous, listenerCount: listeners.size }))
  }

  function deliver(message: HostMessage, extra?: string): number {
    const targets = [...listeners]
    const failures: string[] = []
    for (const listener of targets) {
      try {
        listener(message)
      } catch (error) {
        failures.push(errorMessage(error))
      }
    }
    const parts: string[] = []
    if (message.type === 'navigate')
      parts.push(message.replace ? `${message.path}（replace）` : message.path)
    if (extra) parts.push(extra)
    parts.push(`送达 ${targets.length} 个监听器`)
    if (failures.length > 0) parts.push(`监听器出错：${failures.join('；')}`)
    log('to-console', message.type, parts.join(' · '))
    return targets.length
  }

  async function issueFor(username: string): Promise<string> {
    const { ssoToken } = await opts.issueSsoToken(username)
    return ssoToken
  }

  const hostBridge: Required<HostBridge> = {
    subscribe(listener) {
      listeners.add(listener)
      syncListenerCount()
      log('from-console', 'subscribe', `监听器 ${listeners.size} 个`)
      let active = true
      return () => {
        if (!active) return
        active = false
        listeners.delete(listener)
        syncListenerCount()
        log('from-console', 'unsubscribe', `监听器 ${listeners.size} 个`)
      }
    },
    async getSsoToken() {
      const username = opts.currentUsername()
      const held = pending
      pending = null
      if (!username) {
        log('from-console', 'getSsoToken', '门户未登录，返回 null')
        return null
      }
      // A token held for another portal user (who has since logged out) is never handed over.
      if (held && held.username === username) {
        log('from-console', 'getSsoToken', `交付预先发放的令牌 ${maskToken(held.token)}`)
        return held.token
      }
      try {
        const token = await issueFor(username)
        log('from-console', 'getSsoToken', `为 ${username} 发放并交付令牌 ${maskToken(token)}`)
        return token
      } catch (error) {
        log('from-console', 'getSsoToken', `发放令牌失败：${errorMessage(error)}`)
        throw error
      }
    },
    onEvent(event) {
      log('from-console', event.type, describeEvent(event))
      for (const waiter of [...eventWaiters]) waiter(event)
      opts.onConsoleEvent?.(event)
    },
  }

  return {
    hostBridge,
    state,
    send: (message) => deliver(message),
    async issueFreshToken() {
      const username = opts.currentUsername()
      if (!username) throw new Error('门户未登录，无法发放 SSO 令牌')
      const token = await issueFor(username)
      pending = { token, username }
      deliver({ type: 'sso-token' }, `新令牌 ${maskToken(token)} 待控制台领取`)
    },
    waitForEvent(match, timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          eventWaiters.delete(waiter)
          resolve(null)
        }, timeoutMs)
        const waiter = (event: ConsoleEvent) => {
          if (!match(event)) return
          clearTimeout(timer)
          eventWaiters.delete(waiter)
          resolve(event)
        }
        eventWaiters.add(waiter)
      })
    },
    clearLog() {
      state.set((previous) => ({ ...previous, log: [] }))
    },
  }
}
