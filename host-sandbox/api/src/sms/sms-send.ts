import {
  formatSmsContent,
  SMS_RECEIVE_STATUS,
  SMS_SEND_STATUS,
} from '../../../../src/shared/wire/system-sms'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { insertRow } from '../lib/row-writes'
import type { SmsSendRequest } from './sms-client'
import { smsClientOf } from './sms-clients'
import { SmsAdminErrors } from './sms-errors'
import {
  channelSettings,
  findChannel,
  findTemplateByCode,
  templateParamNames,
  type SmsChannelRow,
} from './sms-rows'

export interface SmsMessage {
  mobile: string
  templateCode: string
  templateParams: Record<string, unknown>
  userId: number | null
  userType: number | null
}

/** Deliveries still talking to a provider, per app: closing the app waits for them. */
const pending = new WeakMap<AppContext, Set<Promise<void>>>()

export async function settleSmsDeliveries(ctx: AppContext): Promise<void> {
  await Promise.allSettled([...(pending.get(ctx) ?? [])])
}

const isMissing = (value: unknown) => value === undefined || value === null || value === ''

/**
 * Logs a message of template `templateCode` and, when the template and its channel are enabled,
 * hands it to the channel's client after the answer (the log row's send status tells how it went).
 * A disabled template or channel still logs the message, as 不发送. Returns the log id.
 */
export function sendSms(ctx: AppContext, message: SmsMessage): number {
  const template = findTemplateByCode(ctx.db, message.templateCode)
  if (!template) throw bizError(SmsAdminErrors.SEND_TEMPLATE_NOT_EXISTS)
  const channel = findChannel(ctx.db, template.channel_id)
  const params: Array<[string, string]> = templateParamNames(template).map((name) => {
    const value = message.templateParams[name]
    if (isMissing(value)) throw bizError(SmsAdminErrors.SEND_TEMPLATE_PARAM_MISS, name)
    return [name, String(value)]
  })
  const content = formatSmsContent(template.content, Object.fromEntries(params))
  const willSend = template.status === 0 && channel !== undefined && channel.status === 0
  const logId = insertRow(ctx.db, 'system_sms_log', {
    channel_id: template.channel_id,
    channel_code: template.channel_code,
    template_id: template.id,
    template_code: template.code,
    template_type: template.type,
    template_content: content,
    template_params: JSON.stringify(Object.fromEntries(params)),
    api_template_id: template.api_template_id,
    mobile: message.mobile,
    user_id: message.userId,
    user_type: message.userType,
    send_status: willSend ? SMS_SEND_STATUS.INIT : SMS_SEND_STATUS.IGNORE,
    receive_status: SMS_RECEIVE_STATUS.INIT,
    create_time: ctx.now(),
  })
  if (willSend) {
    const request: SmsSendRequest = {
      logId,
      mobile: message.mobile,
      apiTemplateId: template.api_template_id,
      params,
      content,
    }
    deliverLater(ctx, channel, request)
  }
  return logId
}

function deliverLater(ctx: AppContext, channel: SmsChannelRow, request: SmsSendRequest): void {
  const deliveries = pending.get(ctx) ?? new Set<Promise<void>>()
  pending.set(ctx, deliveries)
  const delivery = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => deliver(ctx, channel, request))
    .catch(() => {
      // The app closed under the delivery (tests stop sandboxes mid-send): nothing to record.
    })
    .finally(() => deliveries.delete(delivery))
  deliveries.add(delivery)
}

async function deliver(ctx: AppContext, channel: SmsChannelRow, request: SmsSendRequest) {
  const client = smsClientOf(ctx, channelSettings(channel))
  const result = client
    ? await client.send(request)
    : {
        success: false,
        apiCode: 'CHANNEL_UNSUPPORTED',
        apiMsg: `沙箱没有渠道 ${channel.code} 的客户端`,
        apiRequestId: null,
        apiSerialNo: null,
      }
  if (!ctx.db.open) return
  ctx.db
    .prepare(
      `UPDATE system_sms_log SET send_status = ?, send_time = ?, api_send_code = ?,
         api_send_msg = ?, api_request_id = ?, api_serial_no = ? WHERE id = ?`,
    )
    .run(
      result.success ? SMS_SEND_STATUS.SUCCESS : SMS_SEND_STATUS.FAILURE,
      ctx.now(),
      result.apiCode,
      result.apiMsg,
      result.apiRequestId,
      result.apiSerialNo,
      request.logId,
    )
  if ('receivedAt' in result && result.receivedAt !== undefined) {
    recordReceipt(ctx, request.logId, {
      success: true,
      time: result.receivedAt,
      code: 'DELIVERED',
      msg: '调试渠道已送达',
    })
  }
}

export interface SmsReceipt {
  success: boolean
  time: number
  code: string | null
  msg: string | null
}

export function recordReceipt(ctx: AppContext, logId: number, receipt: SmsReceipt): void {
  ctx.db
    .prepare(
      `UPDATE system_sms_log SET receive_status = ?, receive_time = ?, api_receive_code = ?,
         api_receive_msg = ? WHERE id = ?`,
    )
    .run(
      receipt.success ? SMS_RECEIVE_STATUS.SUCCESS : SMS_RECEIVE_STATUS.FAILURE,
      receipt.time,
      receipt.code,
      receipt.msg,
      logId,
    )
}
