import type { FastifyInstance } from 'fastify'
import { smsLogFilters, smsLogItem, type SmsLogItem } from '../../../../src/shared/wire/system-sms'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { betweenFilter, eqFilter, likeFilter } from '../lib/filters'
import { dictLabels, registerLogRoutes } from '../lib/log-routes'
import { maskMobile } from '../lib/request-log'
import { optionalDateRange, wireItem } from '../lib/validation'
import type { XlsxColumn } from '../lib/xlsx'
import type { SmsLogRow } from '../sms/sms-rows'

function paramsOf(row: SmsLogRow): Record<string, unknown> {
  try {
    const params: unknown = JSON.parse(row.template_params)
    return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Lists show the mobile masked; the content and parameters keep the code on purpose. */
function toLogItem(row: SmsLogRow): SmsLogItem {
  return wireItem(smsLogItem, {
    id: row.id,
    channelId: row.channel_id,
    channelCode: row.channel_code,
    templateId: row.template_id,
    templateCode: row.template_code,
    templateType: row.template_type,
    templateContent: row.template_content,
    templateParams: paramsOf(row),
    apiTemplateId: row.api_template_id,
    mobile: maskMobile(row.mobile),
    userId: row.user_id,
    userType: row.user_type,
    sendStatus: row.send_status,
    sendTime: row.send_time,
    apiSendCode: row.api_send_code,
    apiSendMsg: row.api_send_msg,
    apiRequestId: row.api_request_id,
    apiSerialNo: row.api_serial_no,
    receiveStatus: row.receive_status,
    receiveTime: row.receive_time,
    apiReceiveCode: row.api_receive_code,
    apiReceiveMsg: row.api_receive_msg,
    createTime: row.create_time,
  })
}

/** 短信日志: page and .xlsx export under system:sms-log:query|export. */
export function registerSystemSmsLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  registerLogRoutes(app, db, {
    path: '/system/sms-log',
    permission: 'system:sms-log',
    table: 'system_sms_log',
    filters: {
      mobile: likeFilter('mobile', smsLogFilters.mobile),
      channelId: eqFilter('channel_id', smsLogFilters.channelId),
      templateId: eqFilter('template_id', smsLogFilters.templateId),
      sendStatus: eqFilter('send_status', smsLogFilters.sendStatus),
      sendTime: betweenFilter('send_time', optionalDateRange('发送时间')),
      receiveStatus: eqFilter('receive_status', smsLogFilters.receiveStatus),
      receiveTime: betweenFilter('receive_time', optionalDateRange('接收时间')),
    },
    toItem: toLogItem,
    exportPath: '/system/sms-log/export-excel',
    exportFile: { name: '短信日志.xlsx', asciiName: 'sms-log.xlsx' },
    exportColumns: (): XlsxColumn<SmsLogRow>[] => {
      const typeLabel = dictLabels(db, 'system_sms_template_type')
      const sendLabel = dictLabels(db, 'system_sms_send_status')
      const receiveLabel = dictLabels(db, 'system_sms_receive_status')
      return [
        ['编号', (r) => r.id],
        ['短信渠道编号', (r) => r.channel_id],
        ['短信渠道编码', (r) => r.channel_code],
        ['模板编号', (r) => r.template_id],
        ['模板编码', (r) => r.template_code],
        ['短信类型', (r) => typeLabel(r.template_type)],
        ['短信内容', (r) => r.template_content],
        ['手机号', (r) => maskMobile(r.mobile)],
        ['发送状态', (r) => sendLabel(r.send_status)],
        ['发送时间', (r) => formatDateTime(r.send_time)],
        ['API 发送结果编码', (r) => r.api_send_code ?? ''],
        ['API 发送失败的提示', (r) => r.api_send_msg ?? ''],
        ['接收状态', (r) => receiveLabel(r.receive_status)],
        ['接收时间', (r) => formatDateTime(r.receive_time)],
        ['API 接收结果编码', (r) => r.api_receive_code ?? ''],
        ['创建时间', (r) => formatDateTime(r.create_time)],
      ]
    },
  })
}
