import { baseApi } from '@/shared/api/base-api'
import type { SlotItem } from './museum-types'

/** Cache tag of time slots: every change of a slot or of its bookings invalidates its LIST. */
export const TIME_SLOT_TAG = 'MuseumTimeSlot'

/** Endpoints several museum screens read (pickers of the booking dialogs). */
export const museumApi = baseApi
  .enhanceEndpoints({ addTagTypes: [TIME_SLOT_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The slots of one day ('YYYY-MM-DD'), for the booking dialogs' pickers. */
      listSlotsByDate: build.query<SlotItem[], string>({
        query: (visitDate) => ({ url: '/museum/time-slot/list-by-date', params: { visitDate } }),
        providesTags: [{ type: TIME_SLOT_TAG, id: 'LIST' }],
      }),
    }),
  })

export const { useListSlotsByDateQuery } = museumApi
