import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  ACTIVITY_COST_PAID,
  ACTIVITY_STATUS_CANCELLED,
  ACTIVITY_STATUS_MOVES,
  activityCreate,
  activityPageQuery,
  activitySimpleItem,
  activityStatusUpdate,
  activityUpdate,
} from '../../../../src/shared/wire/museum-activity'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { cleanHtml } from '../lib/sanitize-html'
import { idQuery, parseInput, wireItem } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { coverUrl, storedCover } from '../museum/activity-cover'
import { ActivityErrors, ACTIVITY_STATUS_LABELS } from '../museum/activity-errors'
import {
  ACTIVITY_TABLE,
  findActivity,
  SIGN_TABLE,
  toActivityItem,
  type ActivityRow,
} from '../museum/activity-repo'
import { closeSignsOfCancelledActivity, refundCancelledSigns } from '../museum/activity-pay'
import { cancelOpenSigns } from '../museum/activity-signing'

const PATH = '/museum/activity'

/** Readers of one activity: its list, and the sign-up screens (their header and filter). */
const READ_PERMISSIONS = ['activity:list:query', 'activity:sign:query', 'activity:sign:create']

type ActivityBody = Omit<z.output<typeof activityCreate>, 'status'>

/**
 * /museum/activity/*: 活动列表 (docs/admin-api.md#museum-modules). The content is stored
 * sanitised, the cover must be an image this server stored, the limit never drops below the
 * persons already signed up, and the status moves only along ACTIVITY_STATUS_MOVES.
 */
export function registerMuseumActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (permission: string | string[]) => ({ config: { permission } })
  const byId = idQuery('活动编号')
  const itemOf = (request: FastifyRequest) => (row: ActivityRow) =>
    toActivityItem(row, (cover) => coverUrl(request, ctx.apiBase, cover))

  const columnsOf = (request: FastifyRequest, body: ActivityBody) => {
    const content = body.content ? cleanHtml(body.content).trim() : ''
    return {
      title: body.title.trim(),
      type: body.type,
      cover: storedCover(db, request, ctx.apiBase, body.cover),
      location: body.location?.trim() || null,
      suitable_crowd: body.suitableCrowd?.trim() || null,
      cost: body.cost,
      // A free activity has no price, whatever the form still held.
      price: body.cost === ACTIVITY_COST_PAID ? (body.price ?? 0) : 0,
      start_time: body.startTime,
      end_time: body.endTime,
      sign_start_time: body.signStartTime,
      sign_end_time: body.signEndTime,
      limit_count: body.limitCount,
      content: content || null,
    }
  }

  app.get(`${PATH}/page`, guard('activity:list:query'), async (request) => {
    const query = parseInput(activityPageQuery, request.query)
    const where = new WhereBuilder()
      .like('title', query.title)
      .eq('type', query.type)
      .eq('status', query.status)
    return ok(
      selectPage(
        db,
        { table: ACTIVITY_TABLE, where, orderBy: 'start_time DESC, id DESC', page: query },
        itemOf(request),
      ),
    )
  })

  app.get(`${PATH}/get`, guard(READ_PERMISSIONS), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findActivity(db, id)
    return ok(row ? itemOf(request)(row) : null)
  })

  app.get(`${PATH}/list-all-simple`, guard(READ_PERMISSIONS), async () => {
    const rows = db
      .prepare(`SELECT * FROM ${ACTIVITY_TABLE} ORDER BY start_time DESC, id DESC`)
      .all() as ActivityRow[]
    return ok(
      rows.map((row) =>
        wireItem(activitySimpleItem, {
          id: row.id,
          title: row.title,
          status: row.status,
          startTime: row.start_time,
          signStartTime: row.sign_start_time,
          signEndTime: row.sign_end_time,
          limitCount: row.limit_count,
          signedCount: row.signed_count,
        }),
      ),
    )
  })

  app.post(`${PATH}/create`, guard('activity:list:create'), async (request) => {
    const body = parseInput(activityCreate, request.body)
    const now = ctx.now()
    const id = insertRow(db, ACTIVITY_TABLE, {
      ...columnsOf(request, body),
      status: body.status,
      signed_count: 0,
      creator: request.session?.userId ?? null,
      create_time: now,
      update_time: now,
    })
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('activity:list:update'), async (request) => {
    const body = parseInput(activityUpdate, request.body)
    const columns = columnsOf(request, body)
    db.transaction(() => {
      const row = findActivity(db, body.id)
      if (!row) throw bizError(ActivityErrors.NOT_EXISTS)
      // Read in the same transaction as the write: a sign-up cannot slip in between.
      if (body.limitCount < row.signed_count) {
        throw bizError(ActivityErrors.LIMIT_BELOW_SIGNED, row.signed_count)
      }
      updateRowById(db, ACTIVITY_TABLE, body.id, { ...columns, update_time: ctx.now() })
    })()
    return ok(true)
  })

  app.put(`${PATH}/update-status`, guard('activity:list:update'), async (request) => {
    const body = parseInput(activityStatusUpdate, request.body)
    const now = ctx.now()
    let toRefund: number[] = []
    db.transaction(() => {
      const row = findActivity(db, body.id)
      if (!row) throw bizError(ActivityErrors.NOT_EXISTS)
      if (!(ACTIVITY_STATUS_MOVES[row.status] ?? []).includes(body.status)) {
        throw bizError(
          ActivityErrors.WRONG_STATUS,
          ACTIVITY_STATUS_LABELS[row.status] ?? String(row.status),
          ACTIVITY_STATUS_LABELS[body.status] ?? String(body.status),
        )
      }
      db.prepare(`UPDATE ${ACTIVITY_TABLE} SET status = ?, update_time = ? WHERE id = ?`).run(
        body.status,
        now,
        body.id,
      )
      if (body.status === ACTIVITY_STATUS_CANCELLED) {
        toRefund = closeSignsOfCancelledActivity(db, body.id, now)
        cancelOpenSigns(db, body.id, now)
      }
    })()
    // After the commit: each refund notifies the sign-up's merchant before it answers.
    await refundCancelledSigns(ctx, toRefund, request.ip)
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('activity:list:delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      if (!findActivity(db, id)) throw bizError(ActivityErrors.NOT_EXISTS)
      const signed = db.prepare(`SELECT 1 FROM ${SIGN_TABLE} WHERE activity_id = ? LIMIT 1`).get(id)
      if (signed) throw bizError(ActivityErrors.HAS_SIGNS)
      db.prepare(`DELETE FROM ${ACTIVITY_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
