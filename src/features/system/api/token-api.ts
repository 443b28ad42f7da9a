import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { TokenItem, TokenQuery } from '../model/token-types'

const TAG = 'SystemOAuth2Token'
const LIST = { type: TAG, id: 'LIST' } as const

/** 令牌管理 (/system/oauth2-token): the live sessions and 强退. */
export const tokenApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getTokenPage: build.query<PageResult<TokenItem>, TokenQuery>({
      query: (params) => ({ url: '/system/oauth2-token/page', params }),
      providesTags: [LIST],
    }),
    /** Ends the session of `accessToken` (the handle the page shows, or a token). */
    deleteToken: build.mutation<boolean, string>({
      query: (accessToken) => ({
        url: '/system/oauth2-token/delete',
        method: 'DELETE',
        params: { accessToken },
      }),
      invalidatesTags: [LIST],
    }),
  }),
})

export const { useGetTokenPageQuery, useDeleteTokenMutation } = tokenApi
