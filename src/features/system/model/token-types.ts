import type { PageParams } from '@/shared/list-kit'
import type { OAuth2TokenItem } from '@/shared/wire/oauth2-token'

/**
 * A row of 令牌管理. The sandbox sends a handle (the token's SHA-256) in `accessToken` and
 * `refreshToken`, never the token; 强退 sends that value back.
 */
export type TokenItem = OAuth2TokenItem

export type TokenQuery = PageParams & Partial<Record<'userId' | 'userType' | 'clientId', string>>

/** How many characters of a token or handle the table shows (enough to tell sessions apart). */
const SHORT_LENGTH = 12

/** `3f9a0c…` : the start of a token or handle, the rest elided. */
export function shortToken(token: string): string {
  return token.length > SHORT_LENGTH ? `${token.slice(0, SHORT_LENGTH)}…` : token
}
