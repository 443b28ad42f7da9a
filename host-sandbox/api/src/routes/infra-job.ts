import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  JOB_STATUS,
  JOB_SWITCHABLE_STATUSES,
  jobCreate,
  jobFilters,
  jobItem,
  jobNextTimesQuery,
  jobStatusQuery,
  jobUpdate,
  type JobItem,
} from '../../../../src/shared/wire/infra-job'
import { nextFireTimes, validateCron } from '../../../../src/shared/wire/quartz-cron'
import { JobErrors } from '../jobs/job-errors'
import { jobSchedulerOf } from '../jobs/job-runtime'
import { hasJobHandler } from '../jobs/handlers'
import { findJob, type JobRow } from '../jobs/job-store'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, pageParams, wireItem } from '../lib/validation'
import { sendXlsx, XLSX_MIME, type XlsxColumn } from '../lib/xlsx'
import { dictLabels } from '../lib/log-routes'

const TABLE = 'infra_job'
const PERMISSION = 'infra:job'

export const toJobItem = (row: JobRow): JobItem =>
  wireItem(jobItem, {
    id: row.id,
    name: row.name,
    status: row.status,
    handlerName: row.handler_name,
    handlerParam: row.handler_param,
    cronExpression: row.cron_expression,
    retryCount: row.retry_count,
    retryInterval: row.retry_interval,
    monitorTimeout: row.monitor_timeout,
    createTime: row.create_time,
  })

/**
 * 定时任务: the jobs behind the scheduler (jobs/scheduler.ts). Every write re-plans the job at
 * once; 执行一次 runs it whatever its status, and its run shows in 调度日志.
 */
export function registerInfraJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters = {
    name: likeFilter('name', jobFilters.name),
    status: eqFilter('status', jobFilters.status),
    handlerName: likeFilter('handler_name', jobFilters.handlerName),
  }
  const filterSchema = filterQuery(filters)
  // Filters first, then paging: the first problem reported is a filter's.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery('任务编号')
  const existing = (id: number) => {
    const job = findJob(db, id)
    if (!job) throw bizError(JobErrors.NOT_EXISTS)
    return job
  }
  const assertCron = (expression: string) => {
    if (validateCron(expression) !== null) throw bizError(JobErrors.CRON_EXPRESSION_INVALID)
  }
  const scheduler = () => jobSchedulerOf(db)

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/job/page',
      permission: `${PERMISSION}:query`,
      summary: '获得定时任务分页',
      query: pageQuery,
    },
    async ({ query }) =>
      ok(
        selectPage(
          db,
          { table: TABLE, where: whereOf(filters, query), orderBy: 'id DESC', page: query },
          toJobItem,
        ),
      ),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/job/get',
      permission: `${PERMISSION}:query`,
      summary: '获得定时任务',
      query: byId,
    },
    async ({ query }) => {
      const row = findJob(db, query.id)
      return ok(row ? toJobItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/infra/job/create',
      permission: `${PERMISSION}:create`,
      summary: '创建定时任务',
      body: jobCreate,
    },
    async ({ body }) => {
      assertCron(body.cronExpression)
      const handlerName = body.handlerName.trim()
      const now = ctx.now()
      const id = db.transaction(() => {
        if (db.prepare(`SELECT 1 FROM ${TABLE} WHERE handler_name = ?`).get(handlerName)) {
          throw bizError(JobErrors.HANDLER_EXISTS)
        }
        if (!hasJobHandler(handlerName)) throw bizError(JobErrors.HANDLER_NOT_EXISTS)
        return insertRow(db, TABLE, {
          name: body.name.trim(),
          status: JOB_STATUS.NORMAL,
          handler_name: handlerName,
          handler_param: body.handlerParam ?? null,
          cron_expression: body.cronExpression.trim(),
          retry_count: body.retryCount,
          retry_interval: body.retryInterval,
          monitor_timeout: body.monitorTimeout ?? 0,
          create_time: now,
          update_time: now,
        })
      })()
      scheduler().reload(id)
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/job/update',
      permission: `${PERMISSION}:update`,
      summary: '更新定时任务（处理器不可修改）',
      body: jobUpdate,
    },
    async ({ body }) => {
      assertCron(body.cronExpression)
      db.transaction(() => {
        const job = existing(body.id)
        if (job.status !== JOB_STATUS.NORMAL) throw bizError(JobErrors.UPDATE_ONLY_NORMAL_STATUS)
        updateRowById(db, TABLE, body.id, {
          name: body.name.trim(),
          handler_param: body.handlerParam ?? null,
          cron_expression: body.cronExpression.trim(),
          retry_count: body.retryCount,
          retry_interval: body.retryInterval,
          monitor_timeout: body.monitorTimeout ?? 0,
          update_time: ctx.now(),
        })
      })()
      scheduler().reload(body.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/job/update-status',
      permission: `${PERMISSION}:update`,
      summary: '更新定时任务的状态（1 开启 / 2 暂停）',
      query: jobStatusQuery,
    },
    async ({ query }) => {
      if (!(JOB_SWITCHABLE_STATUSES as readonly number[]).includes(query.status)) {
        throw bizError(JobErrors.CHANGE_STATUS_INVALID)
      }
      db.transaction(() => {
        const job = existing(query.id)
        if (job.status === query.status) throw bizError(JobErrors.CHANGE_STATUS_EQUALS)
        updateRowById(db, TABLE, query.id, { status: query.status, update_time: ctx.now() })
      })()
      scheduler().reload(query.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/infra/job/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除定时任务',
      query: byId,
    },
    async ({ query }) => {
      db.transaction(() => {
        existing(query.id)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(query.id)
      })()
      scheduler().reload(query.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/job/trigger',
      permission: `${PERMISSION}:trigger`,
      summary: '触发定时任务（执行一次，暂停的任务也执行）',
      query: byId,
    },
    async ({ query }) => {
      existing(query.id)
      scheduler().trigger(query.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/job/get_next_times',
      permission: `${PERMISSION}:query`,
      summary: '获得定时任务的下 n 次执行时间',
      query: jobNextTimesQuery,
    },
    async ({ query }) => {
      const job = existing(query.id)
      return ok(nextFireTimes(job.cron_expression, ctx.now(), query.count, scheduler().timeZone))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/job/export-excel',
      permission: `${PERMISSION}:export`,
      summary: '导出定时任务 Excel',
      query: filterSchema,
      file: { contentType: XLSX_MIME },
    },
    async ({ query }, _request, reply) => {
      const where = whereOf(filters, query)
      const statusLabel = dictLabels(db, 'infra_job_status')
      const columns: XlsxColumn<JobRow>[] = [
        ['任务编号', (r) => r.id],
        ['任务名称', (r) => r.name],
        ['任务状态', (r) => statusLabel(r.status)],
        ['处理器的名字', (r) => r.handler_name],
        ['处理器的参数', (r) => r.handler_param ?? ''],
        ['CRON 表达式', (r) => r.cron_expression],
        ['重试次数', (r) => r.retry_count],
        ['重试间隔', (r) => `${r.retry_interval} 毫秒`],
        ['监控超时时间', (r) => (r.monitor_timeout > 0 ? `${r.monitor_timeout} 毫秒` : '未开启')],
      ]
      const rows = db
        .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY id DESC`)
        .all(...where.params) as JobRow[]
      return sendXlsx(reply, { name: '定时任务.xlsx', asciiName: 'job.xlsx' }, columns, rows)
    },
  )
}
