import type { MenuNode } from '../routing/menu-types'
import type { AuthTokensData, PermissionInfoData, SessionUserData } from '../wire/auth'

/** User of GET /system/auth/get-permission-info (src/shared/wire/auth.ts). */
export type SessionUser = SessionUserData

export type PermissionInfo = PermissionInfoData

/** Tokens as the console keeps them: the wire's, where only the two tokens are required. */
export type AuthTokens = Pick<AuthTokensData, 'accessToken' | 'refreshToken'> &
  Partial<Pick<AuthTokensData, 'userId' | 'expiresTime'>>

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
