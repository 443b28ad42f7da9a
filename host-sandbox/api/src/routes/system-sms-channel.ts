import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { maskSecret } from '../../../../src/shared/wire/pay-channel-config'
import {
  smsChannelCreate,
  smsChannelFilters,
  smsChannelItem,
  smsChannelSimpleItem,
  smsChannelUpdate,
  type SmsChannelItem,
} from '../../../../src/shared/wire/system-sms'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { SmsAdminErrors } from '../sms/sms-errors'
import { findChannel, type SmsChannelRow } from '../sms/sms-rows'

const TABLE = 'system_sms_channel'
const PERMISSION = 'system:sms-channel'

/** The secret is answered masked; the mask sent back on update keeps the stored one. */
function toChannelItem(row: SmsChannelRow): SmsChannelItem {
  return wireItem(smsChannelItem, {
    id: row.id,
    signature: row.signature,
    code: row.code,
    status: row.status,
    remark: row.remark,
    apiKey: row.api_key,
    apiSecret: row.api_secret ? maskSecret(row.api_secret) : row.api_secret,
    callbackUrl: row.callback_url,
    createTime: row.create_time,
  })
}

/** 短信渠道: CRUD under system:sms-channel:*, and the simple list the template screens pick from. */
export function registerSystemSmsChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const filters = {
    signature: likeFilter('signature', smsChannelFilters.signature),
    status: eqFilter('status', smsChannelFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('编号')
  const mustExist = (id: number) => {
    const row = findChannel(db, id)
    if (!row) throw bizError(SmsAdminErrors.CHANNEL_NOT_EXISTS)
    return row
  }

  app.get('/system/sms-channel/page', guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toChannelItem))
  })

  // Every screen of 短信管理 names channels: any of their query permissions will do.
  app.get(
    '/system/sms-channel/list-all-simple',
    {
      config: {
        permission: [
          'system:sms-channel:query',
          'system:sms-template:query',
          'system:sms-log:query',
        ],
      },
    },
    async () => {
      const rows = db
        .prepare(`SELECT id, signature, code FROM ${TABLE} ORDER BY id`)
        .all() as Array<Pick<SmsChannelRow, 'id' | 'signature' | 'code'>>
      return ok(rows.map((row) => wireItem(smsChannelSimpleItem, row)))
    },
  )

  app.get('/system/sms-channel/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findChannel(db, id)
    return ok(row ? toChannelItem(row) : null)
  })

  app.post('/system/sms-channel/create', guard('create'), async (request) => {
    const body = parseInput(smsChannelCreate, request.body)
    const now = ctx.now()
    return ok(
      insertRow(db, TABLE, {
        signature: body.signature.trim(),
        code: body.code,
        status: body.status,
        remark: body.remark ?? null,
        api_key: body.apiKey.trim(),
        api_secret: body.apiSecret || null,
        callback_url: body.callbackUrl || null,
        create_time: now,
        update_time: now,
      }),
    )
  })

  app.put('/system/sms-channel/update', guard('update'), async (request) => {
    const body = parseInput(smsChannelUpdate, request.body)
    db.transaction(() => {
      const row = mustExist(body.id)
      const keepsSecret = row.api_secret !== null && body.apiSecret === maskSecret(row.api_secret)
      // The code is fixed at creation: templates and logs were written for that provider.
      updateRowById(db, TABLE, body.id, {
        signature: body.signature.trim(),
        status: body.status,
        remark: body.remark ?? null,
        api_key: body.apiKey.trim(),
        api_secret: keepsSecret ? row.api_secret : body.apiSecret || null,
        callback_url: body.callbackUrl || null,
        update_time: ctx.now(),
      })
    })()
    return ok(true)
  })

  app.delete('/system/sms-channel/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      mustExist(id)
      const used = db.prepare('SELECT 1 FROM system_sms_template WHERE channel_id = ?').get(id)
      if (used) throw bizError(SmsAdminErrors.CHANNEL_HAS_CHILDREN)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
