import type { FastifyInstance } from 'fastify'
import {
  LOGIN_RESULTS,
  loginLogFilters,
  loginLogItem,
  type LoginLogItem,
} from '../../../../src/shared/wire/login-log'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { betweenFilter, likeFilter, type Filter } from '../lib/filters'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { optionalDateRange, wireItem } from '../lib/validation'

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
  const filters = {
    userIp: likeFilter('user_ip', loginLogFilters.userIp),
    username: likeFilter('username', loginLogFilters.username),
    status: statusFilter,
    createTime: betweenFilter('create_time', optionalDateRange('登录时间')),
  }
  registerLogRoutes<LoginLogRow, LoginLogItem>(app, db, {
    path: '/system/login-log',
    permission: 'system:login-log',
    table: TABLE,
    filters,
    toItem,
    exportColumns: () => {
      const typeLabel = dictLabels(db, 'system_login_type')
      const resultLabel = dictLabels(db, 'system_login_result')
      return [
        ['日志编号', (r) => r.id],
        ['操作类型', (r) => typeLabel(r.log_type)],
        ['用户名称', (r) => r.username],
        ['登录地址', (r) => r.user_ip],
        ['浏览器', (r) => r.user_agent],
        ['登陆结果', (r) => resultLabel(r.result)],
        ['登录日期', (r) => formatDateTime(r.create_time)],
      ]
    },
    exportFile: { name: '登录日志.xlsx', asciiName: 'login-log.xlsx' },
  })
}
