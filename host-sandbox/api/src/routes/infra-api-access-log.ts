import type { FastifyInstance } from 'fastify'
import {
  apiAccessLogFilters,
  type ApiAccessLogItem,
} from '../../../../src/shared/wire/infra-api-log'
import { requestUrlFilter, toApiAccessLogItem, type ApiAccessLogRow } from '../api-log/api-log-rows'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { betweenFilter, eqFilter, type Filter } from '../lib/filters'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { optionalDateRange } from '../lib/validation'

/** 执行时长 at least N ms. */
const durationFilter: Filter = {
  schema: apiAccessLogFilters.duration,
  apply: (where, value) => (typeof value === 'number' ? where.raw('duration >= ?', value) : where),
}

/** API 访问日志: read-only page and .xlsx export of the rows api-log/ records per request. */
export function registerInfraApiAccessLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  registerLogRoutes<ApiAccessLogRow, ApiAccessLogItem>(app, db, {
    path: '/infra/api-access-log',
    permission: 'infra:api-access-log',
    table: 'api_access_log',
    filters: {
      userId: eqFilter('user_id', apiAccessLogFilters.userId),
      userType: eqFilter('user_type', apiAccessLogFilters.userType),
      applicationName: eqFilter('application_name', apiAccessLogFilters.applicationName),
      requestUrl: requestUrlFilter(db, 'api_access_log', apiAccessLogFilters.requestUrl),
      beginTime: betweenFilter('begin_time', optionalDateRange('请求时间')),
      duration: durationFilter,
      resultCode: eqFilter('result_code', apiAccessLogFilters.resultCode),
    },
    toItem: toApiAccessLogItem,
    exportColumns: () => {
      const userType = dictLabels(db, 'user_type')
      return [
        ['日志编号', (r) => r.id],
        ['链路追踪', (r) => r.trace_id],
        ['用户编号', (r) => r.user_id],
        ['用户类型', (r) => userType(r.user_type)],
        ['应用名', (r) => r.application_name],
        ['请求方法名', (r) => r.request_method],
        ['请求地址', (r) => r.request_url],
        ['请求参数', (r) => r.request_params],
        ['用户 IP', (r) => r.user_ip],
        ['浏览器 UA', (r) => r.user_agent],
        ['开始请求时间', (r) => formatDateTime(r.begin_time)],
        ['结束请求时间', (r) => formatDateTime(r.end_time)],
        ['执行时长（毫秒）', (r) => r.duration],
        ['结果码', (r) => r.result_code],
        ['结果提示', (r) => r.result_msg],
      ]
    },
    exportFile: { name: 'API 访问日志.xlsx', asciiName: 'api-access-log.xlsx' },
    exportPath: '/infra/api-access-log/export-excel',
  })
}
