import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type { TicketItem, TicketQuery, TicketTodaySummary } from '../model/ticket-types'

export const TICKET_TAG = 'MuseumTicket'
const LIST = { type: TICKET_TAG, id: 'LIST' } as const
const SUMMARY = { type: TICKET_TAG, id: 'TODAY' } as const

/** The tickets (/museum/ticket): list, detail, and the gate's look-up, check and today's counts. */
export const ticketApi = baseApi.enhanceEndpoints({ addTagTypes: [TICKET_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getTicketPage: build.query<PageResult<TicketItem>, TicketQuery>({
      query: (params) => ({ url: '/museum/ticket/page', params }),
      providesTags: [LIST],
    }),
    getTicket: build.query<TicketItem, number>({
      query: (id) => ({ url: '/museum/ticket/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: TICKET_TAG, id }],
    }),
    // A mutation, not a query: every scan must ask the server afresh (a ticket checked at another
    // gate a second ago is used now). The gate shows a refusal itself, large, instead of a toast.
    lookUpTicket: build.mutation<TicketItem, string>({
      query: (code) => ({ url: '/museum/ticket/get-by-code', params: { code }, silent: true }),
    }),
    checkTicket: build.mutation<TicketItem, string>({
      query: (code) => ({
        url: '/museum/ticket/check',
        method: 'PUT',
        body: { code },
        silent: true,
      }),
      invalidatesTags: [LIST, SUMMARY, 'MuseumStatistics'],
    }),
    getTicketTodaySummary: build.query<TicketTodaySummary, void>({
      query: () => ({ url: '/museum/ticket/today-summary' }),
      providesTags: [SUMMARY],
    }),
  }),
})

export const {
  useGetTicketPageQuery,
  useLazyGetTicketQuery,
  useLookUpTicketMutation,
  useCheckTicketMutation,
  useGetTicketTodaySummaryQuery,
} = ticketApi
