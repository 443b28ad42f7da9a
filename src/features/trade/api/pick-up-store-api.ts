import { baseApi } from '@/shared/api/base-api'
import type { PickUpStoreSimple } from '../model/trade-types'

export const PICK_UP_STORE_TAG = 'TradePickUpStore' as const

/** The stores by name, for an order's 自提门店 (any staff token may read them). */
export const pickUpStoreSimpleApi = baseApi
  .enhanceEndpoints({ addTagTypes: [PICK_UP_STORE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      listPickUpStoreSimple: build.query<PickUpStoreSimple[], void>({
        query: () => ({ url: '/trade/delivery/pick-up-store/list-all-simple' }),
        providesTags: [{ type: PICK_UP_STORE_TAG, id: 'LIST' }],
      }),
    }),
  })

export const { useListPickUpStoreSimpleQuery } = pickUpStoreSimpleApi
