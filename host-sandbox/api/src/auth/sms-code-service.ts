import { randomInt, timingSafeEqual } from 'node:crypto'
import { prepared } from '../db/prepared'
import { bizError, type ErrorDef } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { SmsErrors } from '../lib/error-codes'

export const SMS_SCENE_LOGIN = 21
export const SMS_CODE_LENGTH = 6
export const SMS_CODE_TTL_MS = 5 * 60_000
/** Per mobile: one code a minute. */
export const SMS_SEND_INTERVAL_MS = 60_000
/** The fifth wrong try kills the code; the right code fails after it too. */
export const SMS_MAX_ATTEMPTS = 5
/** Per client IP: this many codes an hour, whatever the mobiles. */
export const SMS_IP_LIMIT = 10
export const SMS_IP_WINDOW_MS = 60 * 60_000

interface SmsCodeRow {
  id: number
  mobile: string
  code: string
  scene: number
  used: number
  attempts: number
  create_time: number
}

const LATEST_ANY_SCENE = 'SELECT * FROM system_sms_code WHERE mobile = ? ORDER BY id DESC LIMIT 1'
const LATEST_OF_SCENE =
  'SELECT * FROM system_sms_code WHERE mobile = ? AND scene = ? ORDER BY id DESC LIMIT 1'

function latestCode(ctx: AppContext, mobile: string, scene?: number): SmsCodeRow | undefined {
  return (
    scene === undefined
      ? prepared(ctx.db, LATEST_ANY_SCENE).get(mobile)
      : prepared(ctx.db, LATEST_OF_SCENE).get(mobile, scene)
  ) as SmsCodeRow | undefined
}

export function randomSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
}

/**
 * Creates a code for `mobile` within the send limits (one a minute per mobile, SMS_IP_LIMIT an
 * hour per IP) and returns it. The caller creates one for unknown mobiles too and just does not
 * deliver it, so that neither the answer nor the later sms-login tells which mobiles are users'.
 */
export function createSmsCode(ctx: AppContext, mobile: string, scene: number, ip: string): string {
  const now = ctx.now()
  const refusal = ctx.db
    .transaction((): ErrorDef | null => {
      const last = latestCode(ctx, mobile)
      if (last && now - last.create_time < SMS_SEND_INTERVAL_MS) return SmsErrors.SEND_TOO_FAST
      const { n } = prepared(
        ctx.db,
        'SELECT COUNT(*) AS n FROM system_sms_code WHERE create_ip = ? AND create_time > ?',
      ).get(ip, now - SMS_IP_WINDOW_MS) as { n: number }
      if (n >= SMS_IP_LIMIT) return SmsErrors.SEND_LIMIT
      return null
    })
    .immediate()
  if (refusal) throw bizError(refusal)
  const code = randomSmsCode()
  prepared(
    ctx.db,
    `INSERT INTO system_sms_code (mobile, code, scene, create_ip, used, attempts, create_time)
     VALUES (?, ?, ?, ?, 0, 0, ?)`,
  ).run(mobile, code, scene, ip, now)
  return code
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Checks `code` against the latest code sent to `mobile` and uses it up. Each wrong try counts;
 * the SMS_MAX_ATTEMPTS-th kills the code.
 */
export function useSmsCode(ctx: AppContext, mobile: string, scene: number, code: string): void {
  const now = ctx.now()
  // Decided in one IMMEDIATE transaction (the counted try must survive: nothing throws inside).
  const refusal = ctx.db
    .transaction((): ErrorDef | null => {
      const last = latestCode(ctx, mobile, scene)
      if (!last) return SmsErrors.CODE_NOT_FOUND
      if (last.used) return SmsErrors.CODE_USED
      if (now - last.create_time >= SMS_CODE_TTL_MS) return SmsErrors.CODE_EXPIRED
      if (last.attempts >= SMS_MAX_ATTEMPTS) return SmsErrors.CODE_TOO_MANY_ATTEMPTS
      if (!sameCode(last.code, code)) {
        prepared(ctx.db, 'UPDATE system_sms_code SET attempts = attempts + 1 WHERE id = ?').run(
          last.id,
        )
        return last.attempts + 1 >= SMS_MAX_ATTEMPTS
          ? SmsErrors.CODE_TOO_MANY_ATTEMPTS
          : SmsErrors.CODE_NOT_CORRECT
      }
      prepared(ctx.db, 'UPDATE system_sms_code SET used = 1, used_time = ? WHERE id = ?').run(
        now,
        last.id,
      )
      return null
    })
    .immediate()
  if (refusal) throw bizError(refusal)
}

/** Sandbox peek: the latest code sent to `mobile`, whatever its scene. */
export function peekSmsCode(ctx: AppContext, mobile: string): string | null {
  return latestCode(ctx, mobile)?.code ?? null
}
