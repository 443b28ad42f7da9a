// The one place that decides what a failed call says and how it is shown
// (docs/architecture.md#http-kernel).
import { popup } from '../ui/popups/popup'
import type { ApiError } from './request-types'

export type ErrorDisplay = 'toast' | 'persistent-toast' | 'notification' | 'dialog' | 'silent'

export interface ErrorPresentation {
  text: string
  display: ErrorDisplay
  /** Toast lifetime in ms (transport failures: 5 s). */
  duration?: number
}

// Transport failures have no envelope; they get codes no server sends.
export const NETWORK_ERROR_CODE = -1
export const TIMEOUT_ERROR_CODE = -2
/** Aborted by the console itself (unmount, unsubscribe): never shown. */
export const ABORTED_ERROR_CODE = -3
/** A successful HTTP response whose body is not readable. */
export const INVALID_RESPONSE_CODE = -4
const ABORTED_MSG = '请求已取消'

export const NETWORK_ERROR_TEXT = '后端接口连接异常'
export const TIMEOUT_ERROR_TEXT = '系统接口请求超时'
export const httpStatusErrorText = (status: number) => `系统接口${status}异常`
export const TRANSPORT_TOAST_DURATION = 5000

export const DEMO_MODE_TEXT = '演示模式，无法进行写操作'
export const SESSION_EXPIRED_TEXT = '登录状态已过期，您可以继续留在该页面，或者重新登录'
export const SESSION_EXPIRED_TITLE = '系统提示'
export const SESSION_EXPIRED_CONFIRM_TEXT = '重新登录'
export const SESSION_EXPIRED_CANCEL_TEXT = '取消'
/** What every request waiting on a failed re-auth rejects with. */
export const SESSION_INVALID_MSG = '无效的会话，或者会话已过期，请重新登录。'

/** Refresh-token failures: just rejected, never shown (the session-expired dialog follows). */
export const SILENT_MSGS: readonly string[] = ['无效的刷新令牌', '刷新令牌已过期']

export const CODE_DEFAULT_TEXTS: Readonly<Record<string, string>> = {
  '401': '认证失败，无法访问系统资源',
  '403': '当前操作没有权限',
  '404': '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
}

export function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200
}

/** Why a call failed, before it is reduced to an ApiError value. */
export type Failure =
  | { kind: 'envelope'; code: number; msg: string }
  | { kind: 'http'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  /** A 2xx response whose body could not be read as JSON. */
  | { kind: 'invalid-response' }

/** How a failure is presented. */
export function describeFailure(failure: Failure): ErrorPresentation {
  switch (failure.kind) {
    case 'network':
      return { text: NETWORK_ERROR_TEXT, display: 'toast', duration: TRANSPORT_TOAST_DURATION }
    case 'timeout':
      return { text: TIMEOUT_ERROR_TEXT, display: 'toast', duration: TRANSPORT_TOAST_DURATION }
    case 'http':
      return {
        text: httpStatusErrorText(failure.status),
        display: 'toast',
        duration: TRANSPORT_TOAST_DURATION,
      }
    case 'aborted':
      return { text: ABORTED_MSG, display: 'silent' }
    case 'invalid-response':
      return { text: CODE_DEFAULT_TEXTS.default, display: 'toast' }
    case 'envelope':
      return describeEnvelopeError(failure.code, failure.msg)
  }
}

function describeEnvelopeError(code: number, msg: string): ErrorPresentation {
  if (SILENT_MSGS.includes(msg)) return { text: msg, display: 'silent' }
  if (code === 401 && msg === SESSION_INVALID_MSG) return { text: msg, display: 'silent' }
  const fallback = CODE_DEFAULT_TEXTS[String(code)] ?? CODE_DEFAULT_TEXTS.default
  if (code === 500) return { text: msg || fallback, display: 'toast' }
  if (code === 501) return { text: msg || fallback, display: 'persistent-toast' }
  if (code === 901) return { text: DEMO_MODE_TEXT, display: 'persistent-toast' }
  return { text: msg || fallback, display: 'notification' }
}

/** The value RTK Query and callers receive. */
export function toApiError(failure: Failure): ApiError {
  switch (failure.kind) {
    case 'envelope':
      return { code: failure.code, msg: failure.msg || describeFailure(failure).text }
    case 'http':
      return { code: failure.status, msg: httpStatusErrorText(failure.status) }
    case 'network':
      return { code: NETWORK_ERROR_CODE, msg: NETWORK_ERROR_TEXT }
    case 'timeout':
      return { code: TIMEOUT_ERROR_CODE, msg: TIMEOUT_ERROR_TEXT }
    case 'aborted':
      return { code: ABORTED_ERROR_CODE, msg: ABORTED_MSG }
    case 'invalid-response':
      return { code: INVALID_RESPONSE_CODE, msg: CODE_DEFAULT_TEXTS.default }
  }
}

function isFailure(value: Failure | ApiError): value is Failure {
  return 'kind' in value
}

/** Reads a transport failure back from its ApiError code; anything else is an envelope code. */
function apiErrorToFailure({ code, msg }: ApiError): Failure {
  if (code === NETWORK_ERROR_CODE) return { kind: 'network' }
  if (code === TIMEOUT_ERROR_CODE) return { kind: 'timeout' }
  if (code === ABORTED_ERROR_CODE) return { kind: 'aborted' }
  if (code === INVALID_RESPONSE_CODE) return { kind: 'invalid-response' }
  return { kind: 'envelope', code, msg }
}

/** Shows a failure as its presentation says (nothing for silent ones). */
export function presentError(failure: Failure | ApiError): void {
  showPresentation(describeFailure(isFailure(failure) ? failure : apiErrorToFailure(failure)))
}

export function showPresentation({ text, display, duration }: ErrorPresentation): void {
  switch (display) {
    case 'toast':
      popup.message.error(text, { duration })
      return
    case 'persistent-toast':
      popup.message.error(text, { persistent: true })
      return
    case 'notification':
      popup.notify({ type: 'error', title: text })
      return
    case 'dialog':
      void popup.alert(text)
      return
    case 'silent':
      return
  }
}

/** Code 401 that re-auth could not cure: the confirm dialog of `session-refresh`. */
export const SESSION_EXPIRED_PRESENTATION: ErrorPresentation = {
  text: SESSION_EXPIRED_TEXT,
  display: 'dialog',
}
