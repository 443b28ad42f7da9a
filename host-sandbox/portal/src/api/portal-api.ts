/**
 * The portal's own calls to the sandbox: its login (a portal session, separate from the
 * console's), the user's nickname, refresh, logout, and the SSO token issuer a real host would
 * own. The issuer hands out tokens only for the signed-in portal user: it is called with that
 * user's access token, never with a username of the portal's choosing.
 */

const TENANT_ID = '1'

/** A failed call: `msg` of the envelope, or a network/HTTP description, ready to show. */
export class PortalApiError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'PortalApiError'
    this.code = code
  }
}

interface Envelope<T> {
  code: number
  data: T
  msg?: string
}

export interface LoginResult {
  accessToken: string
  refreshToken: string
  userId: number
  expiresTime: number
}

export interface PortalUserInfo {
  nickname: string
  userName?: string
}

export interface IssuedSsoToken {
  ssoToken: string
  expiresInSeconds: number
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface PortalApi {
  login(username: string, password: string): Promise<LoginResult>
  getUserInfo(accessToken: string): Promise<PortalUserInfo>
  logout(accessToken: string): Promise<void>
  /** A new token pair for the portal session (the old refresh token stops working). */
  refresh(refreshToken: string): Promise<LoginResult>
  /** A one-time SSO token for the user whose access token this is. */
  issueSsoToken(accessToken: string): Promise<IssuedSsoToken>
}

export function createPortalApi(opts: {
  apiBase: string
  sandboxBase: string
  fetch?: FetchLike
}): PortalApi {
  const fetchFn: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init))

  async function call<T>(url: string, init: RequestInit): Promise<T> {
    let response: Response
    try {
      response = await fetchFn(url, { ...init, credentials: 'omit' })
    } catch {
      throw new PortalApiError(-1, '无法连接沙箱服务，请确认它已启动')
    }
    if (!response.ok)
      throw new PortalApiError(response.status, `请求失败（HTTP ${response.status}）`)
    let envelope: Envelope<T>
    try {
      envelope = (await response.json()) as Envelope<T>
    } catch {
      throw new PortalApiError(-1, '沙箱返回了无法识别的内容')
    }
    if (envelope.code !== 0) {
      throw new PortalApiError(envelope.code, envelope.msg || `请求失败（code ${envelope.code}）`)
    }
    return envelope.data
  }

  function headers(accessToken?: string): Record<string, string> {
    return {
      'Content-Type': 'application/json',
      'tenant-id': TENANT_ID,
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    }
  }

  return {
    login: (username, password) =>
      call<LoginResult>(`${opts.apiBase}/system/auth/login`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ username, password }),
      }),
    async getUserInfo(accessToken) {
      const data = await call<{ user: PortalUserInfo }>(
        `${opts.apiBase}/system/auth/get-permission-info`,
        { method: 'GET', headers: headers(accessToken) },
      )
      return data.user
    },
    async logout(accessToken) {
      await call<boolean>(`${opts.apiBase}/system/auth/logout`, {
        method: 'POST',
        headers: headers(accessToken),
      })
    },
    // In the body, not the URL: refresh tokens must not end up in access logs.
    refresh: (refreshToken) =>
      call<LoginResult>(`${opts.apiBase}/system/auth/refresh-token`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ refreshToken }),
      }),
    issueSsoToken: (accessToken) =>
      call<IssuedSsoToken>(`${opts.sandboxBase}/sso/issue`, {
        method: 'POST',
        headers: headers(accessToken),
      }),
  }
}
