import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { SmsErrors } from '../lib/error-codes'
import { randomDigits } from './random-token'

export const SMS_SCENE_LOGIN = 21
export const SMS_CODE_TTL_MS = 5 * 60_000
export const SMS_SEND_INTERVAL_MS = 60_000

interface SmsCodeRow {
  id: number
  mobile: string
  code: string
  scene: number
  used: number
  create_time: number
}

function latestCode(ctx: AppContext, mobile: string, scene?: number): SmsCodeRow | undefined {
  const sql =
    scene === undefined
      ? 'SELECT * FROM system_sms_code WHERE mobile = ? ORDER BY id DESC LIMIT 1'
      : 'SELECT * FROM system_sms_code WHERE mobile = ? AND scene = ? ORDER BY id DESC LIMIT 1'
  const params = scene === undefined ? [mobile] : [mobile, scene]
  return ctx.db.prepare(sql).get(...params) as SmsCodeRow | undefined
}

/** Creates a 4-digit code for `mobile`, at most one per minute. Returns the code. */
export function createSmsCode(ctx: AppContext, mobile: string, scene: number, ip: string): string {
  const now = ctx.now()
  const last = latestCode(ctx, mobile)
  if (last && now - last.create_time < SMS_SEND_INTERVAL_MS) throw bizError(SmsErrors.SEND_TOO_FAST)
  const code = randomDigits(4)
  ctx.db
    .prepare(
      'INSERT INTO system_sms_code (mobile, code, scene, create_ip, used, create_time) VALUES (?, ?, ?, ?, 0, ?)',
    )
    .run(mobile, code, scene, ip, now)
  return code
}

/** Checks `code` against the latest code sent to `mobile` and marks it used. */
export function useSmsCode(ctx: AppContext, mobile: string, scene: number, code: string): void {
  const now = ctx.now()
  const last = latestCode(ctx, mobile, scene)
  if (!last) throw bizError(SmsErrors.CODE_NOT_FOUND)
  if (last.code !== code) throw bizError(SmsErrors.CODE_NOT_CORRECT)
  if (now - last.create_time >= SMS_CODE_TTL_MS) throw bizError(SmsErrors.CODE_EXPIRED)
  if (last.used) throw bizError(SmsErrors.CODE_USED)
  ctx.db
    .prepare('UPDATE system_sms_code SET used = 1, used_time = ? WHERE id = ?')
    .run(now, last.id)
}

/** Sandbox peek: the latest code sent to `mobile`, whatever its scene. */
export function peekSmsCode(ctx: AppContext, mobile: string): string | null {
  return latestCode(ctx, mobile)?.code ?? null
}
