import { baseApi } from '@/shared/api/base-api'
import { TIME_SLOT_TAG } from '@/shared/museum'
import type { SlotGenerate } from '../model/reserve-types'

const CHANGED = [{ type: TIME_SLOT_TAG, id: 'LIST' }, 'MuseumStatistics'] as const

/** 批量生成 and 停止 / 启用: beside the generated CRUD endpoints of `slotResource`. */
export const slotApi = baseApi.enhanceEndpoints({ addTagTypes: [TIME_SLOT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Resolves to how many slots were created (days that already have slots are skipped). */
    generateSlots: build.mutation<number, SlotGenerate>({
      query: (body) => ({ url: '/museum/time-slot/generate', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateSlotStatus: build.mutation<boolean, { id: number; status: 0 | 1 }>({
      query: (body) => ({ url: '/museum/time-slot/update-status', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        ...CHANGED,
        { type: TIME_SLOT_TAG, id: body.id },
      ],
    }),
  }),
})

export const { useGenerateSlotsMutation, useUpdateSlotStatusMutation } = slotApi
