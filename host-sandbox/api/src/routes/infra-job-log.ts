import type { FastifyInstance } from 'fastify'
import { jobLogFilters, jobLogItem, type JobLogItem } from '../../../../src/shared/wire/infra-job'
import { epochOfWallClock } from '../../../../src/shared/wire/quartz-cron'
import { jobSchedulerOf } from '../jobs/job-runtime'
import type { JobLogRow } from '../jobs/job-store'
import { apiRoute } from '../lib/api-route'
import { BizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { eqFilter, likeFilter, type Filter } from '../lib/filters'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { idQuery, wireItem } from '../lib/validation'

const TABLE = 'infra_job_log'
const DAY = /^(\d{4})-(\d{2})-(\d{2})/

export const toJobLogItem = (row: JobLogRow): JobLogItem =>
  wireItem(jobLogItem, {
    id: row.id,
    jobId: row.job_id,
    handlerName: row.handler_name,
    handlerParam: row.handler_param,
    executeIndex: row.execute_index,
    beginTime: row.begin_time,
    endTime: row.end_time,
    duration: row.duration,
    status: row.status,
    result: row.result,
    createTime: row.create_time,
  })

/** A `YYYY-MM-DD` day (a time part is ignored) at 00:00:00.000 or 23:59:59.999 in `timeZone`. */
function dayBound(text: string, label: string, timeZone: string, end: boolean): number {
  const match = DAY.exec(text.trim())
  if (!match) throw new BizError(400, `请求参数不正确:${label}格式不正确，应为 yyyy-MM-dd`)
  const [year, month, day] = match.slice(1).map(Number)
  const wall = end
    ? { year, month, day, hour: 23, minute: 59, second: 59 }
    : { year, month, day, hour: 0, minute: 0, second: 0 }
  return epochOfWallClock(wall, timeZone) + (end ? 999 : 0)
}

/** 调度日志: every try of every job, newest first; read with the job permissions. */
export function registerInfraJobLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const zone = () => jobSchedulerOf(db).timeZone
  const beginFilter: Filter = {
    schema: jobLogFilters.beginTime,
    apply: (where, value) =>
      typeof value === 'string' && value.trim() !== ''
        ? where.raw('begin_time >= ?', dayBound(value, '开始执行时间', zone(), false))
        : where,
  }
  const endFilter: Filter = {
    schema: jobLogFilters.endTime,
    apply: (where, value) =>
      typeof value === 'string' && value.trim() !== ''
        ? where.raw('end_time <= ?', dayBound(value, '结束执行时间', zone(), true))
        : where,
  }
  const filters = {
    jobId: eqFilter('job_id', jobLogFilters.jobId),
    handlerName: likeFilter('handler_name', jobLogFilters.handlerName),
    beginTime: beginFilter,
    endTime: endFilter,
    status: eqFilter('status', jobLogFilters.status),
  }
  registerLogRoutes<JobLogRow, JobLogItem>(app, db, {
    path: '/infra/job-log',
    permission: 'infra:job',
    table: TABLE,
    filters,
    toItem: toJobLogItem,
    exportColumns: () => {
      const statusLabel = dictLabels(db, 'infra_job_log_status')
      return [
        ['日志编号', (r) => r.id],
        ['任务编号', (r) => r.job_id],
        ['处理器的名字', (r) => r.handler_name],
        ['处理器的参数', (r) => r.handler_param ?? ''],
        ['第几次执行', (r) => r.execute_index],
        ['开始执行时间', (r) => formatDateTime(r.begin_time)],
        ['结束执行时间', (r) => formatDateTime(r.end_time)],
        ['执行时长', (r) => (r.duration === null ? '' : `${r.duration} 毫秒`)],
        ['任务状态', (r) => statusLabel(r.status)],
        ['结果数据', (r) => r.result ?? ''],
      ]
    },
    exportFile: { name: '定时任务日志.xlsx', asciiName: 'job-log.xlsx' },
    exportPath: '/infra/job-log/export-excel',
  })

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/job-log/get',
      permission: 'infra:job:query',
      summary: '获得定时任务日志',
      query: idQuery('日志编号'),
    },
    async ({ query }) => {
      const row = db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(query.id) as
        JobLogRow | undefined
      return ok(row ? toJobLogItem(row) : null)
    },
  )
}
