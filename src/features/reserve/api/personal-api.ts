import { baseApi } from '@/shared/api/base-api'
import { TIME_SLOT_TAG } from '@/shared/museum'
import type { PersonalCancel, PersonalCreate } from '../model/reserve-types'

/** Cache tag of personal reservations (the descriptor's page and get provide it too). */
export const PERSONAL_TAG = 'MuseumReservePersonal'

// A booking or a cancel changes the slot's places and the dashboard's figures. Invalidated on a
// refusal as well, so a picker showing stale places (余票不足) asks again.
const CHANGED = [
  { type: PERSONAL_TAG, id: 'LIST' },
  { type: TIME_SLOT_TAG, id: 'LIST' },
  'MuseumStatistics',
] as const

/** 窗口预约 and 取消预约: beside the generated page / get of `personalResource`. */
export const personalApi = baseApi
  .enhanceEndpoints({ addTagTypes: [PERSONAL_TAG, TIME_SLOT_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      createCounterReservation: build.mutation<number, PersonalCreate>({
        query: (body) => ({ url: '/museum/reserve-personal/create', method: 'POST', body }),
        invalidatesTags: [...CHANGED],
      }),
      cancelPersonalReservation: build.mutation<boolean, PersonalCancel>({
        query: (body) => ({ url: '/museum/reserve-personal/cancel', method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [
          ...CHANGED,
          { type: PERSONAL_TAG, id: body.id },
        ],
      }),
    }),
  })

export const { useCreateCounterReservationMutation, useCancelPersonalReservationMutation } =
  personalApi
