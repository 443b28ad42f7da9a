import type { FastifyInstance } from 'fastify'
import {
  apiErrorLogFilters,
  apiErrorLogStatusUpdate,
  PROCESS_STATUSES,
  type ApiErrorLogItem,
} from '../../../../src/shared/wire/infra-api-log'
import { sessionOf } from '../auth/auth-hook'
import { ApiErrorLogErrors } from '../api-log/api-log-errors'
import { requestUrlFilter, toApiErrorLogItem, type ApiErrorLogRow } from '../api-log/api-log-rows'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter } from '../lib/filters'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { optionalDateRange, parseInput } from '../lib/validation'

/** API 错误日志: page, .xlsx export, and 已处理 / 已忽略 of a row still 未处理. */
export function registerInfraApiErrorLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  registerLogRoutes<ApiErrorLogRow, ApiErrorLogItem>(app, db, {
    path: '/infra/api-error-log',
    permission: 'infra:api-error-log',
    table: 'api_error_log',
    filters: {
      userId: eqFilter('user_id', apiErrorLogFilters.userId),
      userType: eqFilter('user_type', apiErrorLogFilters.userType),
      applicationName: eqFilter('application_name', apiErrorLogFilters.applicationName),
      requestUrl: requestUrlFilter(db, 'api_error_log', apiErrorLogFilters.requestUrl),
      exceptionTime: betweenFilter('exception_time', optionalDateRange('异常发生时间')),
      processStatus: eqFilter('process_status', apiErrorLogFilters.processStatus),
    },
    toItem: toApiErrorLogItem,
    exportColumns: () => {
      const userType = dictLabels(db, 'user_type')
      const status = dictLabels(db, 'infra_api_error_log_process_status')
      return [
        ['编号', (r) => r.id],
        ['链路追踪', (r) => r.trace_id],
        ['用户编号', (r) => r.user_id],
        ['用户类型', (r) => userType(r.user_type)],
        ['应用名', (r) => r.application_name],
        ['请求方法名', (r) => r.request_method],
        ['请求地址', (r) => r.request_url],
        ['请求参数', (r) => r.request_params],
        ['用户 IP', (r) => r.user_ip],
        ['浏览器 UA', (r) => r.user_agent],
        ['异常发生时间', (r) => formatDateTime(r.exception_time)],
        ['异常名', (r) => r.exception_name],
        ['异常导致的消息', (r) => r.exception_message],
        ['异常导致的根消息', (r) => r.exception_root_cause_message],
        ['异常的栈轨迹', (r) => r.exception_stack_trace],
        ['异常发生的类全名', (r) => r.exception_class_name],
        ['异常发生的类文件', (r) => r.exception_file_name],
        ['异常发生的方法名', (r) => r.exception_method_name],
        ['异常发生的方法所在行', (r) => r.exception_line_number],
        ['处理状态', (r) => status(r.process_status)],
        ['处理时间', (r) => (r.process_time ? formatDateTime(r.process_time) : '')],
        ['处理用户编号', (r) => r.process_user_id ?? ''],
      ]
    },
    exportFile: { name: '异常日志.xlsx', asciiName: 'api-error-log.xlsx' },
    exportPath: '/infra/api-error-log/export-excel',
  })

  app.put(
    '/infra/api-error-log/update-status',
    { config: { permission: 'infra:api-error-log:update-status' } },
    async (request) => {
      const { id, processStatus } = parseInput(apiErrorLogStatusUpdate, {
        // The Java server reads query parameters; a JSON body is accepted too.
        ...(typeof request.body === 'object' ? request.body : {}),
        ...(request.query as object),
      })
      const row = prepared(db, 'SELECT process_status FROM api_error_log WHERE id = ?').get(id) as
        { process_status: number } | undefined
      if (!row) throw bizError(ApiErrorLogErrors.NOT_FOUND)
      // Only from 未处理, and atomically: of two clicks at once, the second is told it is done.
      const changed = prepared(
        db,
        `UPDATE api_error_log SET process_status = ?, process_time = ?, process_user_id = ?
          WHERE id = ? AND process_status = ?`,
      ).run(processStatus, ctx.now(), sessionOf(request).userId, id, PROCESS_STATUSES.INIT).changes
      if (changed === 0) throw bizError(ApiErrorLogErrors.PROCESSED)
      return ok(true)
    },
  )
}
