import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  payChannelCreate,
  payChannelItem,
  payChannelQuery,
  payChannelUpdate,
  type PayChannelItem,
} from '../../../../src/shared/wire/pay-channel'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, parseInput, requiredInt, wireItem } from '../lib/validation'
import { configToAnswer, configToStore } from '../pay/channel-config'
import { PayErrors } from '../pay/pay-errors'
import { findPayApp, findPayChannel, type PayChannelRow } from '../pay/pay-rows'

/** Who may list an app's enabled channels: the cashier, and the pay pages. */
export const PAY_CASHIER_PERMISSIONS = ['pay:order:submit', 'pay:order:query'] as const

const CONFIG_BODY_LIMIT = 4 * 1024 * 1024

/**
 * 支付渠道 of an app: get?appId&code, create (one per app and code), update, delete under
 * pay:channel:*, and get-enable-code-list for the cashier. Settings are checked per channel and
 * answered with secrets masked.
 */
export function registerPayChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `pay:channel:${action}` } })
  // Certificates chosen in the dialog may be up to 2 MB, sent base64-encoded inside the config.
  const withCertificates = (action: string) => ({ ...guard(action), bodyLimit: CONFIG_BODY_LIMIT })
  const byId = idQuery('渠道编号')
  const byApp = z.object({ appId: requiredInt('应用编号') })
  const toItem = (row: PayChannelRow): PayChannelItem =>
    wireItem(payChannelItem, {
      id: row.id,
      appId: row.app_id,
      code: row.code,
      status: row.status,
      feeRate: row.fee_rate,
      remark: row.remark,
      config: configToAnswer(row.config),
      createTime: row.create_time,
    })
  const findById = (id: number) =>
    db.prepare('SELECT * FROM pay_channel WHERE id = ?').get(id) as PayChannelRow | undefined

  app.get('/pay/channel/get', guard('query'), async (request) => {
    const { appId, code } = parseInput(payChannelQuery, request.query)
    const row = findPayChannel(db, appId, code)
    return ok(row ? toItem(row) : null)
  })

  app.post('/pay/channel/create', withCertificates('create'), async (request) => {
    const body = parseInput(payChannelCreate, request.body)
    const config = configToStore(body.code, body.config, null)
    const now = ctx.now()
    const id = db.transaction(() => {
      if (!findPayApp(db, body.appId)) throw bizError(PayErrors.APP_NOT_FOUND)
      if (findPayChannel(db, body.appId, body.code)) throw bizError(PayErrors.CHANNEL_DUPLICATE)
      return insertRow(db, 'pay_channel', {
        app_id: body.appId,
        code: body.code,
        status: body.status,
        fee_rate: body.feeRate,
        remark: body.remark ?? '',
        config,
        create_time: now,
        update_time: now,
      })
    })()
    return ok(id)
  })

  app.put('/pay/channel/update', withCertificates('update'), async (request) => {
    const body = parseInput(payChannelUpdate, request.body)
    db.transaction(() => {
      const row = findById(body.id)
      if (!row) throw bizError(PayErrors.CHANNEL_NOT_FOUND)
      updateRowById(db, 'pay_channel', row.id, {
        status: body.status,
        fee_rate: body.feeRate,
        remark: body.remark ?? '',
        config: configToStore(row.code, body.config, row.config),
        update_time: ctx.now(),
      })
    })()
    return ok(true)
  })

  app.delete('/pay/channel/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    if (!findById(id)) throw bizError(PayErrors.CHANNEL_NOT_FOUND)
    db.prepare('DELETE FROM pay_channel WHERE id = ?').run(id)
    return ok(true)
  })

  app.get(
    '/pay/channel/get-enable-code-list',
    { config: { permission: [...PAY_CASHIER_PERMISSIONS, 'pay:channel:query'] } },
    async (request) => {
      const { appId } = parseInput(byApp, request.query)
      const rows = db
        .prepare('SELECT code FROM pay_channel WHERE app_id = ? AND status = 0 ORDER BY id')
        .all(appId) as Array<{ code: string }>
      return ok(rows.map((row) => row.code))
    },
  )
}
