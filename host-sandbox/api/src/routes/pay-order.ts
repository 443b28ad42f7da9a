import type { FastifyInstance } from 'fastify'
import {
  payOrderDetail,
  payOrderFilters,
  payOrderItem,
  payOrderSubmit,
  payOrderSubmitResult,
  type PayOrderItem,
} from '../../../../src/shared/wire/pay-order'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { betweenFilter, eqFilter } from '../lib/filters'
import { idQuery, optionalDateRange, parseInput, wireItem } from '../lib/validation'
import { payAppNames, yuan } from '../pay/pay-labels'
import { findPayOrder, type PayExtensionRow, type PayOrderRow } from '../pay/pay-rows'
import { submitFromRequest } from '../pay/pay-submit-request'
import { PAY_CASHIER_PERMISSIONS } from './pay-channel'

function toItem(row: PayOrderRow, appName: (id: number) => string | null): PayOrderItem {
  return wireItem(payOrderItem, {
    id: row.id,
    appId: row.app_id,
    appName: appName(row.app_id),
    channelCode: row.channel_code,
    merchantOrderId: row.merchant_order_id,
    subject: row.subject,
    body: row.body,
    notifyUrl: row.notify_url,
    price: row.price,
    channelFeeRate: row.channel_fee_rate,
    channelFeePrice: row.channel_fee_price,
    status: row.status,
    userIp: row.user_ip,
    expireTime: row.expire_time,
    successTime: row.success_time,
    no: row.no,
    refundPrice: row.refund_price,
    channelOrderNo: row.channel_order_no,
    createTime: row.create_time,
  })
}

/**
 * 支付订单: page, get-detail, export-excel under pay:order:*; get and submit are the cashier's
 * (pay:order:submit, or the page's query permission).
 */
export function registerPayOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `pay:order:${action}` } })
  const cashier = { config: { permission: PAY_CASHIER_PERMISSIONS } }
  const filters = {
    appId: eqFilter('app_id', payOrderFilters.appId),
    channelCode: eqFilter('channel_code', payOrderFilters.channelCode),
    merchantOrderId: eqFilter('merchant_order_id', payOrderFilters.merchantOrderId),
    channelOrderNo: eqFilter('channel_order_no', payOrderFilters.channelOrderNo),
    no: eqFilter('no', payOrderFilters.no),
    status: eqFilter('status', payOrderFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const byId = idQuery('支付订单编号')

  registerLogRoutes<PayOrderRow, PayOrderItem>(app, db, {
    path: '/pay/order',
    permission: 'pay:order',
    table: 'pay_order',
    filters,
    toItemPerRequest: () => {
      const appName = payAppNames(db)
      return (row) => toItem(row, appName)
    },
    // Lookups before the rows: the connection is busy while an iterator is open.
    exportColumns: () => {
      const appName = payAppNames(db)
      const statusLabel = dictLabels(db, 'pay_order_status')
      const channelLabel = dictLabels(db, 'pay_channel_code')
      return [
        ['编号', (r) => r.id],
        ['支付应用', (r) => appName(r.app_id) ?? r.app_id],
        ['商品标题', (r) => r.subject],
        ['支付金额（元）', (r) => yuan(r.price)],
        ['退款金额（元）', (r) => yuan(r.refund_price)],
        ['手续费（元）', (r) => yuan(r.channel_fee_price)],
        ['商户单号', (r) => r.merchant_order_id],
        ['支付单号', (r) => r.no ?? ''],
        ['渠道单号', (r) => r.channel_order_no ?? ''],
        ['支付状态', (r) => statusLabel(r.status)],
        ['支付渠道', (r) => (r.channel_code ? channelLabel(r.channel_code) : '')],
        ['支付时间', (r) => formatDateTime(r.success_time)],
        ['创建时间', (r) => formatDateTime(r.create_time)],
      ]
    },
    exportFile: { name: '支付订单.xlsx', asciiName: 'pay-order.xlsx' },
    exportPath: '/pay/order/export-excel',
  })

  app.get('/pay/order/get', cashier, async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findPayOrder(db, id)
    return ok(row ? toItem(row, payAppNames(db)) : null)
  })

  app.get('/pay/order/get-detail', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findPayOrder(db, id)
    if (!row) return ok(null)
    // The submit that paid, else the latest one (what the member last tried).
    const extension = (
      row.extension_id
        ? db.prepare('SELECT * FROM pay_order_extension WHERE id = ?').get(row.extension_id)
        : db
            .prepare(
              'SELECT * FROM pay_order_extension WHERE order_id = ? ORDER BY id DESC LIMIT 1',
            )
            .get(row.id)
    ) as PayExtensionRow | undefined
    return ok(
      wireItem(payOrderDetail, {
        ...toItem(row, payAppNames(db)),
        extension: extension
          ? {
              no: extension.no,
              status: extension.status,
              channelNotifyData: extension.channel_notify_data,
            }
          : null,
      }),
    )
  })

  app.post('/pay/order/submit', cashier, async (request) => {
    const body = parseInput(payOrderSubmit, request.body)
    const result = await submitFromRequest(ctx, request, body)
    return ok(wireItem(payOrderSubmitResult, result))
  })
}
