import type { FastifyInstance } from 'fastify'
import {
  activitySignAudit,
  activitySignCreate,
  activitySignId,
  activitySignPageQuery,
  activitySignPaidNotify,
  activitySignRefundNotify,
} from '../../../../src/shared/wire/museum-activity-sign'
import { maskIdNumber, maskMobile } from '../../../../src/shared/wire/museum-fields'
import { sessionOf } from '../auth/auth-hook'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { idQuery, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import { SIGN_STATUS_LABELS } from '../museum/activity-errors'
import { findSign, SIGN_WITH_TITLE, toSignItem, type SignRow } from '../museum/activity-repo'
import {
  cancelSignUp,
  receiveSignPaid,
  receiveSignRefunded,
  registerActivityPayHooks,
  takeSignUp,
} from '../museum/activity-pay'
import { auditSign, signIn } from '../museum/activity-signing'

const PATH = '/museum/activity-sign'

/**
 * /museum/activity-sign/*: 活动报名 (docs/admin-api.md#museum-modules). Lists and the export mask
 * mobiles and ID numbers; get returns them whole. Places are taken and returned in
 * museum/activity-signing.ts.
 */
export function registerMuseumActivitySignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `activity:sign:${action}` } })
  const byId = idQuery('报名编号')
  registerActivityPayHooks()

  const whereOf = (input: unknown) => {
    const query = parseInput(activitySignPageQuery, input)
    const where = new WhereBuilder()
      .eq('activity_id', query.activityId)
      .like('name', query.name)
      .like('mobile', query.mobile)
      .eq('status', query.status)
    return { query, where }
  }

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const { query, where } = whereOf(request.query)
    return ok(
      selectPage(
        db,
        { table: SIGN_WITH_TITLE, where, orderBy: 'id DESC', page: query },
        (row: SignRow) => toSignItem(row, true),
      ),
    )
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findSign(db, id)
    return ok(row ? toSignItem(row, false) : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(activitySignCreate, request.body)
    return ok(
      takeSignUp(db, body, {
        now: ctx.now(),
        creator: sessionOf(request).userId,
        userIp: request.ip,
      }),
    )
  })

  app.put(`${PATH}/audit`, guard('audit'), async (request) => {
    const body = parseInput(activitySignAudit, request.body)
    auditSign(db, body.id, body.pass, ctx.now())
    return ok(true)
  })

  app.put(`${PATH}/cancel`, guard('cancel'), async (request) => {
    const { id } = parseInput(activitySignId, request.body)
    await cancelSignUp(ctx, id, request.ip)
    return ok(true)
  })

  app.put(`${PATH}/sign-in`, guard('sign-in'), async (request) => {
    const { id } = parseInput(activitySignId, request.body)
    signIn(db, id, ctx.now())
    return ok(true)
  })

  // The 活动报名 pay app's notification: no token, a signed body, nothing in it trusted.
  app.post(`${PATH}/update-paid`, { config: { auth: 'public' as const } }, async (request) => {
    const notice = parseInput(activitySignPaidNotify, request.body)
    receiveSignPaid(ctx, request, notice)
    return ok(true)
  })

  app.post(`${PATH}/update-refunded`, { config: { auth: 'public' as const } }, async (request) => {
    const notice = parseInput(activitySignRefundNotify, request.body)
    receiveSignRefunded(ctx, request, notice)
    return ok(true)
  })

  app.get(`${PATH}/export`, guard('export'), async (request, reply) => {
    const { where } = whereOf(request.query)
    const columns: XlsxColumn<SignRow>[] = [
      ['报名编号', (r) => r.id],
      ['活动', (r) => r.activity_title ?? ''],
      ['姓名', (r) => r.name],
      ['手机号码', (r) => maskMobile(r.mobile)],
      ['身份证号码', (r) => maskIdNumber(r.id_number)],
      ['报名人数', (r) => r.person_count],
      ['状态', (r) => SIGN_STATUS_LABELS[r.status] ?? String(r.status)],
      ['签到时间', (r) => formatDateTime(r.sign_in_time)],
      ['报名时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`SELECT * FROM ${SIGN_WITH_TITLE}${where.sql} ORDER BY id DESC`)
      .iterate(...where.params) as Iterable<SignRow>
    return sendXlsx(
      reply,
      { name: '活动报名.xlsx', asciiName: 'activity-sign.xlsx' },
      columns,
      rows,
    )
  })
}
