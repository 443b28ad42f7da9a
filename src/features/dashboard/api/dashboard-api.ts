import { baseApi } from '@/shared/api/base-api'

interface PageTotal {
  total: number
}

/**
 * Totals the dashboard shows. Each asks one row of a page and reads `total`; the dashboard only
 * asks for what the user's permissions allow.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardDictTypeTotal: build.query<number, void>({
      query: () => ({ url: '/system/dict-type/page', params: { pageNo: 1, pageSize: 1 } }),
      transformResponse: (page: PageTotal) => page.total,
      providesTags: ['DictType'],
    }),
    getDashboardConfigTotal: build.query<number, void>({
      query: () => ({ url: '/infra/config/page', params: { pageNo: 1, pageSize: 1 } }),
      transformResponse: (page: PageTotal) => page.total,
      providesTags: ['Config'],
    }),
  }),
})

export const { useGetDashboardDictTypeTotalQuery, useGetDashboardConfigTotalQuery } = dashboardApi
