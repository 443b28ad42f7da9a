import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { LoginLogItem, LoginLogQuery } from '../model/login-log-types'

const TAG = 'SystemLoginLog'

/** 登录日志 (/system/login-log): read-only; the export is downloaded by the page. */
export const loginLogApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getLoginLogPage: build.query<PageResult<LoginLogItem>, LoginLogQuery>({
      query: (params) => ({ url: '/system/login-log/page', params }),
      providesTags: [{ type: TAG, id: 'LIST' }],
    }),
  }),
})

export const { useGetLoginLogPageQuery } = loginLogApi
