import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  payNotifyDetail,
  payNotifyFilters,
  payNotifyItem,
  type PayNotifyItem,
} from '../../../../src/shared/wire/pay-notify'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { payAppNames } from '../pay/pay-labels'
import type { NotifyTaskRow } from '../pay/pay-notify'

interface NotifyLogRow {
  id: number
  task_id: number
  notify_times: number
  status: number
  response: string | null
  create_time: number
}

function toItem(row: NotifyTaskRow, appName: (id: number) => string | null): PayNotifyItem {
  return wireItem(payNotifyItem, {
    id: row.id,
    appId: row.app_id,
    appName: appName(row.app_id),
    type: row.type,
    dataId: row.data_id,
    status: row.status,
    merchantOrderId: row.merchant_order_id,
    notifyTimes: row.notify_times,
    maxNotifyTimes: row.max_notify_times,
    lastExecuteTime: row.last_execute_time,
    nextNotifyTime: row.next_notify_time,
    notifyUrl: row.notify_url,
    createTime: row.create_time,
  })
}

/** 回调通知: page and get-detail (every try with the merchant's answer) under pay:notify:query. */
export function registerPayNotifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = { config: { permission: 'pay:notify:query' } }
  const filters = {
    appId: eqFilter('app_id', payNotifyFilters.appId),
    type: eqFilter('type', payNotifyFilters.type),
    dataId: eqFilter('data_id', payNotifyFilters.dataId),
    status: eqFilter('status', payNotifyFilters.status),
    merchantOrderId: eqFilter('merchant_order_id', payNotifyFilters.merchantOrderId),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('通知编号')

  app.get('/pay/notify/page', guard, async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    const appName = payAppNames(db)
    return ok(
      selectPage(
        db,
        { table: 'pay_notify_task', where, orderBy: 'id DESC', page },
        (row: NotifyTaskRow) => toItem(row, appName),
      ),
    )
  })

  app.get('/pay/notify/get-detail', guard, async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = db.prepare('SELECT * FROM pay_notify_task WHERE id = ?').get(id) as
      NotifyTaskRow | undefined
    if (!row) return ok(null)
    const logs = db
      .prepare('SELECT * FROM pay_notify_log WHERE task_id = ? ORDER BY id')
      .all(id) as NotifyLogRow[]
    return ok(
      wireItem(payNotifyDetail, {
        ...toItem(row, payAppNames(db)),
        logs: logs.map((log) => ({
          id: log.id,
          status: log.status,
          notifyTimes: log.notify_times,
          response: log.response,
          createTime: log.create_time,
        })),
      }),
    )
  })
}
