import { z } from 'zod'
import { id, nullableText, epochMs } from './common'
import { optionalInt, optionalText, requiredInt } from './fields'

// Sign-in and the session: /system/auth/* (docs/admin-api.md#endpoints).

/** Mainland mobile numbers (11 digits, 1[3-9]…). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
/** SMS scenes of send-sms-code: 21 login, 22 change mobile, 23 change password, 24 reset password. */
export const SMS_SCENES = [21, 22, 23, 24] as const

const mobileField = z
  .string({ error: '手机号不能为空' })
  .refine((s) => s !== '', '手机号不能为空')
  .refine((s) => MOBILE_PATTERN.test(s), '手机号格式不正确')

/** Body of POST login (the social fields bind a social account on the way in). */
export const loginBody = z
  .object({
    username: z
      .string({ error: '登录账号不能为空' })
      .min(1, '登录账号不能为空')
      .min(4, '账号长度为 4-16 位')
      .max(16, '账号长度为 4-16 位')
      .regex(/^[A-Za-z0-9]+$/, '账号格式为数字以及字母'),
    password: z
      .string({ error: '密码不能为空' })
      .min(1, '密码不能为空')
      .min(4, '密码长度为 4-16 位')
      .max(16, '密码长度为 4-16 位'),
    captchaVerification: optionalText('验证码', 2000),
    socialType: optionalInt('社交平台的类型'),
    socialCode: optionalText('授权码', 200),
    socialState: optionalText('授权 state', 200),
  })
  .refine((b) => b.socialType === undefined || !!b.socialCode, '授权码不能为空')
  .refine((b) => b.socialType === undefined || !!b.socialState, '授权 state 不能为空')

/** Body of POST sms-login. */
export const smsLoginBody = z.object({
  mobile: mobileField,
  code: z
    .string({ error: '手机验证码不能为空' })
    .min(1, '手机验证码不能为空')
    .regex(/^\d{6}$/, '手机验证码必须是 6 位数字'),
})

/** Body of POST send-sms-code. */
export const sendSmsCodeBody = z.object({
  mobile: mobileField,
  scene: requiredInt('发送场景').refine(
    (s) => (SMS_SCENES as readonly number[]).includes(s),
    '发送场景不正确',
  ),
})

/** data of login, sms-login, social-login, sso login and refresh-token. */
export const authTokens = z.object({
  userId: id,
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresTime: epochMs,
})

/** The signed-in user of get-permission-info. */
export const sessionUser = z.object({
  id,
  nickname: z.string(),
  avatar: nullableText,
  userName: z.string().optional(),
})

/** data of GET get-permission-info. */
export const permissionInfo = z.object({
  user: sessionUser,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
})

/** A node of GET list-menus (docs/admin-api.md#menu-to-route-mapping). */
export const menuNode = z.object({
  id,
  parentId: id,
  name: z.string().min(1),
  path: z.string(),
  component: nullableText,
  componentName: nullableText,
  icon: nullableText,
  visible: z.boolean(),
  keepAlive: z.boolean(),
  alwaysShow: z.boolean(),
  get children() {
    return z.array(menuNode).nullable().optional()
  },
})
export const menuTree = z.array(menuNode)

export type LoginBody = z.output<typeof loginBody>
export type SmsLoginBody = z.output<typeof smsLoginBody>
export type SendSmsCodeBody = z.output<typeof sendSmsCodeBody>
export type AuthTokensData = z.output<typeof authTokens>
export type SessionUserData = z.output<typeof sessionUser>
export type PermissionInfoData = z.output<typeof permissionInfo>
export type MenuNodeData = z.output<typeof menuNode>
