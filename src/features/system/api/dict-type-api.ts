import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { DictTypeItem, DictTypeSave, DictTypeSimple, PageQuery } from '../model/system-types'

export type DictTypePageQuery = PageQuery<'name' | 'type' | 'status'>

export const dictTypeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDictTypePage: build.query<PageResult<DictTypeItem>, DictTypePageQuery>({
      query: (params) => ({ url: '/system/dict-type/page', params }),
      providesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
    getDictType: build.query<DictTypeItem, number>({
      query: (id) => ({ url: '/system/dict-type/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'DictType', id }],
    }),
    listAllSimpleDictTypes: build.query<DictTypeSimple[], void>({
      query: () => ({ url: '/system/dict-type/list-all-simple' }),
      providesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
    createDictType: build.mutation<number, DictTypeSave>({
      query: (body) => ({ url: '/system/dict-type/create', method: 'POST', body }),
      invalidatesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
    updateDictType: build.mutation<boolean, DictTypeSave>({
      query: (body) => ({ url: '/system/dict-type/update', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'DictType', id: 'LIST' },
        { type: 'DictType', id: body.id },
      ],
    }),
    deleteDictType: build.mutation<boolean, number>({
      query: (id) => ({ url: '/system/dict-type/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
  }),
})

export const {
  useGetDictTypePageQuery,
  useLazyGetDictTypeQuery,
  useGetDictTypeQuery,
  useListAllSimpleDictTypesQuery,
  useCreateDictTypeMutation,
  useUpdateDictTypeMutation,
  useDeleteDictTypeMutation,
} = dictTypeApi

export const DICT_TYPE_EXPORT_URL = '/system/dict-type/export'
