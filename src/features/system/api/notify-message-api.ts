import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { NotifyMessageItem, PageQuery } from '../model/system-types'

export type NotifyMessagePageQuery = PageQuery<
  'userId' | 'userType' | 'templateCode' | 'templateType'
>

export const notifyMessageAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifyMessageAdminPage: build.query<PageResult<NotifyMessageItem>, NotifyMessagePageQuery>({
      query: (params) => ({ url: '/system/notify-message/page', params }),
      providesTags: [{ type: 'NotifyMessage', id: 'LIST' }],
    }),
  }),
})

export const { useGetNotifyMessageAdminPageQuery } = notifyMessageAdminApi
