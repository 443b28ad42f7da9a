import type { FastifyInstance } from 'fastify'
import {
  payRefundFilters,
  payRefundItem,
  type PayRefundItem,
} from '../../../../src/shared/wire/pay-refund'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { betweenFilter, eqFilter } from '../lib/filters'
import { idQuery, optionalDateRange, parseInput, wireItem } from '../lib/validation'
import { payAppNames, yuan } from '../pay/pay-labels'
import { findPayRefund, type PayRefundRow } from '../pay/pay-rows'

function toItem(row: PayRefundRow, appName: (id: number) => string | null): PayRefundItem {
  return wireItem(payRefundItem, {
    id: row.id,
    no: row.no,
    appId: row.app_id,
    appName: appName(row.app_id),
    orderId: row.order_id,
    orderNo: row.order_no,
    channelCode: row.channel_code,
    merchantOrderId: row.merchant_order_id,
    merchantRefundId: row.merchant_refund_id,
    notifyUrl: row.notify_url,
    status: row.status,
    payPrice: row.pay_price,
    refundPrice: row.refund_price,
    reason: row.reason,
    userIp: row.user_ip,
    channelOrderNo: row.channel_order_no,
    channelRefundNo: row.channel_refund_no,
    channelErrorCode: row.channel_error_code,
    channelErrorMsg: row.channel_error_msg,
    successTime: row.success_time,
    createTime: row.create_time,
  })
}

/** 退款订单: page, get, export-excel under pay:refund:* (refunds are made by merchants). */
export function registerPayRefundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `pay:refund:${action}` } })
  const filters = {
    appId: eqFilter('app_id', payRefundFilters.appId),
    channelCode: eqFilter('channel_code', payRefundFilters.channelCode),
    merchantOrderId: eqFilter('merchant_order_id', payRefundFilters.merchantOrderId),
    merchantRefundId: eqFilter('merchant_refund_id', payRefundFilters.merchantRefundId),
    channelOrderNo: eqFilter('channel_order_no', payRefundFilters.channelOrderNo),
    channelRefundNo: eqFilter('channel_refund_no', payRefundFilters.channelRefundNo),
    status: eqFilter('status', payRefundFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const byId = idQuery('退款单编号')

  app.get('/pay/refund/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findPayRefund(db, id)
    return ok(row ? toItem(row, payAppNames(db)) : null)
  })

  registerLogRoutes<PayRefundRow, PayRefundItem>(app, db, {
    path: '/pay/refund',
    permission: 'pay:refund',
    table: 'pay_refund',
    filters,
    toItemPerRequest: () => {
      const appName = payAppNames(db)
      return (row) => toItem(row, appName)
    },
    exportColumns: () => {
      const appName = payAppNames(db)
      const statusLabel = dictLabels(db, 'pay_refund_status')
      const channelLabel = dictLabels(db, 'pay_channel_code')
      return [
        ['编号', (r) => r.id],
        ['支付应用', (r) => appName(r.app_id) ?? r.app_id],
        ['支付金额（元）', (r) => yuan(r.pay_price)],
        ['退款金额（元）', (r) => yuan(r.refund_price)],
        ['退款原因', (r) => r.reason],
        ['商户支付单号', (r) => r.merchant_order_id],
        ['商户退款单号', (r) => r.merchant_refund_id],
        ['退款单号', (r) => r.no],
        ['渠道支付单号', (r) => r.channel_order_no ?? ''],
        ['渠道退款单号', (r) => r.channel_refund_no ?? ''],
        ['退款状态', (r) => statusLabel(r.status)],
        ['退款渠道', (r) => (r.channel_code ? channelLabel(r.channel_code) : '')],
        ['渠道错误信息', (r) => r.channel_error_msg ?? ''],
        ['退款时间', (r) => formatDateTime(r.success_time)],
        ['创建时间', (r) => formatDateTime(r.create_time)],
      ]
    },
    exportFile: { name: '退款订单.xlsx', asciiName: 'pay-refund.xlsx' },
    exportPath: '/pay/refund/export-excel',
  })
}
