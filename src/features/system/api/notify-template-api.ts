import { baseApi } from '@/shared/api/base-api'
import type { NotifySendRequest } from '../model/notify-template-types'

/**
 * 测试 of 站内信模板: POST send-notify writes one message and answers its id. It changes no
 * template, so no tag is invalidated (the recipient's bell polls on its own).
 */
export const notifyTemplateSendApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendNotify: build.mutation<number, NotifySendRequest>({
      query: (body) => ({ url: '/system/notify-template/send-notify', method: 'POST', body }),
    }),
  }),
})

export const { useSendNotifyMutation } = notifyTemplateSendApi
