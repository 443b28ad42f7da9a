import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  SMS_CHANNEL_CODE_DEBUG,
  smsChannelFormSchema,
  type SmsChannelFormValues,
  type SmsChannelItem,
  type SmsChannelQuery,
  type SmsChannelSave,
} from '../model/sms-types'

export const smsChannelApi = defineResourceApi<SmsChannelItem, SmsChannelSave, SmsChannelQuery>({
  path: '/system/sms-channel',
  tag: 'SystemSmsChannel',
})

/**
 * 短信渠道 (/system/sms-channel, system:sms-channel:*). The server answers the API 密钥 masked;
 * saving the mask unchanged keeps the stored secret. The code is fixed once created.
 */
export const smsChannelResource = defineResource({
  api: smsChannelApi,
  name: '短信渠道',
  idName: '编号',
  export: false,
  search: [
    { kind: 'text', name: 'signature', label: '短信签名' },
    { kind: 'dict', name: 'status', label: '启用状态', dictType: DICT_TYPE.COMMON_STATUS },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'id', title: '编号', width: 70 },
    { key: 'signature', title: '短信签名', nowrap: true },
    dictColumn('code', '渠道编码', DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE, { nowrap: true }),
    dictColumn('status', '启用状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
    { key: 'remark', title: '备注', ellipsis: true },
    { key: 'apiKey', title: 'API 账号', ellipsis: true },
    { key: 'apiSecret', title: 'API 密钥', nowrap: true, render: (row) => row.apiSecret || '-' },
    { key: 'callbackUrl', title: '回调 URL', ellipsis: true },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: smsChannelFormSchema,
    fields: (mode) => [
      { kind: 'text', name: 'signature', label: '短信签名', required: true },
      {
        kind: 'dictRadio',
        name: 'code',
        label: '渠道编码',
        required: true,
        dictType: DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE,
        valueType: 'string',
        disabled: mode === 'update',
      },
      { kind: 'dictRadio', name: 'status', label: '启用状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'text', name: 'apiKey', label: '短信 API 的账号', required: true },
      { kind: 'text', name: 'apiSecret', label: '短信 API 的秘钥', placeholder: '留空表示没有' },
      { kind: 'text', name: 'callbackUrl', label: '短信发送回调 URL' },
      { kind: 'text', name: 'remark', label: '备注', rows: 2, placeholder: '请输入备注' },
    ],
    empty: {
      signature: '',
      code: SMS_CHANNEL_CODE_DEBUG,
      status: 0,
      remark: '',
      apiKey: '',
      apiSecret: '',
      callbackUrl: '',
    } satisfies SmsChannelFormValues,
  },
})
