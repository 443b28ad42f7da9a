import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { OperateLogItem, OperateLogQuery } from '../model/operate-log-types'

const TAG = 'SystemOperateLog'

/** 操作日志 (/system/operate-log): read-only; the export is downloaded by the page. */
export const operateLogApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getOperateLogPage: build.query<PageResult<OperateLogItem>, OperateLogQuery>({
      query: (params) => ({ url: '/system/operate-log/page', params }),
      providesTags: [{ type: TAG, id: 'LIST' }],
    }),
  }),
})

export const { useGetOperateLogPageQuery } = operateLogApi
