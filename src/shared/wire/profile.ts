import { z } from 'zod'
import { MOBILE_PATTERN } from './auth'
import { commonStatus, epochMs, id, nullableText } from './common'
import { optionalIntIn, optionalText, requiredText } from './fields'
import { passwordField } from './password-rules'

// The personal centre: /system/user/profile/* (docs/admin-api.md#users).

const namedRef = z.object({ id, name: z.string() })

/** data of GET get: the signed-in user with roles, department, posts and bound social accounts. */
export const profileItem = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  email: nullableText,
  mobile: nullableText,
  /** 1 male, 2 female (dictionary system_user_sex); 0 or null when unknown. */
  sex: z.number().int().nullable(),
  avatar: nullableText,
  status: commonStatus,
  remark: nullableText.optional(),
  loginIp: nullableText,
  loginDate: epochMs.nullable(),
  createTime: epochMs,
  roles: z.array(namedRef).nullable(),
  dept: namedRef.nullable(),
  posts: z.array(namedRef).nullable(),
  socialUsers: z.array(z.object({ type: z.number().int(), openid: z.string() })).nullable(),
})

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** system_user_sex: 0 unknown, 1 male, 2 female. */
export const USER_SEXES = [0, 1, 2] as const

/** Body of PUT update (nickname, email, mobile, sex; '' clears neither email nor mobile). */
export const profileUpdateBody = z.object({
  nickname: requiredText('用户昵称', 30),
  email: optionalText('邮箱', 50).refine(
    (v) => v === undefined || v === '' || EMAIL_PATTERN.test(v),
    '邮箱格式不正确',
  ),
  mobile: optionalText('手机号', 11).refine(
    (v) => v === undefined || v === '' || MOBILE_PATTERN.test(v),
    '手机号格式不正确',
  ),
  sex: optionalIntIn('用户性别', USER_SEXES),
})

/** Body of PUT update-password. */
export const passwordUpdateBody = z.object({
  oldPassword: z.string({ error: '旧密码不能为空' }).min(1, '旧密码不能为空'),
  newPassword: passwordField('新密码'),
})

export type ProfileItem = z.output<typeof profileItem>
export type ProfileUpdateBody = z.output<typeof profileUpdateBody>
export type PasswordUpdateBody = z.output<typeof passwordUpdateBody>
