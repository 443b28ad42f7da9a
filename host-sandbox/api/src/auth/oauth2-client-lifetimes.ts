import { BUILT_IN_CLIENT_ID } from '../../../../src/shared/wire/oauth2-client'
import { DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_REFRESH_TTL_SECONDS } from '../config'
import { prepared } from '../db/prepared'
import type { AppContext } from '../lib/context'

export interface TokenLifetimes {
  accessMs: number
  refreshMs: number
}

interface ValidityRow {
  access_token_validity_seconds: number
  refresh_token_validity_seconds: number
}

/**
 * How long a client's tokens live: its row's validity. The built-in client is the exception: an
 * operator who set SANDBOX_ACCESS_TTL_SECONDS / SANDBOX_REFRESH_TTL_SECONDS (or a test that passed
 * its own lifetimes) wins over the row; the sandbox only sees the resulting numbers, so a value
 * other than the built-in default counts as "set". A client without a row (a database migrated
 * halfway) keeps the sandbox's lifetimes.
 */
export function tokenLifetimes(ctx: AppContext, clientId: string): TokenLifetimes {
  const configured = { accessMs: ctx.accessTtlMs, refreshMs: ctx.refreshTtlMs }
  const row = prepared(
    ctx.db,
    `SELECT access_token_validity_seconds, refresh_token_validity_seconds
     FROM system_oauth2_client WHERE client_id = ?`,
  ).get(clientId) as ValidityRow | undefined
  if (!row) return configured
  const fromRow = {
    accessMs: row.access_token_validity_seconds * 1000,
    refreshMs: row.refresh_token_validity_seconds * 1000,
  }
  if (clientId !== BUILT_IN_CLIENT_ID) return fromRow
  return {
    accessMs:
      ctx.accessTtlMs !== DEFAULT_ACCESS_TTL_SECONDS * 1000 ? ctx.accessTtlMs : fromRow.accessMs,
    refreshMs:
      ctx.refreshTtlMs !== DEFAULT_REFRESH_TTL_SECONDS * 1000
        ? ctx.refreshTtlMs
        : fromRow.refreshMs,
  }
}
