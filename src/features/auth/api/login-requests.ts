import { callApi } from '@/shared/http/call-api'
import type { AuthTokens } from '@/shared/session/session-types'
import {
  SMS_LOGIN_SCENE,
  type PasswordLoginBody,
  type SendSmsCodeBody,
  type SmsLoginBody,
  type SocialAuthRedirectArgs,
} from './auth-types'

// The login page's calls, as plain promises: RTK Query is not loaded until someone is logged in.
// None sends a token (docs/admin-api.md#auth), so none re-authenticates: no store to pass (null).
// Errors are already shown by the error policy.

export function loginWithPassword(body: PasswordLoginBody): Promise<AuthTokens> {
  return callApi({ url: '/system/auth/login', method: 'POST', body, isToken: false }, null)
}

export function loginWithSms(body: SmsLoginBody): Promise<AuthTokens> {
  return callApi({ url: '/system/auth/sms-login', method: 'POST', body, isToken: false }, null)
}

export function sendSmsCode(mobile: string): Promise<boolean> {
  const body: SendSmsCodeBody = { mobile, scene: SMS_LOGIN_SCENE }
  return callApi({ url: '/system/auth/send-sms-code', method: 'POST', body, isToken: false }, null)
}

export function getSocialAuthRedirect(args: SocialAuthRedirectArgs): Promise<string> {
  return callApi(
    { url: '/system/auth/social-auth-redirect', params: { ...args }, isToken: false },
    null,
  )
}
