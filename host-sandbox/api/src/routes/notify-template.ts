import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  fillTemplate,
  notifySendBody,
  notifyTemplateCreate,
  notifyTemplateFilters,
  notifyTemplateItem,
  notifyTemplateUpdate,
  templateParamsOf,
  type NotifyTemplateCreate,
  type NotifyTemplateItem,
} from '../../../../src/shared/wire/notify-template'
import { insertNotifyMessage, type NewNotifyMessage } from '../db/repos/notify-repo'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { NotifyTemplateErrors, UserErrors } from '../lib/error-codes'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { storedStringList } from '../lib/stored-list'

const TABLE = 'system_notify_template'

interface TemplateRow {
  id: number
  name: string
  code: string
  nickname: string
  content: string
  params: string
  type: number
  status: number
  remark: string | null
  create_time: number
}

const toItem = (row: TemplateRow): NotifyTemplateItem =>
  wireItem(notifyTemplateItem, {
    id: row.id,
    name: row.name,
    code: row.code,
    nickname: row.nickname,
    content: row.content,
    params: storedStringList(row.params),
    type: row.type,
    status: row.status,
    remark: row.remark,
    createTime: row.create_time,
  })

/** The columns of a body; the {param} names are read from the content here, once, on save. */
export const templateColumns = (body: NotifyTemplateCreate) => ({
  name: body.name.trim(),
  code: body.code.trim(),
  nickname: body.nickname.trim(),
  content: body.content,
  params: JSON.stringify(templateParamsOf(body.content)),
  type: body.type,
  status: body.status,
  remark: body.remark?.trim() ?? '',
})

/** A value a user typed for a parameter counts only when it is not blank. */
const isGiven = (value: unknown) =>
  value !== undefined && value !== null && String(value).trim() !== ''

/**
 * 站内信模板: CRUD under system:notify-template:*, and send-notify (its own permission), which
 * writes one message to a back-office user from an enabled template with every parameter given;
 * the recipient's bell (get-unread-count / get-unread-list) shows it at its next poll.
 */
export function registerNotifyTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({
    config: { permission: `system:notify-template:${action}` },
  })
  const filters = {
    name: likeFilter('name', notifyTemplateFilters.name),
    code: likeFilter('code', notifyTemplateFilters.code),
    status: eqFilter('status', notifyTemplateFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  // Filters first, then paging: the first problem reported is the filters'.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery('模板编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as TemplateRow | undefined
  const assertCodeFree = (code: string, selfId?: number) => {
    const other = db.prepare(`SELECT id FROM ${TABLE} WHERE code = ?`).get(code) as
      { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(NotifyTemplateErrors.CODE_DUPLICATE, code)
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/notify-template/page',
      permission: 'system:notify-template:query',
      summary: '获得站内信模版分页',
      query: pageQuery,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      const page = query
      return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toItem))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/notify-template/get',
      permission: 'system:notify-template:query',
      summary: '获得站内信模版',
      query: byId,
    },
    async ({ query: { id } }) => {
      const row = find(id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/notify-template/create',
      permission: 'system:notify-template:create',
      summary: '创建站内信模版',
      body: notifyTemplateCreate,
    },
    async ({ body }) => {
      const id = db.transaction(() => {
        assertCodeFree(body.code.trim())
        return insertRow(db, TABLE, { ...templateColumns(body), create_time: ctx.now() })
      })()
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/notify-template/update',
      permission: 'system:notify-template:update',
      summary: '更新站内信模版',
      body: notifyTemplateUpdate,
    },
    async ({ body }) => {
      db.transaction(() => {
        if (!find(body.id)) throw bizError(NotifyTemplateErrors.NOT_EXISTS)
        assertCodeFree(body.code.trim(), body.id)
        updateRowById(db, TABLE, body.id, templateColumns(body))
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/system/notify-template/delete',
      permission: 'system:notify-template:delete',
      summary: '删除站内信模版',
      query: byId,
    },
    async ({ query: { id } }) => {
      const removed = db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id).changes
      if (removed === 0) throw bizError(NotifyTemplateErrors.NOT_EXISTS)
      return ok(true)
    },
  )

  app.post('/system/notify-template/send-notify', guard('send-notify'), async (request) => {
    const body = parseInput(notifySendBody, request.body)
    const message = notifyMessageOf(db, body.templateCode, body.templateParams)
    if (!db.prepare('SELECT 1 FROM system_users WHERE id = ?').get(body.userId)) {
      throw bizError(UserErrors.USER_NOT_EXISTS)
    }
    return ok(insertNotifyMessage(db, { ...message, userId: body.userId }, ctx.now()))
  })
}

/**
 * The message the template `templateCode` writes with `templateParams`, for any recipient: the
 * template must exist and be enabled, and every one of its parameters be given (send-notify and
 * the job sendNotifyJob refuse alike).
 */
export function notifyMessageOf(
  db: Database,
  templateCode: string,
  templateParams: Record<string, unknown>,
): Omit<NewNotifyMessage, 'userId'> {
  const template = db.prepare(`SELECT * FROM ${TABLE} WHERE code = ?`).get(templateCode.trim()) as
    TemplateRow | undefined
  if (!template) throw bizError(NotifyTemplateErrors.NOT_EXISTS)
  if (template.status !== 0) throw bizError(NotifyTemplateErrors.DISABLED, template.name)
  const params = storedStringList(template.params)
  const missing = params.find((name) => !isGiven(templateParams[name]))
  if (missing !== undefined) throw bizError(NotifyTemplateErrors.PARAM_MISS, missing)
  // Only the template's own parameters are kept with the message.
  const values = Object.fromEntries(
    params.map((name) => [name, String(templateParams[name]).trim()]),
  )
  return {
    templateId: template.id,
    templateCode: template.code,
    templateNickname: template.nickname,
    templateContent: fillTemplate(template.content, values),
    templateType: template.type,
    templateParams: values,
  }
}
