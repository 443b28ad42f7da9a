import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  payAppCreate,
  payAppFilters,
  payAppItem,
  payAppStatusBody,
  payAppUpdate,
  type PayAppItem,
} from '../../../../src/shared/wire/pay-app'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { PayErrors } from '../pay/pay-errors'
import { findPayApp, type PayAppRow } from '../pay/pay-rows'

/** 支付应用: page/list/get/create/update/update-status/delete under pay:app:*. */
export function registerPayAppRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `pay:app:${action}` } })
  const filters = {
    name: likeFilter('name', payAppFilters.name),
    status: eqFilter('status', payAppFilters.status),
    remark: likeFilter('remark', payAppFilters.remark),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('应用编号')
  const enabledCodes = db.prepare(
    'SELECT code FROM pay_channel WHERE app_id = ? AND status = 0 ORDER BY id',
  )
  const toItem = (row: PayAppRow): PayAppItem =>
    wireItem(payAppItem, {
      id: row.id,
      name: row.name,
      status: row.status,
      remark: row.remark,
      orderNotifyUrl: row.order_notify_url,
      refundNotifyUrl: row.refund_notify_url,
      createTime: row.create_time,
      channelCodes: (enabledCodes.all(row.id) as Array<{ code: string }>).map((c) => c.code),
    })
  const mustExist = (id: number) => {
    const row = findPayApp(db, id)
    if (!row) throw bizError(PayErrors.APP_NOT_FOUND)
    return row
  }
  const columnsOf = (body: z.output<typeof payAppCreate>) => ({
    name: body.name.trim(),
    status: body.status,
    remark: body.remark ?? '',
    order_notify_url: body.orderNotifyUrl,
    refund_notify_url: body.refundNotifyUrl,
  })

  app.get('/pay/app/page', guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: 'pay_app', where, orderBy: 'id DESC', page }, toItem))
  })

  // A lookup (the order and refund filters): any staff member may read the apps' names.
  app.get('/pay/app/list', async () => {
    const rows = db.prepare('SELECT * FROM pay_app ORDER BY id').all() as PayAppRow[]
    return ok(rows.map(toItem))
  })

  app.get('/pay/app/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findPayApp(db, id)
    return ok(row ? toItem(row) : null)
  })

  app.post('/pay/app/create', guard('create'), async (request) => {
    const body = parseInput(payAppCreate, request.body)
    const now = ctx.now()
    return ok(insertRow(db, 'pay_app', { ...columnsOf(body), create_time: now, update_time: now }))
  })

  app.put('/pay/app/update', guard('update'), async (request) => {
    const body = parseInput(payAppUpdate, request.body)
    mustExist(body.id)
    updateRowById(db, 'pay_app', body.id, { ...columnsOf(body), update_time: ctx.now() })
    return ok(true)
  })

  app.put('/pay/app/update-status', guard('update'), async (request) => {
    const body = parseInput(payAppStatusBody, request.body)
    mustExist(body.id)
    updateRowById(db, 'pay_app', body.id, { status: body.status, update_time: ctx.now() })
    return ok(true)
  })

  app.delete('/pay/app/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      mustExist(id)
      if (db.prepare('SELECT 1 FROM pay_order WHERE app_id = ? LIMIT 1').get(id))
        throw bizError(PayErrors.APP_HAS_ORDERS)
      db.prepare('DELETE FROM pay_channel WHERE app_id = ?').run(id)
      db.prepare('DELETE FROM pay_app WHERE id = ?').run(id)
    })()
    return ok(true)
  })
}
