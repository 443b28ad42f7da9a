import type { FastifyInstance } from 'fastify'
import {
  reserveRuleItem,
  reserveRuleUpdate,
  type ReserveRuleItem,
} from '../../../../src/shared/wire/museum-reserve-rule'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { parseInput, wireItem } from '../lib/validation'
import { ReserveErrors } from '../museum/reserve-errors'
import type { RuleRow } from '../museum/rules'

const PATH = '/museum/reserve-rule'

/** The booking dialogs read the rules (persons limits) with their own create permission. */
const LIST_PERMISSIONS = [
  'reserve:rule:query',
  'reserve:personal:create',
  'reserve:team:create',
  'activity:sign:create',
]

function toReserveRuleItem(row: RuleRow): ReserveRuleItem {
  return wireItem(reserveRuleItem, {
    id: row.id,
    type: row.type === 2 ? 2 : row.type === 3 ? 3 : 1,
    enabled: row.enabled === 1,
    advanceDays: row.advance_days,
    cancelDeadlineHours: row.cancel_deadline_hours,
    maxPersons: row.max_persons,
    minPersons: row.min_persons,
    dailyLimitPerIdNumber: row.daily_limit_per_id_number,
    tempAmountTake: row.temp_amount_take,
    updateTime: row.update_time,
  })
}

/**
 * /museum/reserve-rule/*: one rule per overall_rule_type. Bookings read their rule inside their
 * own transaction (museum/rules.ts ruleOf), so a saved rule applies to the very next booking.
 */
export function registerMuseumReserveRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx

  app.get(`${PATH}/list`, { config: { permission: LIST_PERMISSIONS } }, async () => {
    const rows = prepared(db, 'SELECT * FROM museum_reserve_rule ORDER BY type').all() as RuleRow[]
    return ok(rows.map(toReserveRuleItem))
  })

  app.put(`${PATH}/update`, { config: { permission: 'reserve:rule:update' } }, async (request) => {
    const body = parseInput(reserveRuleUpdate, request.body)
    const changed = prepared(
      db,
      `UPDATE museum_reserve_rule SET enabled = ?, advance_days = ?, cancel_deadline_hours = ?,
         max_persons = ?, min_persons = ?, daily_limit_per_id_number = ?, temp_amount_take = ?,
         update_time = ? WHERE id = ?`,
    ).run(
      body.enabled ? 1 : 0,
      body.advanceDays,
      body.cancelDeadlineHours,
      body.maxPersons,
      body.minPersons,
      body.dailyLimitPerIdNumber,
      body.tempAmountTake,
      ctx.now(),
      body.id,
    ).changes
    if (changed !== 1) throw bizError(ReserveErrors.RULE_NOT_EXISTS)
    return ok(true)
  })
}
