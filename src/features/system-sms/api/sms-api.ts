import { baseApi } from '@/shared/api/base-api'
import type { SmsChannelSimpleItem, SmsSendRequest } from '../model/sms-types'

/**
 * The calls of 短信管理 beside the generated CRUD ones: the channels every screen names (provides
 * the channel LIST tag, so a saved channel refreshes them) and 测试's send-sms (answers a log id;
 * the log list is refreshed by its tag).
 */
export const smsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SystemSmsChannel', 'SystemSmsLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSmsChannels: build.query<SmsChannelSimpleItem[], void>({
        query: () => ({ url: '/system/sms-channel/list-all-simple' }),
        providesTags: [{ type: 'SystemSmsChannel', id: 'LIST' }],
      }),
      sendSms: build.mutation<number, SmsSendRequest>({
        query: (body) => ({ url: '/system/sms-template/send-sms', method: 'POST', body }),
        invalidatesTags: [{ type: 'SystemSmsLog', id: 'LIST' }],
      }),
    }),
  })

export const { useListSmsChannelsQuery, useSendSmsMutation } = smsApi
