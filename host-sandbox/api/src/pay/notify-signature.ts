import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import { findConfigByKey } from '../db/repos/config-repo'
import { bizError } from '../lib/biz-error'
import { PayErrors } from './pay-errors'

export const NOTIFY_SECRET_KEY = 'museum.pay.notify-secret'
export const NOTIFY_SIGN_HEADER = 'x-pay-sign'

/** The shared secret of merchant notifications (a seeded, invisible config). */
export function payNotifySecret(db: Database): string {
  return findConfigByKey(db, NOTIFY_SECRET_KEY)?.value ?? ''
}

/** Hex HMAC-SHA256 of the body exactly as sent. */
export function signNotifyBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')
}

/**
 * Refuses a notification whose `X-Pay-Sign` is not the HMAC of its raw body under the configured
 * secret. Receivers take no token, so this is what stops a forged "paid" call. An empty secret
 * (a database seeded before the config existed) refuses everything rather than accepting all.
 */
export function checkNotifySignature(db: Database, request: FastifyRequest): void {
  const secret = payNotifySecret(db)
  const header = request.headers[NOTIFY_SIGN_HEADER]
  const given = typeof header === 'string' ? header.trim().toLowerCase() : ''
  if (!secret || request.rawBody === undefined || !/^[0-9a-f]{64}$/.test(given)) {
    throw bizError(PayErrors.NOTIFY_SIGN_INVALID)
  }
  const expected = signNotifyBody(secret, request.rawBody)
  if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) {
    throw bizError(PayErrors.NOTIFY_SIGN_INVALID)
  }
}
