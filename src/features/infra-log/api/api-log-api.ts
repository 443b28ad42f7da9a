import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type {
  ApiAccessLogItem,
  ApiAccessLogQuery,
  ApiErrorLogItem,
  ApiErrorLogQuery,
} from '../model/api-log-types'

const ACCESS = 'InfraApiAccessLog'
const ERROR = 'InfraApiErrorLog'
const ERROR_LIST = { type: ERROR, id: 'LIST' } as const

/** API 访问日志 and API 错误日志: read-only pages, and the error's 已处理 / 已忽略. */
export const apiLogApi = baseApi
  .enhanceEndpoints({ addTagTypes: [ACCESS, ERROR] })
  .injectEndpoints({
    endpoints: (build) => ({
      getApiAccessLogPage: build.query<PageResult<ApiAccessLogItem>, ApiAccessLogQuery>({
        query: (params) => ({ url: '/infra/api-access-log/page', params }),
        providesTags: [{ type: ACCESS, id: 'LIST' }],
      }),
      getApiErrorLogPage: build.query<PageResult<ApiErrorLogItem>, ApiErrorLogQuery>({
        query: (params) => ({ url: '/infra/api-error-log/page', params }),
        providesTags: [ERROR_LIST],
      }),
      updateApiErrorLogStatus: build.mutation<boolean, { id: number; processStatus: number }>({
        query: (params) => ({ url: '/infra/api-error-log/update-status', method: 'PUT', params }),
        invalidatesTags: [ERROR_LIST],
      }),
    }),
  })

export const {
  useGetApiAccessLogPageQuery,
  useGetApiErrorLogPageQuery,
  useUpdateApiErrorLogStatusMutation,
} = apiLogApi
