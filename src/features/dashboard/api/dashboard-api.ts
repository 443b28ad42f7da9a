import { baseApi } from '@/shared/api/base-api'

interface PageTotal {
  total: number
}

/**
 * Totals the dashboard shows. Each asks one row of a page and reads `total`; the dashboard only
 * asks for what the user's permissions allow. They provide the same tag as the lists they count
 * (`{ type, id: 'LIST' }`), which every create and delete invalidates: a bare 'DictType' tag is
 * not matched by an invalidation with an id, so the totals used to stay stale.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardDictTypeTotal: build.query<number, void>({
      query: () => ({ url: '/system/dict-type/page', params: { pageNo: 1, pageSize: 1 } }),
      transformResponse: (page: PageTotal) => page.total,
      providesTags: [{ type: 'DictType', id: 'LIST' }],
    }),
    getDashboardConfigTotal: build.query<number, void>({
      query: () => ({ url: '/infra/config/page', params: { pageNo: 1, pageSize: 1 } }),
      transformResponse: (page: PageTotal) => page.total,
      providesTags: [{ type: 'Config', id: 'LIST' }],
    }),
  }),
})

export const { useGetDashboardDictTypeTotalQuery, useGetDashboardConfigTotalQuery } = dashboardApi
