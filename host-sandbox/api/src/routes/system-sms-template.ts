import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  SMS_USER_TYPE_ADMIN,
  smsSendBody,
  smsTemplateCreate,
  smsTemplateFilters,
  smsTemplateItem,
  smsTemplateParams,
  smsTemplateUpdate,
  type SmsTemplateCreate,
  type SmsTemplateItem,
} from '../../../../src/shared/wire/system-sms'
import { findUserByMobile } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { dictLabels } from '../lib/log-routes'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { apiRoute } from '../lib/api-route'
import { idQuery, optionalDateRange, pageParams, wireItem } from '../lib/validation'
import { sendXlsx, XLSX_MIME, type XlsxColumn } from '../lib/xlsx'
import { SmsProviderError } from '../sms/sms-client'
import { smsClientOf } from '../sms/sms-clients'
import { SmsAdminErrors } from '../sms/sms-errors'
import {
  channelSettings,
  findChannel,
  templateParamNames,
  type SmsChannelRow,
  type SmsTemplateRow,
} from '../sms/sms-rows'
import { sendSms } from '../sms/sms-send'

const TABLE = 'system_sms_template'
const PERMISSION = 'system:sms-template'

function toTemplateItem(row: SmsTemplateRow): SmsTemplateItem {
  return wireItem(smsTemplateItem, {
    id: row.id,
    type: row.type,
    status: row.status,
    code: row.code,
    name: row.name,
    content: row.content,
    params: templateParamNames(row),
    remark: row.remark,
    apiTemplateId: row.api_template_id,
    channelId: row.channel_id,
    channelCode: row.channel_code,
    createTime: row.create_time,
  })
}

/**
 * 短信模板: CRUD, export and 测试 (send-sms) under system:sms-template:*. Saving checks the code is
 * free, the channel enabled and the provider's template usable (asked of the provider itself).
 */
export function registerSystemSmsTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const permission = (action: string) => `${PERMISSION}:${action}`
  const filters = {
    type: eqFilter('type', smsTemplateFilters.type),
    status: eqFilter('status', smsTemplateFilters.status),
    code: likeFilter('code', smsTemplateFilters.code),
    content: likeFilter('content', smsTemplateFilters.content),
    apiTemplateId: likeFilter('api_template_id', smsTemplateFilters.apiTemplateId),
    channelId: eqFilter('channel_id', smsTemplateFilters.channelId),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery('编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as SmsTemplateRow | undefined

  const assertCodeFree = (code: string, selfId?: number) => {
    const other = db.prepare(`SELECT id FROM ${TABLE} WHERE code = ?`).get(code) as
      { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(SmsAdminErrors.TEMPLATE_CODE_DUPLICATE, code)
  }
  const enabledChannel = (channelId: number): SmsChannelRow => {
    const channel = findChannel(db, channelId)
    if (!channel) throw bizError(SmsAdminErrors.CHANNEL_NOT_EXISTS)
    if (channel.status !== 0) throw bizError(SmsAdminErrors.CHANNEL_DISABLE)
    return channel
  }
  /** Asks the provider whether its template can be used; refuses the save when it cannot. */
  const assertProviderTemplate = async (channel: SmsChannelRow, apiTemplateId: string) => {
    const client = smsClientOf(ctx, channelSettings(channel))
    if (!client) throw bizError(SmsAdminErrors.TEMPLATE_API_ERROR, `不支持的渠道 ${channel.code}`)
    let template
    try {
      template = await client.getTemplate(apiTemplateId)
    } catch (error) {
      if (!(error instanceof SmsProviderError)) throw error
      throw bizError(SmsAdminErrors.TEMPLATE_API_ERROR, error.message)
    }
    if (template.status === 'not-found') throw bizError(SmsAdminErrors.TEMPLATE_API_NOT_FOUND)
    if (template.status === 'checking') throw bizError(SmsAdminErrors.TEMPLATE_API_AUDIT_CHECKING)
    if (template.status === 'rejected') {
      throw bizError(SmsAdminErrors.TEMPLATE_API_AUDIT_FAIL, template.reason)
    }
  }
  /** Checks a body, the provider last (a network call), and answers the columns to write. */
  const checkedColumns = async (body: SmsTemplateCreate, selfId?: number) => {
    assertCodeFree(body.code, selfId)
    const channel = enabledChannel(body.channelId)
    await assertProviderTemplate(channel, body.apiTemplateId)
    return {
      type: body.type,
      status: body.status,
      code: body.code,
      name: body.name.trim(),
      content: body.content,
      params: JSON.stringify(smsTemplateParams(body.content)),
      remark: body.remark ?? null,
      api_template_id: body.apiTemplateId,
      channel_id: channel.id,
      channel_code: channel.code,
    }
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/sms-template/page',
      permission: permission('query'),
      summary: '获得短信模板分页',
      query: pageQuery,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      const page = { pageNo: query.pageNo, pageSize: query.pageSize }
      return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toTemplateItem))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/sms-template/get',
      permission: permission('query'),
      summary: '获得短信模板',
      query: byId,
    },
    async ({ query }) => {
      const { id } = query
      const row = find(id)
      return ok(row ? toTemplateItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/sms-template/create',
      permission: permission('create'),
      summary: '创建短信模板（向渠道核对 API 模板编号）',
      body: smsTemplateCreate,
    },
    async ({ body }) => {
      const columns = await checkedColumns(body)
      // The code is checked again with the write: the provider call left time for a twin.
      const id = db.transaction(() => {
        assertCodeFree(body.code)
        const now = ctx.now()
        return insertRow(db, TABLE, {
          ...columns,
          create_time: now,
          update_time: now,
        })
      })()
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/sms-template/update',
      permission: permission('update'),
      summary: '更新短信模板（向渠道核对 API 模板编号）',
      body: smsTemplateUpdate,
    },
    async ({ body }) => {
      if (!find(body.id)) throw bizError(SmsAdminErrors.TEMPLATE_NOT_EXISTS)
      const columns = await checkedColumns(body, body.id)
      db.transaction(() => {
        if (!find(body.id)) throw bizError(SmsAdminErrors.TEMPLATE_NOT_EXISTS)
        assertCodeFree(body.code, body.id)
        updateRowById(db, TABLE, body.id, {
          ...columns,
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
      url: '/system/sms-template/delete',
      permission: permission('delete'),
      summary: '删除短信模板',
      query: byId,
    },
    async ({ query }) => {
      const { id } = query
      if (!find(id)) throw bizError(SmsAdminErrors.TEMPLATE_NOT_EXISTS)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/sms-template/export-excel',
      permission: permission('export'),
      summary: '导出短信模板 Excel',
      query: filterSchema,
      file: { contentType: XLSX_MIME },
    },
    async ({ query }, _request, reply) => {
      const where = whereOf(filters, query)
      const typeLabel = dictLabels(db, 'system_sms_template_type')
      const statusLabel = dictLabels(db, 'common_status')
      const columns: XlsxColumn<SmsTemplateRow>[] = [
        ['编号', (r) => r.id],
        ['短信类型', (r) => typeLabel(r.type)],
        ['开启状态', (r) => statusLabel(r.status)],
        ['模板编码', (r) => r.code],
        ['模板名称', (r) => r.name],
        ['模板内容', (r) => r.content],
        ['参数数组', (r) => templateParamNames(r).join(',')],
        ['备注', (r) => r.remark ?? ''],
        ['短信 API 的模板编号', (r) => r.api_template_id],
        ['短信渠道编号', (r) => r.channel_id],
        ['短信渠道编码', (r) => r.channel_code],
        ['创建时间', (r) => formatDateTime(r.create_time)],
      ]
      const rows = db
        .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY id DESC`)
        .iterate(...where.params) as Iterable<SmsTemplateRow>
      return sendXlsx(
        reply,
        { name: '短信模板.xlsx', asciiName: 'sms-template.xlsx' },
        columns,
        rows,
      )
    },
  )

  // 测试: answers the log id at once; the log row tells how the provider answered.
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/sms-template/send-sms',
      permission: permission('send-sms'),
      summary: '发送短信（测试），返回短信日志编号',
      body: smsSendBody,
    },
    async ({ body }) => {
      const mobile = body.mobile.trim()
      const staff = findUserByMobile(db, mobile)
      return ok(
        sendSms(ctx, {
          mobile,
          templateCode: body.templateCode.trim(),
          templateParams: body.templateParams ?? {},
          userId: staff?.id ?? null,
          userType: staff ? SMS_USER_TYPE_ADMIN : null,
        }),
      )
    },
  )
}
