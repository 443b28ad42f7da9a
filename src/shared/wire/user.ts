import { z } from 'zod'
import { MOBILE_PATTERN } from './auth'
import { commonStatus, epochMs, id, nullableText } from './common'
import {
  optionalInt,
  optionalIntIn,
  optionalStatus,
  optionalText,
  requiredInt,
  requiredStatus,
  requiredText,
} from './fields'
import { passwordField } from './password-rules'

// Users: /system/user/* (docs/admin-api.md#users). Pick lists (/system/user/list-all-simple,
// /system/role/list-all-simple) answer enabled ones to any signed-in user.

/** An item of the user pick list (assignee pickers, the form's user picker). */
export const userSimpleItem = z.object({ id, nickname: z.string() })

/** An item of the role pick list (the designer's candidate groups). */
export const roleSimpleItem = z.object({ id, name: z.string() })

/** system_user_sex: 0 unknown, 1 male, 2 female. */
export const USER_SEX_VALUES = [0, 1, 2] as const

export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,30}$/
export const USERNAME_RULE_TEXT = '用户账号由 4-30 位数字、字母组成'
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An item of page and get: never the password. */
export const userItem = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  remark: nullableText,
  deptId: id.nullable(),
  deptName: nullableText,
  postIds: z.array(id),
  email: nullableText,
  mobile: nullableText,
  sex: z.number().int().nullable(),
  avatar: nullableText,
  status: commonStatus,
  loginIp: nullableText,
  loginDate: epochMs.nullable(),
  createTime: epochMs,
})

const idList = (label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .array(z.number({ error: `${label}必须是整数` }).int(`${label}必须是整数`), {
        error: `${label}必须是数组`,
      })
      .optional(),
  )

/** Fields both create and update send (update has no password). */
const saveFields = {
  username: requiredText('用户账号', 30)
    .transform((s) => s.trim())
    .refine((s) => USERNAME_PATTERN.test(s), USERNAME_RULE_TEXT),
  nickname: requiredText('用户昵称', 30),
  deptId: optionalInt('归属部门'),
  postIds: idList('岗位'),
  email: optionalText('邮箱', 50).refine(
    (v) => v === undefined || v === '' || EMAIL_PATTERN.test(v),
    '邮箱格式不正确',
  ),
  mobile: optionalText('手机号码', 11).refine(
    (v) => v === undefined || v === '' || MOBILE_PATTERN.test(v),
    '手机号码格式不正确',
  ),
  sex: optionalIntIn('用户性别', USER_SEX_VALUES),
  remark: optionalText('备注', 500),
}

/** Body of POST create. */
export const userCreateBody = z.object({ ...saveFields, password: passwordField('用户密码') })

/** Body of PUT update: a password in it is ignored (reset it with update-password). */
export const userUpdateBody = z.object({ id: requiredInt('用户编号'), ...saveFields })

/** Body of PUT update-password (重置密码). */
export const userPasswordResetBody = z.object({
  id: requiredInt('用户编号'),
  password: passwordField('用户密码'),
})

/** Body of PUT update-status. */
export const userStatusBody = z.object({ id: requiredInt('用户编号'), status: requiredStatus() })

/** Filters of GET page and export (besides `createTime[0]/[1]`); deptId includes sub-departments. */
export const userFilters = {
  username: optionalText('用户账号', 30),
  mobile: optionalText('手机号码', 11),
  status: optionalStatus(),
  deptId: optionalInt('部门编号'),
}

export type UserSimpleItem = z.output<typeof userSimpleItem>
export type RoleSimpleItem = z.output<typeof roleSimpleItem>
export type UserItem = z.output<typeof userItem>
export type UserCreateBody = z.output<typeof userCreateBody>
export type UserUpdateBody = z.output<typeof userUpdateBody>
