import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  LOGIN_RESULTS,
  loginLogFilters,
  loginLogItem,
  type LoginLogItem,
} from '../../../../src/shared/wire/login-log'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { betweenFilter, filterQuery, likeFilter, whereOf, type Filter } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import { dictLabels } from './operate-log'

const TABLE = 'system_login_log'

interface LoginLogRow {
  id: number
  log_type: number
  user_id: number | null
  user_type: number
  username: string
  user_ip: string
  user_agent: string
  result: number
  create_time: number
}

function toItem(row: LoginLogRow): LoginLogItem {
  return wireItem(loginLogItem, {
    id: row.id,
    logType: row.log_type,
    username: row.username,
    userIp: row.user_ip,
    userAgent: row.user_agent,
    result: row.result,
    createTime: row.create_time,
  })
}

/** status=true: successful attempts only; false: the refused ones. */
const statusFilter: Filter = {
  schema: loginLogFilters.status,
  apply: (where, value) =>
    value === undefined
      ? where
      : where.raw(value ? 'result = ?' : 'result <> ?', LOGIN_RESULTS.SUCCESS),
}

/** 登录日志: read-only page and .xlsx export of every login attempt and logout. */
export function registerLoginLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `system:login-log:${action}` } })
  const filters = {
    userIp: likeFilter('user_ip', loginLogFilters.userIp),
    username: likeFilter('username', loginLogFilters.username),
    status: statusFilter,
    createTime: betweenFilter('create_time', optionalDateRange('登录时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const whereOfQuery = (query: unknown) => whereOf(filters, parseInput(filterSchema, query))

  app.get('/system/login-log/page', guard('query'), async (request) => {
    const where = whereOfQuery(request.query)
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toItem))
  })

  app.get('/system/login-log/export', guard('export'), async (request, reply) => {
    const where = whereOfQuery(request.query)
    // Labels first: the connection is busy while the rows' iterator is open.
    const typeLabel = dictLabels(db, 'system_login_type')
    const resultLabel = dictLabels(db, 'system_login_result')
    const columns: XlsxColumn<LoginLogRow>[] = [
      ['日志编号', (r) => r.id],
      ['操作类型', (r) => typeLabel(r.log_type)],
      ['用户名称', (r) => r.username],
      ['登录地址', (r) => r.user_ip],
      ['浏览器', (r) => r.user_agent],
      ['登陆结果', (r) => resultLabel(r.result)],
      ['登录日期', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY id DESC`)
      .iterate(...where.params) as Iterable<LoginLogRow>
    return sendXlsx(reply, { name: '登录日志.xlsx', asciiName: 'login-log.xlsx' }, columns, rows)
  })
}
