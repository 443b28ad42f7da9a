import { baseApi } from '@/shared/api/base-api'

/** A simple item of GET /system/dict-data/list-all-simple as the server sends it. */
export interface DictDataSimple {
  dictType: string
  value: string
  label: string
  colorType: string | null
  cssClass: string | null
}

export const dictApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAllSimpleDictData: build.query<DictDataSimple[], void>({
      query: () => ({ url: '/system/dict-data/list-all-simple' }),
      // The dict slice keeps the result for the session; the query cache need not.
      keepUnusedDataFor: 0,
    }),
  }),
})
