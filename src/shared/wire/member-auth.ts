import { z } from 'zod'
import { epochMs, id } from './common'
import { MOBILE_PATTERN } from './auth'

// A shop member's sign-in on the app-api (the mini-program's calls, beside admin-api).

/** Body of POST /app-api/member/auth/login. */
export const memberLoginBody = z.object({
  mobile: z
    .string({ error: '手机号不能为空' })
    .refine((s) => s !== '', '手机号不能为空')
    .refine((s) => MOBILE_PATTERN.test(s), '手机号格式不正确'),
  password: z
    .string({ error: '密码不能为空' })
    .min(1, '密码不能为空')
    .max(32, '密码长度不能超过 32 个字符'),
})
export type MemberLoginBody = z.output<typeof memberLoginBody>

/** data of member login and refresh-token: the same shape as the staff's token pair. */
export const memberTokens = z.object({
  userId: id,
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresTime: epochMs,
})
export type MemberTokens = z.output<typeof memberTokens>

/** data of GET /app-api/member/user/get: the signed-in member (no password, ever). */
export const memberProfile = z.object({
  id,
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
})
export type MemberProfile = z.output<typeof memberProfile>
