import { baseApi } from '@/shared/api/base-api'
import { defineResourceApi } from '@/shared/crud'
import type { PageResult } from '@/shared/list-kit'
import type { JobItem, JobLogItem, JobLogQuery, JobQuery, JobSave } from '../model/job-types'

/** The log list's filters as the search form makes them: 执行时间 is one range of days. */
export type JobLogPageArg = Record<string, unknown>

/**
 * 执行时间 [first day, last day] becomes the server's beginTime / endTime, which are days (it
 * takes 00:00:00 of the first and 23:59:59 of the last).
 */
export function jobLogParams(arg: Record<string, unknown>): Record<string, unknown> {
  const { executeTime, ...rest } = arg
  if (!Array.isArray(executeTime) || executeTime.length !== 2) return rest
  return {
    ...rest,
    beginTime: String(executeTime[0]).slice(0, 10),
    endTime: String(executeTime[1]).slice(0, 10),
  }
}

export const JOB_TAG = 'InfraJob'
export const JOB_LOG_TAG = 'InfraJobLog'

const generated = defineResourceApi<JobItem, JobSave, JobQuery>({
  path: '/infra/job',
  tag: JOB_TAG,
})

/** 定时任务's endpoints; the export is `export-excel`, as the server names it. */
export const jobApi = { ...generated, exportUrl: '/infra/job/export-excel' }

const jobLogGenerated = defineResourceApi<JobLogItem, { id?: number }, JobLogQuery>({
  path: '/infra/job-log',
  tag: JOB_LOG_TAG,
})

/** 调度日志 (read only). */
export const jobLogApi = { ...jobLogGenerated, exportUrl: '/infra/job-log/export-excel' }

/**
 * The job's own operations: 开启 / 暂停, 执行一次 and the next fire times. A status change
 * refreshes the list; a run changes no job (its log shows it), so it invalidates nothing here.
 */
export const jobActionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [JOB_TAG, JOB_LOG_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      updateJobStatus: build.mutation<boolean, { id: number; status: number }>({
        query: (params) => ({ url: '/infra/job/update-status', method: 'PUT', params }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: JOB_TAG, id: 'LIST' },
          { type: JOB_TAG, id },
        ],
      }),
      triggerJob: build.mutation<boolean, number>({
        query: (id) => ({ url: '/infra/job/trigger', method: 'PUT', params: { id } }),
        invalidatesTags: [{ type: JOB_LOG_TAG, id: 'LIST' }],
      }),
      getJobLogPage: build.query<PageResult<JobLogItem>, JobLogPageArg>({
        query: (arg) => ({ url: '/infra/job-log/page', params: jobLogParams(arg) }),
        providesTags: [{ type: JOB_LOG_TAG, id: 'LIST' }],
      }),
      getJobNextTimes: build.query<number[], { id: number; count?: number }>({
        query: ({ id, count = 5 }) => ({ url: '/infra/job/get_next_times', params: { id, count } }),
        keepUnusedDataFor: 0,
      }),
    }),
  })

export const {
  useUpdateJobStatusMutation,
  useTriggerJobMutation,
  useGetJobNextTimesQuery,
  useGetJobLogPageQuery,
} = jobActionsApi
