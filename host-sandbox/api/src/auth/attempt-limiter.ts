import { prepared } from '../db/prepared'
import type { AppContext } from '../lib/context'

/** Which password check failed: each kind is counted and limited on its own. */
export type AttemptKind = 'login' | 'password-change' | 'member-login' | 'oauth2-client-secret'

// Shop members' failures sit beside member_user, wrong client secrets beside the OAuth2 clients:
// their ids overlap the staff's.
const failureTable = (kind: AttemptKind): string =>
  kind === 'member-login'
    ? 'member_login_failure'
    : kind === 'oauth2-client-secret'
      ? 'system_oauth2_client_failure'
      : 'system_login_failure'

export const MAX_FAILED_ATTEMPTS = 5
export const ATTEMPT_WINDOW_MS = 15 * 60_000

const COUNT_SQL = (kind: AttemptKind) => `SELECT COUNT(*) AS reserved,
  COALESCE(SUM(settled), 0) AS failed
  FROM ${failureTable(kind)} WHERE user_id = ? AND kind = ? AND create_time > ?`
const RESERVE_SQL = (kind: AttemptKind) =>
  `INSERT INTO ${failureTable(kind)} (user_id, kind, settled, create_time) VALUES (?, ?, 0, ?)`

interface Counts {
  /** Failed checks plus checks still running. */
  reserved: number
  /** Failed checks only. */
  failed: number
}

function counts(ctx: AppContext, userId: number, kind: AttemptKind): Counts {
  return prepared(ctx.db, COUNT_SQL(kind)).get(
    userId,
    kind,
    ctx.now() - ATTEMPT_WINDOW_MS,
  ) as Counts
}

/** Failed checks of `kind` for the user within the window. */
export function recentFailures(ctx: AppContext, userId: number, kind: AttemptKind): number {
  return counts(ctx, userId, kind).failed
}

export function clearFailures(ctx: AppContext, userId: number, kind: AttemptKind): void {
  prepared(ctx.db, `DELETE FROM ${failureTable(kind)} WHERE user_id = ? AND kind = ?`).run(
    userId,
    kind,
  )
}

/**
 * - 'right' / 'wrong': the check ran.
 * - 'limited': MAX_FAILED_ATTEMPTS checks failed within the window; the check did not run.
 * - 'crowded': the limit is taken up by checks still running; the check did not run (retry).
 */
export type CheckOutcome = 'right' | 'wrong' | 'limited' | 'crowded'

/**
 * Runs `check` (a password verification) under the limit of `kind`. The attempt is counted as a
 * failure BEFORE the slow hash runs (a reservation, in one IMMEDIATE transaction with the count),
 * so parallel guesses cannot all pass the limit while they are still hashing: at most
 * MAX_FAILED_ATTEMPTS checks of one account and kind are ever running or failed in the window.
 * A right answer clears the failures; a check that could not run (系统繁忙) frees its place.
 */
export async function limitedCheck(
  ctx: AppContext,
  userId: number,
  kind: AttemptKind,
  check: () => Promise<boolean>,
): Promise<CheckOutcome> {
  const reservation = ctx.db
    .transaction((): CheckOutcome | number => {
      const { reserved, failed } = counts(ctx, userId, kind)
      if (failed >= MAX_FAILED_ATTEMPTS) return 'limited'
      if (reserved >= MAX_FAILED_ATTEMPTS) return 'crowded'
      return Number(
        prepared(ctx.db, RESERVE_SQL(kind)).run(userId, kind, ctx.now()).lastInsertRowid,
      )
    })
    .immediate()
  if (typeof reservation !== 'number') return reservation
  let right: boolean
  try {
    right = await check()
  } catch (error) {
    prepared(ctx.db, `DELETE FROM ${failureTable(kind)} WHERE id = ?`).run(reservation)
    throw error
  }
  if (!right) {
    prepared(ctx.db, `UPDATE ${failureTable(kind)} SET settled = 1 WHERE id = ?`).run(reservation)
    return 'wrong'
  }
  clearFailures(ctx, userId, kind)
  return 'right'
}
