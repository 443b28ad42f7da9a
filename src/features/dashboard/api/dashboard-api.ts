import { baseApi } from '@/shared/api/base-api'

export interface UnreadMessage {
  id: number
  templateNickname: string
  templateContent: string
  templateType: number
  createTime: number
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, void>({
      query: () => ({ url: '/system/notify-message/get-unread-count' }),
      providesTags: ['NotifyMessage'],
    }),
    getUnreadList: build.query<UnreadMessage[], number>({
      query: (size) => ({ url: '/system/notify-message/get-unread-list', params: { size } }),
      providesTags: ['NotifyMessage'],
    }),
  }),
})
