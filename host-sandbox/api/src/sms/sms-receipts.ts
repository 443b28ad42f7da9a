import type { FastifyInstance } from 'fastify'
import { apiRoute, type HandWrittenBody } from '../lib/api-route'
import type { AppContext } from '../lib/context'
import { parseDateTime } from '../lib/date-time'
import { recordReceipt } from './sms-send'

// Delivery receipts pushed by the providers. They carry no token; a receipt counts only when it
// names a message we sent through that provider by the provider's own serial number (Aliyun's
// BizId, Tencent's SerialNo: random, never shown outside the log) AND the same mobile (and, for
// Aliyun, our log id in OutId). Anything else is answered like the provider expects and ignored.

interface LogMatch {
  id: number
}

const list = (body: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(body) ? body : [body]).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  )

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null

/** 13800138000 from +8613800138000 / 8613800138000 / 13800138000. */
const nationalMobile = (value: string | null) => value?.replace(/^\+?86(?=1\d{10}$)/, '') ?? null

export function registerSmsReceiptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reports = (description: string): HandWrittenBody => ({
    required: true,
    description,
    content: {
      'application/json': {
        schema: { type: 'array', items: { type: 'object' } },
      },
    },
  })
  const findSent = (channelCode: string, serialNo: string | null, mobile: string | null) =>
    serialNo && mobile
      ? (ctx.db
          .prepare(
            `SELECT id FROM system_sms_log
             WHERE api_serial_no = ? AND channel_code = ? AND mobile = ?`,
          )
          .get(serialNo, channelCode, mobile) as LogMatch | undefined)
      : undefined
  const timeOf = (value: unknown) => parseDateTime(text(value) ?? '') ?? ctx.now()

  // Aliyun's SmsReport push: [{phone_number, success, err_code, err_msg, report_time, biz_id, out_id}].
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/sms/callback/aliyun',
      auth: 'public',
      summary: '阿里云短信回执（无需令牌，按 BizId、手机号和 OutId 核对）',
      requestBody: reports('阿里云 SmsReport 推送的数组'),
    },
    async (_input, request) => {
      for (const item of list(request.body)) {
        const match = findSent('ALIYUN', text(item.biz_id), nationalMobile(text(item.phone_number)))
        if (!match || text(item.out_id) !== String(match.id)) continue
        recordReceipt(ctx, match.id, {
          success: item.success === true || item.success === 'true',
          time: timeOf(item.report_time),
          code: text(item.err_code),
          msg: text(item.err_msg),
        })
      }
      return { code: 0, msg: '成功' }
    },
  )

  // Tencent's status pull callback: [{mobile, report_status, errmsg, description, sid, user_receive_time}].
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/sms/callback/tencent',
      auth: 'public',
      summary: '腾讯云短信回执（无需令牌，按 sid 和手机号核对）',
      requestBody: reports('腾讯云短信状态回调的数组'),
    },
    async (_input, request) => {
      for (const item of list(request.body)) {
        const match = findSent('TENCENT', text(item.sid), nationalMobile(text(item.mobile)))
        if (!match) continue
        recordReceipt(ctx, match.id, {
          success: item.report_status === 'SUCCESS',
          time: timeOf(item.user_receive_time),
          code: text(item.errmsg),
          msg: text(item.description),
        })
      }
      return { result: 0, errmsg: 'OK' }
    },
  )
}
