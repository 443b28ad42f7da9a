import { baseApi } from '@/shared/api/base-api'
import { defineResourceApi } from '@/shared/crud'
import type {
  AnnouncementItem,
  AnnouncementSave,
  NoticeKind,
  NoticeQuery,
  ReserveNoticeItem,
  ReserveNoticeSave,
} from '../model/notice-types'

/** Cache tags of the two modules' rows. */
const KIND_TAG = { announcement: 'MuseumNotice', 'reserve-notice': 'MuseumReserveNotice' } as const

/** 公告管理: /museum/notice (docs/admin-api.md#museum-modules). */
export const announcementApi = defineResourceApi<AnnouncementItem, AnnouncementSave, NoticeQuery>({
  path: '/museum/notice',
  tag: KIND_TAG.announcement,
})

/** 预约须知: /museum/reserve-notice. */
export const reserveNoticeApi = defineResourceApi<
  ReserveNoticeItem,
  ReserveNoticeSave,
  NoticeQuery
>({
  path: '/museum/reserve-notice',
  tag: KIND_TAG['reserve-notice'],
})

const KIND_PATH = { announcement: announcementApi.path, 'reserve-notice': reserveNoticeApi.path }

export interface NoticeStateChange {
  kind: NoticeKind
  action: 'publish' | 'withdraw'
  id: number
}

/** 发布 / 撤回 of either module; refreshes that module's list and row. */
export const noticeStateApi = baseApi
  .enhanceEndpoints({ addTagTypes: Object.values(KIND_TAG) })
  .injectEndpoints({
    endpoints: (build) => ({
      changeNoticeState: build.mutation<boolean, NoticeStateChange>({
        query: ({ kind, action, id }) => ({
          url: `${KIND_PATH[kind]}/${action}`,
          method: 'PUT',
          body: { id },
        }),
        invalidatesTags: (_result, _error, { kind, id }) => [
          { type: KIND_TAG[kind], id: 'LIST' },
          { type: KIND_TAG[kind], id },
        ],
      }),
    }),
  })

export const { useChangeNoticeStateMutation } = noticeStateApi
