import { baseApi } from '@/shared/api/base-api'
import type { ReserveRuleItem } from '@/shared/wire/museum-reserve-rule'
import type { SlotItem } from './museum-types'
import { dayStartMs } from './museum-days'

/** Cache tag of time slots: every change of a slot or of its bookings invalidates its LIST. */
export const TIME_SLOT_TAG = 'MuseumTimeSlot'

/** Cache tag of the booking rules (one per overall_rule_type). */
export const RESERVE_RULE_TAG = 'MuseumReserveRule'

/** Endpoints several museum screens read (pickers and limits of the booking dialogs). */
export const museumApi = baseApi
  .enhanceEndpoints({ addTagTypes: [TIME_SLOT_TAG, RESERVE_RULE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The slots of one day ('YYYY-MM-DD'; sent as its midnight in ms), for the pickers. */
      listSlotsByDate: build.query<SlotItem[], string>({
        query: (visitDate) => ({
          url: '/museum/time-slot/list-by-date',
          params: { visitDate: dayStartMs(visitDate) },
        }),
        providesTags: [{ type: TIME_SLOT_TAG, id: 'LIST' }],
      }),
      /**
       * The booking rules, one per type. Booking dialogs read them quietly to check persons as
       * the server will (a user without the rules' permission simply gets no client-side limit).
       */
      listReserveRules: build.query<ReserveRuleItem[], void>({
        query: () => ({ url: '/museum/reserve-rule/list', silent: true }),
        providesTags: [{ type: RESERVE_RULE_TAG, id: 'LIST' }],
      }),
    }),
  })

export const { useListSlotsByDateQuery, useListReserveRulesQuery } = museumApi
