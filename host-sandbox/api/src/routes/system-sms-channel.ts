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
import { isMaskOf } from '../lib/masked-secrets'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { apiRoute } from '../lib/api-route'
import { idQuery, optionalDateRange, pageParams, wireItem } from '../lib/validation'
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
  const filters = {
    signature: likeFilter('signature', smsChannelFilters.signature),
    status: eqFilter('status', smsChannelFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const pageQuery = z.object({ ...filterQuery(filters).shape, ...pageParams })
  const byId = idQuery('编号')
  const mustExist = (id: number) => {
    const row = findChannel(db, id)
    if (!row) throw bizError(SmsAdminErrors.CHANNEL_NOT_EXISTS)
    return row
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/sms-channel/page',
      permission: `${PERMISSION}:query`,
      summary: '获得短信渠道分页（API 密钥掩码）',
      query: pageQuery,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      const page = { pageNo: query.pageNo, pageSize: query.pageSize }
      return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toChannelItem))
    },
  )

  // Every screen of 短信管理 names channels: any of their query permissions will do.
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/sms-channel/list-all-simple',
      permission: ['system:sms-channel:query', 'system:sms-template:query', 'system:sms-log:query'],
      summary: '获得短信渠道精简列表',
    },
    async () => {
      const rows = db
        .prepare(`SELECT id, signature, code FROM ${TABLE} ORDER BY id`)
        .all() as Array<Pick<SmsChannelRow, 'id' | 'signature' | 'code'>>
      return ok(rows.map((row) => wireItem(smsChannelSimpleItem, row)))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/sms-channel/get',
      permission: `${PERMISSION}:query`,
      summary: '获得短信渠道（API 密钥掩码）',
      query: byId,
    },
    async ({ query }) => {
      const row = findChannel(db, query.id)
      return ok(row ? toChannelItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/sms-channel/create',
      permission: `${PERMISSION}:create`,
      summary: '创建短信渠道',
      body: smsChannelCreate,
    },
    async ({ body }) => {
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
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/sms-channel/update',
      permission: `${PERMISSION}:update`,
      summary: '更新短信渠道（渠道编码不变；API 密钥掩码原样提交则保留）',
      body: smsChannelUpdate,
    },
    async ({ body }) => {
      db.transaction(() => {
        const row = mustExist(body.id)
        const keepsSecret = isMaskOf(body.apiSecret, row.api_secret, maskSecret)
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
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/system/sms-channel/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除短信渠道（还有短信模板时拒绝）',
      query: byId,
    },
    async ({ query }) => {
      const { id } = query
      db.transaction(() => {
        mustExist(id)
        const used = db.prepare('SELECT 1 FROM system_sms_template WHERE channel_id = ?').get(id)
        if (used) throw bizError(SmsAdminErrors.CHANNEL_HAS_CHILDREN)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
      })()
      return ok(true)
    },
  )
}
