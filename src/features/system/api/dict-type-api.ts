import { baseApi } from '@/shared/api/base-api'
import type { DictTypeSimple } from '../model/system-types'

/** Beside the generated CRUD endpoints (resources/dict-type-resource.tsx): every type, for selects. */
export const dictTypeSimpleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAllSimpleDictTypes: build.query<DictTypeSimple[], void>({
      query: () => ({ url: '/system/dict-type/list-all-simple' }),
      providesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
  }),
})

export const { useListAllSimpleDictTypesQuery } = dictTypeSimpleApi
