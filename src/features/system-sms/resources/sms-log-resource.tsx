import { z } from 'zod'
import Box from '@mui/material/Box'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DictTag, DICT_TYPE } from '@/shared/dict'
import { formatDate } from '@/shared/utils'
import type { SmsChannels } from '../hooks/use-sms-channels'
import type { SmsLogItem, SmsLogQuery } from '../model/sms-types'

export const smsLogApi = {
  ...defineResourceApi<SmsLogItem, { id?: number }, SmsLogQuery>({
    path: '/system/sms-log',
    tag: 'SystemSmsLog',
  }),
  exportUrl: '/system/sms-log/export-excel',
}

/** A status tag with its time underneath (发送状态, 接收状态). */
const statusWithTime = (dictType: string, status: number, time: number | null) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
    <DictTag type={dictType} value={status} />
    {time ? (
      <Box component="span" sx={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatDate(time)}
      </Box>
    ) : null}
  </Box>
)

/**
 * 短信日志 (/system/sms-log, system:sms-log:query|export): every message sent or not, read only;
 * 详细 shows all of a row's fields. Mobiles come masked from the server.
 */
export function smsLogResource(channels: SmsChannels, onDetail: (row: SmsLogItem) => void) {
  return defineResource({
    api: smsLogApi,
    name: '短信日志',
    idName: '编号',
    export: { fileName: '短信日志.xlsx' },
    search: [
      { kind: 'text', name: 'mobile', label: '手机号' },
      { kind: 'select', name: 'channelId', label: '短信渠道', options: channels.searchOptions },
      { kind: 'text', name: 'templateId', label: '模板编号' },
      {
        kind: 'dict',
        name: 'sendStatus',
        label: '发送状态',
        dictType: DICT_TYPE.SYSTEM_SMS_SEND_STATUS,
      },
      { kind: 'dateRange', name: 'sendTime', label: '发送时间' },
      {
        kind: 'dict',
        name: 'receiveStatus',
        label: '接收状态',
        dictType: DICT_TYPE.SYSTEM_SMS_RECEIVE_STATUS,
      },
      { kind: 'dateRange', name: 'receiveTime', label: '接收时间' },
    ],
    columns: [
      { key: 'id', title: '编号', width: 70 },
      dateTimeColumn('createTime', '创建时间'),
      { key: 'mobile', title: '手机号', nowrap: true },
      { key: 'templateContent', title: '短信内容', minWidth: 220, ellipsis: true },
      {
        key: 'sendStatus',
        title: '发送状态',
        render: (row) =>
          statusWithTime(DICT_TYPE.SYSTEM_SMS_SEND_STATUS, row.sendStatus, row.sendTime),
      },
      {
        key: 'receiveStatus',
        title: '接收状态',
        render: (row) =>
          statusWithTime(DICT_TYPE.SYSTEM_SMS_RECEIVE_STATUS, row.receiveStatus, row.receiveTime),
      },
      {
        key: 'channelId',
        title: '短信渠道',
        nowrap: true,
        render: (row) => channels.labelOf(row.channelId),
      },
      { key: 'templateId', title: '模板编号', width: 90 },
      dictColumn('templateType', '短信类型', DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE, { width: 90 }),
    ],
    form: { schema: z.object({}), fields: [], empty: {} },
    rowActions: {
      canEdit: () => false,
      canDelete: () => false,
      extra: () => [
        { key: 'detail', label: '详细', permission: ['system:sms-log:query'], onClick: onDetail },
      ],
    },
  })
}
