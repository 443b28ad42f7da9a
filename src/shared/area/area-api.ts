import { baseApi } from '@/shared/api/base-api'

import type { AreaNode } from '@/shared/wire/area'

/** One node of GET /system/area/tree: a province, a city or a district. */
export type { AreaNode }

/** The province > city > district tree (any staff token may read it). */
export const areaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAreaTree: build.query<AreaNode[], void>({
      query: () => ({ url: '/system/area/tree' }),
      // The national division table does not change while the console runs.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
})

export const { useGetAreaTreeQuery } = areaApi
