import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalBoolean, optionalText } from './fields'

// Login log: /system/login-log/* (docs/admin-api.md#system-administration).

/** system_login_type: how the attempt was made. */
export const LOGIN_LOG_TYPES = {
  /** 账号登录 (username and password). */
  USERNAME: 100,
  /** 社交登录 (a bound social account; the sandbox also files SSO hand-offs here). */
  SOCIAL: 101,
  /** 短信登录. */
  SMS: 103,
  /** 主动登出. */
  LOGOUT_SELF: 200,
  /** 强制登出 (an administrator ended the session in 令牌管理). */
  LOGOUT_DELETE: 202,
} as const

/** system_login_result: 0 success, anything else a refusal. */
export const LOGIN_RESULTS = {
  SUCCESS: 0,
  BAD_CREDENTIALS: 10,
  USER_DISABLED: 20,
  CAPTCHA_NOT_FOUND: 30,
  CAPTCHA_CODE_ERROR: 31,
  /** The sandbox's lockout after repeated wrong passwords (the Java server has none). */
  ACCOUNT_LOCKED: 40,
  UNKNOWN_ERROR: 100,
} as const

/** An item of page. Never a password or a token. */
export const loginLogItem = z.object({
  id,
  logType: z.number().int(),
  /** What was typed (or the account's name): may name no user. */
  username: z.string(),
  userIp: z.string(),
  userAgent: z.string(),
  result: z.number().int(),
  createTime: epochMs,
})

/** Filters of GET page and export (besides `createTime[0]/[1]`). */
export const loginLogFilters = {
  userIp: optionalText('登录地址', 50),
  username: optionalText('用户名称', 64),
  /** true: only successful logins; false: only refused ones. */
  status: optionalBoolean('登录状态'),
}

export type LoginLogItem = z.output<typeof loginLogItem>
