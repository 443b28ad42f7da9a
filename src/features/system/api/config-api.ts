import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { ConfigItem, ConfigSave, PageQuery } from '../model/system-types'

export type ConfigPageQuery = PageQuery<'name' | 'key' | 'type'>

export const configApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfigPage: build.query<PageResult<ConfigItem>, ConfigPageQuery>({
      query: (params) => ({ url: '/infra/config/page', params }),
      providesTags: [{ type: 'Config', id: 'LIST' }],
    }),
    getConfig: build.query<ConfigItem, number>({
      query: (id) => ({ url: '/infra/config/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Config', id }],
    }),
    createConfig: build.mutation<number, ConfigSave>({
      query: (body) => ({ url: '/infra/config/create', method: 'POST', body }),
      invalidatesTags: [{ type: 'Config', id: 'LIST' }],
    }),
    updateConfig: build.mutation<boolean, ConfigSave>({
      query: (body) => ({ url: '/infra/config/update', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Config', id: 'LIST' },
        { type: 'Config', id: body.id },
      ],
    }),
    deleteConfig: build.mutation<boolean, number>({
      query: (id) => ({ url: '/infra/config/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'Config', id: 'LIST' }],
    }),
  }),
})

export const {
  useGetConfigPageQuery,
  useLazyGetConfigQuery,
  useCreateConfigMutation,
  useUpdateConfigMutation,
  useDeleteConfigMutation,
} = configApi

export const CONFIG_EXPORT_URL = '/infra/config/export'
