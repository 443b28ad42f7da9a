import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalInt, optionalText, requiredText } from './fields'

// Active sessions: /system/oauth2-token/* (docs/admin-api.md#system-administration).

/**
 * An item of page. The sandbox sends a handle in place of each token (the SHA-256 of it, in hex):
 * enough to tell sessions apart and to end one, useless for taking one over.
 */
export const oauth2TokenItem = z.object({
  id,
  accessToken: z.string(),
  refreshToken: z.string(),
  userId: id,
  /** user_type: 1 member, 2 admin. */
  userType: z.number().int(),
  clientId: z.string(),
  createTime: epochMs,
  expiresTime: epochMs,
})

/** Filters of GET page. */
export const oauth2TokenFilters = {
  userId: optionalInt('用户编号'),
  userType: optionalInt('用户类型'),
  clientId: optionalText('客户端编号', 255),
}

/** Query of DELETE delete: the handle from the page, or the token itself. */
export const oauth2TokenDeleteQuery = z.object({
  accessToken: requiredText('访问令牌', 128),
})

export type OAuth2TokenItem = z.output<typeof oauth2TokenItem>
