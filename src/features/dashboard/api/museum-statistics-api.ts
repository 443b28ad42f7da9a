import { baseApi } from '@/shared/api/base-api'
import type { MuseumSummary, MuseumTrendPoint } from '@/shared/wire/museum-statistics'

export interface TrendRange {
  /** yyyy-MM-dd, both days included. */
  beginDate: string
  endDate: string
}

/**
 * The museum dashboard's figures. They provide 'MuseumStatistics', which every museum change that
 * moves a count invalidates (a booking, a check, an audit…), so the dashboard follows what this
 * console did at once. What other people did (the gate checks visitors all day) is fetched when the
 * dashboard is shown again: see REFRESH_WHEN_SHOWN_AFTER_S.
 */
export const museumStatisticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMuseumSummary: build.query<MuseumSummary, string>({
      query: (date) => ({ url: '/museum/statistics/summary', params: { date } }),
      providesTags: ['MuseumStatistics'],
    }),
    getMuseumTrend: build.query<MuseumTrendPoint[], TrendRange>({
      query: (range) => ({ url: '/museum/statistics/trend', params: { ...range } }),
      providesTags: ['MuseumStatistics'],
    }),
  }),
})

/**
 * Showing the dashboard's cached tab re-subscribes its queries; an answer older than this is asked
 * again then. The figures change through other people's work, which no tag of this console sees.
 */
export const REFRESH_WHEN_SHOWN_AFTER_S = 60

export const { useGetMuseumSummaryQuery, useGetMuseumTrendQuery } = museumStatisticsApi
