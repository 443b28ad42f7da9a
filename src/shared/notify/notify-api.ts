import { baseApi } from '../api/base-api'
import type { PageParams, PageResult } from '../list-kit/list-types'
import type { NotifyMessageItem } from '../wire/notify-message'

/**
 * An in-site message (docs/admin-api.md#notify-messages); date-times are epoch milliseconds. The
 * wire schema's type (src/shared/wire/notify-message.ts).
 */
export type NotifyMessage = NotifyMessageItem

/**
 * Filters of GET my-page as sent: the search form gives readStatus as 'true' / 'false' and the sent
 * time as `[begin, end]` (serialised as createTime[0] / createTime[1]).
 */
export type MyNotifyMessagePageParams = PageParams & {
  readStatus?: boolean | 'true' | 'false'
  createTime?: [string, string]
}

/** The unread count is polled every 2 minutes. */
export const UNREAD_COUNT_POLL_INTERVAL = 120000

/** How many unread messages the bell's pop-over lists (get-unread-list?size=10). */
export const UNREAD_LIST_SIZE = 10

/** Where 'view all' goes: the constant route MyNotifyMessage (page key 'system/notify/my/index'). */
export const MY_NOTIFY_MESSAGE_PATH = '/user/notify-message'
export const MY_NOTIFY_MESSAGE_ROUTE_NAME = 'MyNotifyMessage'
export const MY_NOTIFY_MESSAGE_PAGE_KEY = 'system/notify/my/index'

/**
 * The signed-in user's messages. Every read endpoint provides the 'NotifyMessage' tag and every
 * mutation invalidates it, so marking anything read updates the bell, the dashboard and the lists.
 */
export const notifyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, void>({
      query: () => ({ url: '/system/notify-message/get-unread-count' }),
      providesTags: ['NotifyMessage'],
    }),
    getUnreadList: build.query<NotifyMessage[], number>({
      query: (size) => ({ url: '/system/notify-message/get-unread-list', params: { size } }),
      providesTags: ['NotifyMessage'],
    }),
    getMyNotifyMessagePage: build.query<PageResult<NotifyMessage>, MyNotifyMessagePageParams>({
      query: (params) => ({ url: '/system/notify-message/my-page', params }),
      providesTags: ['NotifyMessage'],
    }),
    /** Sent as repeated ids (`ids=1&ids=2`): the params serialiser repeats arrays of numbers. */
    updateNotifyMessageRead: build.mutation<boolean, number[]>({
      query: (ids) => ({
        url: '/system/notify-message/update-read',
        method: 'PUT',
        params: { ids },
      }),
      invalidatesTags: ['NotifyMessage'],
    }),
    updateAllNotifyMessageRead: build.mutation<boolean, void>({
      query: () => ({ url: '/system/notify-message/update-all-read', method: 'PUT' }),
      invalidatesTags: ['NotifyMessage'],
    }),
  }),
})

export const {
  useGetUnreadCountQuery,
  useGetUnreadListQuery,
  useGetMyNotifyMessagePageQuery,
  useUpdateNotifyMessageReadMutation,
  useUpdateAllNotifyMessageReadMutation,
} = notifyApi
