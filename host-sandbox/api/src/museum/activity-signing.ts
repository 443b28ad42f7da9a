import type { Database } from 'better-sqlite3'
import {
  ACTIVITY_STATUS_CANCELLED,
  ACTIVITY_STATUS_ENDED,
} from '../../../../src/shared/wire/museum-activity'
import {
  SIGN_ACTION_FROM,
  SIGN_ACTION_LABEL,
  SIGN_HOLDING_STATUSES,
  SIGN_MAX_PERSONS,
  SIGN_STATUS_CANCELLED,
  SIGN_STATUS_CHECKED_IN,
  SIGN_STATUS_PENDING,
  SIGN_STATUS_REJECTED,
  SIGN_STATUS_SIGNED,
  type SignAction,
} from '../../../../src/shared/wire/museum-activity-sign'
import { bizError } from '../lib/biz-error'
import { insertRow } from '../lib/row-writes'
import { ActivityErrors, ACTIVITY_STATUS_LABELS, SIGN_STATUS_LABELS } from './activity-errors'
import { ACTIVITY_TABLE, findActivity, SIGN_TABLE } from './activity-repo'

/**
 * Places of an activity: every check and write of a sign-up runs inside ONE synchronous
 * transaction, and the places are taken with a guarded UPDATE (`signed_count + n <= limit_count`),
 * so parallel sign-ups can never put more persons on an activity than its limit.
 */

const HOLDING = `(${SIGN_HOLDING_STATUSES.join(', ')})`

/** overall_rule_type 3: the activity sign-up rule of 预约规则 (enabled, persons per sign-up). */
const ACTIVITY_RULE_TYPE = 3

interface ActivityRule {
  enabled: number
  max_persons: number
  min_persons: number
}

function activityRule(db: Database): ActivityRule | undefined {
  return db
    .prepare('SELECT enabled, max_persons, min_persons FROM museum_reserve_rule WHERE type = ?')
    .get(ACTIVITY_RULE_TYPE) as ActivityRule | undefined
}

export interface SignUpInput {
  activityId: number
  name: string
  mobile: string
  idNumber: string
  personCount: number
}

/** Takes a sign-up (status 待审核) with its places, or throws the reason in Chinese. */
export function signUp(db: Database, input: SignUpInput, now: number, creator: number): number {
  return db.transaction(() => {
    const activity = findActivity(db, input.activityId)
    if (!activity) throw bizError(ActivityErrors.NOT_EXISTS)
    if (
      activity.status === ACTIVITY_STATUS_CANCELLED ||
      activity.status === ACTIVITY_STATUS_ENDED
    ) {
      throw bizError(ActivityErrors.CLOSED, ACTIVITY_STATUS_LABELS[activity.status])
    }
    if (now < activity.sign_start_time || now > activity.sign_end_time) {
      throw bizError(ActivityErrors.OUTSIDE_WINDOW)
    }
    const rule = activityRule(db)
    if (rule && !rule.enabled) throw bizError(ActivityErrors.SIGN_CLOSED_BY_RULE)
    const maxPersons = rule?.max_persons ?? SIGN_MAX_PERSONS
    if (input.personCount > maxPersons) throw bizError(ActivityErrors.PERSONS_OVER_RULE, maxPersons)
    if (rule && input.personCount < rule.min_persons) {
      throw bizError(ActivityErrors.PERSONS_UNDER_RULE, rule.min_persons)
    }
    const taken = db
      .prepare(
        `SELECT 1 FROM ${SIGN_TABLE} WHERE activity_id = ? AND id_number = ? AND status IN ${HOLDING}`,
      )
      .get(activity.id, input.idNumber)
    if (taken) throw bizError(ActivityErrors.DUPLICATE_ID_NUMBER)
    const held = db
      .prepare(
        `UPDATE ${ACTIVITY_TABLE} SET signed_count = signed_count + ?, update_time = ?
          WHERE id = ? AND signed_count + ? <= limit_count`,
      )
      .run(input.personCount, now, activity.id, input.personCount)
    if (held.changes === 0) {
      const left = (
        db
          .prepare(`SELECT limit_count - signed_count AS left FROM ${ACTIVITY_TABLE} WHERE id = ?`)
          .get(activity.id) as { left: number }
      ).left
      throw left > 0 ? bizError(ActivityErrors.FEW_LEFT, left) : bizError(ActivityErrors.FULL)
    }
    return insertRow(db, SIGN_TABLE, {
      activity_id: activity.id,
      name: input.name.trim(),
      mobile: input.mobile,
      id_number: input.idNumber,
      person_count: input.personCount,
      status: SIGN_STATUS_PENDING,
      creator,
      create_time: now,
      update_time: now,
    })
  })()
}

interface SignState {
  id: number
  activity_id: number
  person_count: number
  status: number
}

/**
 * Moves one sign-up from a status `action` starts from to `to`, returning its places when `to`
 * holds none. The status is re-checked by the UPDATE itself, so two clicks cannot both succeed.
 */
function moveSign(
  db: Database,
  id: number,
  action: SignAction,
  to: number,
  now: number,
  extra: Record<string, number> = {},
): void {
  db.transaction(() => {
    const sign = db
      .prepare(`SELECT id, activity_id, person_count, status FROM ${SIGN_TABLE} WHERE id = ?`)
      .get(id) as SignState | undefined
    if (!sign) throw bizError(ActivityErrors.SIGN_NOT_EXISTS)
    const from = SIGN_ACTION_FROM[action]
    if (!from.includes(sign.status)) {
      throw bizError(
        ActivityErrors.SIGN_WRONG_STATUS,
        SIGN_STATUS_LABELS[sign.status] ?? String(sign.status),
        SIGN_ACTION_LABEL[action],
      )
    }
    if (action === 'sign-in') {
      const activity = findActivity(db, sign.activity_id)
      if (activity?.status === ACTIVITY_STATUS_CANCELLED) {
        throw bizError(ActivityErrors.CANCELLED_NO_SIGN_IN)
      }
    }
    const sets = Object.keys(extra)
      .map((column) => `, ${column} = ?`)
      .join('')
    db.prepare(
      `UPDATE ${SIGN_TABLE} SET status = ?, update_time = ?${sets}
        WHERE id = ? AND status IN (${from.join(', ')})`,
    ).run(to, now, ...Object.values(extra), id)
    const releases = !(SIGN_HOLDING_STATUSES as readonly number[]).includes(to)
    if (releases) {
      db.prepare(
        `UPDATE ${ACTIVITY_TABLE} SET signed_count = signed_count - ?, update_time = ? WHERE id = ?`,
      ).run(sign.person_count, now, sign.activity_id)
    }
  })()
}

/** 审核: 通过 -> 报名成功, 不通过 -> 未通过 (its places return). Only 待审核. */
export function auditSign(db: Database, id: number, pass: boolean, now: number): void {
  moveSign(db, id, 'audit', pass ? SIGN_STATUS_SIGNED : SIGN_STATUS_REJECTED, now, {
    audit_time: now,
  })
}

/** 取消: 待审核 or 报名成功 -> 已取消; the places return to the activity. */
export function cancelSign(db: Database, id: number, now: number): void {
  moveSign(db, id, 'cancel', SIGN_STATUS_CANCELLED, now, { cancel_time: now })
}

/** 签到: 报名成功 -> 已签到, with the time. */
export function signIn(db: Database, id: number, now: number): void {
  moveSign(db, id, 'sign-in', SIGN_STATUS_CHECKED_IN, now, { sign_in_time: now })
}

/**
 * A cancelled activity cancels its sign-ups that still wait (待审核, 报名成功) and gives their
 * places back; 已签到 ones stay as history. Runs inside the caller's transaction.
 */
export function cancelOpenSigns(db: Database, activityId: number, now: number): void {
  const open = `(${SIGN_STATUS_PENDING}, ${SIGN_STATUS_SIGNED})`
  const { persons } = db
    .prepare(
      `SELECT COALESCE(SUM(person_count), 0) AS persons FROM ${SIGN_TABLE}
        WHERE activity_id = ? AND status IN ${open}`,
    )
    .get(activityId) as { persons: number }
  db.prepare(
    `UPDATE ${SIGN_TABLE} SET status = ?, cancel_time = ?, update_time = ?
      WHERE activity_id = ? AND status IN ${open}`,
  ).run(SIGN_STATUS_CANCELLED, now, now, activityId)
  db.prepare(
    `UPDATE ${ACTIVITY_TABLE} SET signed_count = signed_count - ?, update_time = ? WHERE id = ?`,
  ).run(persons, now, activityId)
}
