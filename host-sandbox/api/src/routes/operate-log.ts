import type { FastifyInstance } from 'fastify'
import {
  operateLogFilters,
  operateLogItem,
  type OperateLogItem,
} from '../../../../src/shared/wire/operate-log'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { betweenFilter, eqFilter, likeFilter, type Filter } from '../lib/filters'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { optionalDateRange, wireItem } from '../lib/validation'

const TABLE = 'system_operate_log'

interface OperateLogRow {
  id: number
  user_id: number | null
  user_nickname: string
  module: string
  name: string
  type: number
  content: string
  request_method: string
  request_url: string
  user_ip: string
  user_agent: string
  java_method: string
  start_time: number
  duration: number
  result_code: number
  result_msg: string
}

function toItem(row: OperateLogRow): OperateLogItem {
  return wireItem(operateLogItem, {
    id: row.id,
    userId: row.user_id,
    userNickname: row.user_nickname,
    module: row.module,
    name: row.name,
    type: row.type,
    content: row.content,
    requestMethod: row.request_method,
    requestUrl: row.request_url,
    userIp: row.user_ip,
    userAgent: row.user_agent,
    javaMethod: row.java_method,
    startTime: row.start_time,
    duration: row.duration,
    resultCode: row.result_code,
    resultMsg: row.result_msg,
  })
}

/** success=true: operations answered with code 0; false: the refused or failed ones. */
const successFilter: Filter = {
  schema: operateLogFilters.success,
  apply: (where, value) =>
    value === undefined ? where : where.raw(value ? 'result_code = 0' : 'result_code <> 0'),
}

/** 操作日志: read-only page and .xlsx export of the writes lib/operate-log.ts records. */
export function registerOperateLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters = {
    module: likeFilter('module', operateLogFilters.module),
    userNickname: likeFilter('user_nickname', operateLogFilters.userNickname),
    type: eqFilter('type', operateLogFilters.type),
    success: successFilter,
    startTime: betweenFilter('start_time', optionalDateRange('操作时间')),
  }
  registerLogRoutes<OperateLogRow, OperateLogItem>(app, db, {
    path: '/system/operate-log',
    permission: 'system:operate-log',
    table: TABLE,
    filters,
    toItem,
    exportColumns: () => {
      const typeLabel = dictLabels(db, 'system_operate_type')
      return [
        ['日志编号', (r) => r.id],
        ['操作模块', (r) => r.module],
        ['操作名', (r) => r.name],
        ['操作类型', (r) => typeLabel(r.type)],
        ['操作人', (r) => r.user_nickname],
        ['请求方法', (r) => r.request_method],
        ['请求地址', (r) => r.request_url],
        ['操作地址', (r) => r.user_ip],
        ['浏览器', (r) => r.user_agent],
        ['操作结果', (r) => (r.result_code === 0 ? '成功' : '失败')],
        ['结果码', (r) => r.result_code],
        ['结果提示', (r) => r.result_msg],
        ['操作日期', (r) => formatDateTime(r.start_time)],
        ['执行时长（毫秒）', (r) => r.duration],
      ]
    },
    exportFile: { name: '操作日志.xlsx', asciiName: 'operate-log.xlsx' },
  })
}
