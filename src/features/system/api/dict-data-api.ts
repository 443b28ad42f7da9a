import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { DictDataItem, DictDataSave, PageQuery } from '../model/system-types'

export type DictDataPageQuery = PageQuery<'dictType' | 'label' | 'status'>

export const dictDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDictDataPage: build.query<PageResult<DictDataItem>, DictDataPageQuery>({
      query: (params) => ({ url: '/system/dict-data/page', params }),
      providesTags: [{ type: 'DictData', id: 'LIST' }],
    }),
    getDictData: build.query<DictDataItem, number>({
      query: (id) => ({ url: '/system/dict-data/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'DictData', id }],
    }),
    createDictData: build.mutation<number, DictDataSave>({
      query: (body) => ({ url: '/system/dict-data/create', method: 'POST', body }),
      invalidatesTags: [{ type: 'DictData', id: 'LIST' }],
    }),
    updateDictData: build.mutation<boolean, DictDataSave>({
      query: (body) => ({ url: '/system/dict-data/update', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'DictData', id: 'LIST' },
        { type: 'DictData', id: body.id },
      ],
    }),
    deleteDictData: build.mutation<boolean, number>({
      query: (id) => ({ url: '/system/dict-data/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'DictData', id: 'LIST' }],
    }),
  }),
})

export const {
  useGetDictDataPageQuery,
  useLazyGetDictDataQuery,
  useCreateDictDataMutation,
  useUpdateDictDataMutation,
  useDeleteDictDataMutation,
} = dictDataApi

export const DICT_DATA_EXPORT_URL = '/system/dict-data/export'
