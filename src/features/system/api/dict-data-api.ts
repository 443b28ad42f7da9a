import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { baseApi } from '@/shared/api/base-api'
import { loadDicts, type RootStateWithDict } from '@/shared/dict/dict-slice'
import type { PageResult } from '@/shared/list-kit'
import type { DictDataItem, DictDataSave, PageQuery } from '../model/system-types'

export type DictDataPageQuery = PageQuery<'dictType' | 'label' | 'status'>

// RTK Query hands onQueryStarted a dispatch typed for any state; the thunk needs the dict slice.
type AttachedDispatch = ThunkDispatch<RootStateWithDict, unknown, UnknownAction>

/**
 * Tags and selects across the console read the session's dictionary cache: after a change to
 * dictionary data it is loaded again, so new labels show without logging in again.
 */
async function reloadDictsAfter(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: AttachedDispatch; queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled
  } catch {
    return
  }
  await dispatch(loadDicts({ force: true }))
}

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
      onQueryStarted: reloadDictsAfter,
    }),
    updateDictData: build.mutation<boolean, DictDataSave>({
      query: (body) => ({ url: '/system/dict-data/update', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'DictData', id: 'LIST' },
        { type: 'DictData', id: body.id },
      ],
      onQueryStarted: reloadDictsAfter,
    }),
    deleteDictData: build.mutation<boolean, number>({
      query: (id) => ({ url: '/system/dict-data/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'DictData', id: 'LIST' }],
      onQueryStarted: reloadDictsAfter,
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
