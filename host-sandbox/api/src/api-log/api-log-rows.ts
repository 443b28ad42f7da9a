import type { Database } from 'better-sqlite3'
import {
  apiAccessLogItem,
  apiErrorLogItem,
  type ApiAccessLogItem,
  type ApiErrorLogItem,
} from '../../../../src/shared/wire/infra-api-log'
import { prepared } from '../db/prepared'
import type { Filter } from '../lib/filters'
import { wireItem } from '../lib/validation'
import type { z } from 'zod'

interface RequestRow {
  id: number
  trace_id: string
  user_id: number
  user_type: number
  application_name: string
  request_method: string
  request_url: string
  request_params: string
  user_ip: string
  user_agent: string
  create_time: number
}

export interface ApiAccessLogRow extends RequestRow {
  begin_time: number
  end_time: number
  duration: number
  result_code: number
  result_msg: string
}

export interface ApiErrorLogRow extends RequestRow {
  exception_time: number
  exception_name: string
  exception_message: string
  exception_root_cause_message: string
  exception_stack_trace: string
  exception_class_name: string
  exception_file_name: string
  exception_method_name: string
  exception_line_number: number
  process_status: number
  process_time: number | null
  process_user_id: number | null
}

function requestFieldsOf(row: RequestRow) {
  return {
    id: row.id,
    traceId: row.trace_id,
    userId: row.user_id,
    userType: row.user_type,
    applicationName: row.application_name,
    requestMethod: row.request_method,
    requestUrl: row.request_url,
    requestParams: row.request_params,
    userIp: row.user_ip,
    userAgent: row.user_agent,
    createTime: row.create_time,
  }
}

export function toApiAccessLogItem(row: ApiAccessLogRow): ApiAccessLogItem {
  return wireItem(apiAccessLogItem, {
    ...requestFieldsOf(row),
    beginTime: row.begin_time,
    endTime: row.end_time,
    duration: row.duration,
    resultCode: row.result_code,
    resultMsg: row.result_msg,
  })
}

export function toApiErrorLogItem(row: ApiErrorLogRow): ApiErrorLogItem {
  return wireItem(apiErrorLogItem, {
    ...requestFieldsOf(row),
    exceptionTime: row.exception_time,
    exceptionName: row.exception_name,
    exceptionMessage: row.exception_message,
    exceptionRootCauseMessage: row.exception_root_cause_message,
    exceptionStackTrace: row.exception_stack_trace,
    exceptionClassName: row.exception_class_name,
    exceptionFileName: row.exception_file_name,
    exceptionMethodName: row.exception_method_name,
    exceptionLineNumber: row.exception_line_number,
    processStatus: row.process_status,
    processTime: row.process_time,
    processUserId: row.process_user_id,
  })
}

/** Beyond this many distinct addresses the index walk costs more than one LIKE over the table. */
const DISTINCT_URLS_MAX = 5000

/**
 * 请求地址 contains the text: the distinct addresses are read off the (request_url, id) index one
 * seek each (a few hundred routes, not a million rows), matched here, and the page then seeks
 * the index for just those, so neither the count nor the page reads the whole table.
 */
export function requestUrlFilter(
  db: Database,
  table: 'api_access_log' | 'api_error_log',
  schema: z.ZodType<string | undefined>,
): Filter {
  const distinctUrls = `WITH RECURSIVE urls(u) AS (
      SELECT MIN(request_url) FROM ${table}
      UNION ALL
      SELECT (SELECT request_url FROM ${table} WHERE request_url > u ORDER BY request_url LIMIT 1)
        FROM urls WHERE u IS NOT NULL LIMIT ${DISTINCT_URLS_MAX + 1}
    ) SELECT u FROM urls WHERE u IS NOT NULL`
  return {
    schema,
    apply: (where, value) => {
      if (typeof value !== 'string' || value === '') return where
      const urls = (prepared(db, distinctUrls).pluck().all() as string[]) ?? []
      if (urls.length > DISTINCT_URLS_MAX) return where.like('request_url', value)
      // LIKE's own case folding (ASCII only), so both ways find the same rows.
      const needle = value.replace(/[A-Z]/g, (c) => c.toLowerCase())
      const fold = (url: string) => url.replace(/[A-Z]/g, (c) => c.toLowerCase())
      const matched = urls.filter((url) => fold(url).includes(needle))
      if (matched.length === 0) return where.raw('0')
      if (matched.length === urls.length) return where
      return where.raw(`request_url IN (${matched.map(() => '?').join(', ')})`, ...matched)
    },
  }
}
