import type { MenuNode } from '../routing/menu-types'

/** User of GET /system/auth/get-permission-info. */
export interface SessionUser {
  id: number
  nickname: string
  avatar: string | null
  userName?: string
}

export interface PermissionInfo {
  user: SessionUser
  roles: string[]
  permissions: string[]
}

export interface AuthTokens {
  userId?: number
  accessToken: string
  refreshToken: string
  expiresTime?: number
}

export type SessionStatus = 'anonymous' | 'authenticated' | 'loading' | 'ready' | 'failed'

export interface SessionState {
  /** Access token mirrored from storage so components re-render on login / logout. */
  token: string | null
  status: SessionStatus
  user: SessionUser | null
  /** Display name and introduction kept for the profile card. */
  name: string
  introduction: string
  roles: string[]
  permissions: string[]
  menus: MenuNode[]
  /**
   * Why loading the session failed while the tokens are kept (the server was unreachable or
   * answered 5xx): the message of the full-page state with its 重试 button. Null otherwise.
   */
  bootstrapError: string | null
}
