import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { unreadCount } from '../../../../src/shared/wire/notify-message'
import { sessionOf } from '../auth/auth-hook'
import { toNotifyItem, USER_TYPE_ADMIN, type NotifyMessageRow } from '../db/repos/notify-repo'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { selectPage, type PageParams } from '../lib/paging'
import {
  optionalBoolean,
  optionalDateRange,
  optionalInt,
  optionalText,
  pageParams,
  parseInput,
  wireItem,
} from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

const TABLE = 'system_notify_message'

const adminPageQuery = z.object({
  userId: optionalInt('用户编号'),
  userType: optionalInt('用户类型'),
  templateCode: optionalText('模板编码', 64),
  templateType: optionalInt('模版类型'),
  createTime: optionalDateRange('创建时间'),
  ...pageParams,
})

const myPageQuery = z.object({
  readStatus: optionalBoolean('是否已读'),
  createTime: optionalDateRange('创建时间'),
  ...pageParams,
})

const idsQuery = z.object({
  ids: z.preprocess(
    (v) =>
      v === undefined || v === '' ? [] : (Array.isArray(v) ? v : [v]).map((id) => Number(id)),
    z
      .array(z.number({ error: '编号必须是整数' }).int('编号必须是整数'), {
        error: '编号列表格式不正确',
      })
      .min(1, '编号列表不能为空'),
  ),
})

const unreadListQuery = z.object({
  size: optionalInt('获取数量')
    .refine((v) => v === undefined || (v >= 1 && v <= 100), '获取数量必须在 1 到 100 之间')
    .transform((v) => v ?? 10),
})

export function registerNotifyMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx

  const messagePage = (where: WhereBuilder, page: PageParams) =>
    ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toNotifyItem))

  app.get(
    '/system/notify-message/page',
    { config: { permission: 'system:notify-message:query' } },
    async (request) => {
      const query = parseInput(adminPageQuery, request.query)
      const where = new WhereBuilder()
        .eq('user_id', query.userId)
        .eq('user_type', query.userType)
        .like('template_code', query.templateCode)
        .eq('template_type', query.templateType)
        .between('create_time', query.createTime)
      return messagePage(where, query)
    },
  )

  app.get('/system/notify-message/my-page', async (request) => {
    const { userId } = sessionOf(request)
    const query = parseInput(myPageQuery, request.query)
    const where = new WhereBuilder()
      .eq('user_id', userId)
      .eq('user_type', USER_TYPE_ADMIN)
      .eq('read_status', query.readStatus)
      .between('create_time', query.createTime)
    return messagePage(where, query)
  })

  // Only the caller's own messages change; ids of other users are ignored.
  app.put('/system/notify-message/update-read', async (request) => {
    const { userId } = sessionOf(request)
    const { ids } = parseInput(idsQuery, request.query)
    const placeholders = ids.map(() => '?').join(', ')
    db.prepare(
      `UPDATE ${TABLE} SET read_status = 1, read_time = ?
       WHERE user_id = ? AND user_type = ? AND read_status = 0 AND id IN (${placeholders})`,
    ).run(ctx.now(), userId, USER_TYPE_ADMIN, ...ids)
    return ok(true)
  })

  app.put('/system/notify-message/update-all-read', async (request) => {
    const { userId } = sessionOf(request)
    db.prepare(
      `UPDATE ${TABLE} SET read_status = 1, read_time = ? WHERE user_id = ? AND user_type = ? AND read_status = 0`,
    ).run(ctx.now(), userId, USER_TYPE_ADMIN)
    return ok(true)
  })

  app.get('/system/notify-message/get-unread-list', async (request) => {
    const { userId } = sessionOf(request)
    const { size } = parseInput(unreadListQuery, request.query)
    const rows = db
      .prepare(
        `SELECT * FROM ${TABLE} WHERE user_id = ? AND user_type = ? AND read_status = 0
         ORDER BY id DESC LIMIT ?`,
      )
      .all(userId, USER_TYPE_ADMIN, size) as NotifyMessageRow[]
    return ok(rows.map(toNotifyItem))
  })

  app.get('/system/notify-message/get-unread-count', async (request) => {
    const { userId } = sessionOf(request)
    const row = db
      .prepare(
        `SELECT COUNT(*) AS n FROM ${TABLE} WHERE user_id = ? AND user_type = ? AND read_status = 0`,
      )
      .get(userId, USER_TYPE_ADMIN) as { n: number }
    return ok(wireItem(unreadCount, row.n))
  })
}
