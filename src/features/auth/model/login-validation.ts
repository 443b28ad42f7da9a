/** Mainland China mobile numbers (the number is trimmed first). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

/** The server sends 6-digit SMS codes (and refuses anything else). */
export const SMS_CODE_LENGTH = 6
const SMS_CODE_PATTERN = /^\d{6}$/

export interface PasswordLoginValues {
  username: string
  password: string
  rememberMe: boolean
}

export interface SmsLoginValues {
  mobile: string
  code: string
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>

// Hand-written rather than react-hook-form + zod: four rules on two tiny forms, and the login page
// has a byte budget those libraries would take a fifth of.

/** Trims the username and checks both fields. */
export function validatePasswordLogin(values: PasswordLoginValues) {
  const username = values.username.trim()
  const errors: FieldErrors<PasswordLoginValues> = {}
  if (!username) errors.username = '请输入用户名'
  if (!values.password) errors.password = '请输入密码'
  return { values: { ...values, username }, errors }
}

export function validateMobile(raw: string): { mobile: string; error?: string } {
  const mobile = raw.trim()
  return MOBILE_PATTERN.test(mobile) ? { mobile } : { mobile, error: '请输入正确的手机号' }
}

/** Trims the mobile number and the code, and checks both. */
export function validateSmsLogin(values: SmsLoginValues) {
  const { mobile, error } = validateMobile(values.mobile)
  const code = values.code.trim()
  const errors: FieldErrors<SmsLoginValues> = {}
  if (error) errors.mobile = error
  if (!code) errors.code = '请输入验证码'
  else if (!SMS_CODE_PATTERN.test(code)) errors.code = `请输入 ${SMS_CODE_LENGTH} 位数字验证码`
  return { values: { mobile, code }, errors }
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0
}
