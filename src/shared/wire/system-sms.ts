import { z } from 'zod'
import { epochMs, id, nullableId, nullableText, nullableTime } from './common'
import {
  optionalInt,
  optionalIntIn,
  optionalStatus,
  optionalText,
  requiredInt,
  requiredIntIn,
  requiredStatus,
  requiredText,
} from './fields'

// 短信管理: /system/sms-channel/*, /system/sms-template/*, /system/sms-log/* (docs/sms.md).

/** system_sms_channel_code: the channel clients the sandbox has. */
export const SMS_CHANNEL_CODES = ['DEBUG_DING_TALK', 'ALIYUN', 'TENCENT'] as const
export type SmsChannelCode = (typeof SMS_CHANNEL_CODES)[number]

/** system_sms_template_type: 1 验证码, 2 通知, 3 营销. */
export const SMS_TEMPLATE_TYPES = [1, 2, 3] as const
/** system_sms_send_status. */
export const SMS_SEND_STATUS = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const
/** system_sms_receive_status. */
export const SMS_RECEIVE_STATUS = { INIT: 0, SUCCESS: 10, FAILURE: 20 } as const
/** user_type of a log row: 1 member, 2 staff (admin). */
export const SMS_USER_TYPE_ADMIN = 2

/** `{name}` placeholders of a template's content, in order of first appearance. */
export function smsTemplateParams(content: string): string[] {
  const names: string[] = []
  for (const match of content.matchAll(/\{(\w+)\}/g)) {
    if (!names.includes(match[1])) names.push(match[1])
  }
  return names
}

/** The content with every `{name}` replaced by its value (unknown names stay as written). */
export function formatSmsContent(content: string, params: Record<string, unknown>): string {
  return content.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined || params[name] === null ? whole : String(params[name]),
  )
}

// ---- channels

/** page / get item: apiSecret masked (`****` + last 4), the mask sent back keeps the secret. */
export const smsChannelItem = z.object({
  id,
  signature: z.string(),
  code: z.string(),
  status: z.number().int(),
  remark: nullableText,
  apiKey: z.string(),
  apiSecret: nullableText,
  callbackUrl: nullableText,
  createTime: epochMs,
})

export const smsChannelSimpleItem = z.object({ id, signature: z.string(), code: z.string() })

const channelFields = {
  signature: requiredText('短信签名', 12),
  status: requiredStatus('启用状态'),
  remark: optionalText('备注', 255),
  apiKey: requiredText('短信 API 的账号', 255),
  apiSecret: optionalText('短信 API 的秘钥', 255),
  callbackUrl: optionalText('短信发送回调 URL', 255),
}

export const smsChannelCreate = z.object({
  ...channelFields,
  code: requiredText('渠道编码', 63).refine(
    (c) => (SMS_CHANNEL_CODES as readonly string[]).includes(c),
    `渠道编码必须在指定范围 [${SMS_CHANNEL_CODES.join(', ')}]`,
  ),
})

/** The code cannot change: update ignores it. */
export const smsChannelUpdate = z.object({
  id: requiredInt('编号'),
  ...channelFields,
  code: z.string().optional(),
})

export const smsChannelFilters = {
  signature: optionalText('短信签名', 12),
  status: optionalStatus('启用状态'),
}

// ---- templates

export const smsTemplateItem = z.object({
  id,
  type: z.number().int(),
  status: z.number().int(),
  code: z.string(),
  name: z.string(),
  content: z.string(),
  params: z.array(z.string()),
  remark: nullableText,
  apiTemplateId: z.string(),
  channelId: id,
  channelCode: z.string(),
  createTime: epochMs,
})

const templateFields = {
  type: requiredIntIn('短信类型', SMS_TEMPLATE_TYPES),
  status: requiredStatus('开启状态'),
  code: requiredText('模板编码', 63).transform((s) => s.trim()),
  name: requiredText('模板名称', 63),
  content: requiredText('模板内容', 255),
  remark: optionalText('备注', 255),
  apiTemplateId: requiredText('短信 API 的模板编号', 63).transform((s) => s.trim()),
  channelId: requiredInt('短信渠道编号'),
}

export const smsTemplateCreate = z.object(templateFields)
export const smsTemplateUpdate = z.object({ id: requiredInt('编号'), ...templateFields })

export const smsTemplateFilters = {
  type: optionalIntIn('短信类型', SMS_TEMPLATE_TYPES),
  status: optionalStatus('开启状态'),
  code: optionalText('模板编码', 63),
  content: optionalText('模板内容', 255),
  apiTemplateId: optionalText('短信 API 的模板编号', 63),
  channelId: optionalInt('短信渠道编号'),
}

/** Body of POST send-sms (测试); answers the log id. */
export const smsSendBody = z.object({
  mobile: requiredText('手机号', 20).refine((m) => /^1\d{10}$/.test(m.trim()), '手机号格式不正确'),
  templateCode: requiredText('模板编码', 63),
  templateParams: z
    .record(z.string(), z.union([z.string(), z.number(), z.null()]), {
      error: '模板参数格式不正确',
    })
    .optional(),
})

// ---- log

export const smsLogItem = z.object({
  id,
  channelId: id,
  channelCode: z.string(),
  templateId: id,
  templateCode: z.string(),
  templateType: z.number().int(),
  templateContent: z.string(),
  templateParams: z.record(z.string(), z.unknown()),
  apiTemplateId: z.string(),
  /** Masked in page and export (`156****5678`). */
  mobile: z.string(),
  userId: nullableId,
  userType: z.number().int().nullable(),
  sendStatus: z.number().int(),
  sendTime: nullableTime,
  apiSendCode: nullableText,
  apiSendMsg: nullableText,
  apiRequestId: nullableText,
  apiSerialNo: nullableText,
  receiveStatus: z.number().int(),
  receiveTime: nullableTime,
  apiReceiveCode: nullableText,
  apiReceiveMsg: nullableText,
  createTime: epochMs,
})

export const smsLogFilters = {
  mobile: optionalText('手机号', 20),
  channelId: optionalInt('短信渠道编号'),
  templateId: optionalInt('模板编号'),
  sendStatus: optionalIntIn('发送状态', Object.values(SMS_SEND_STATUS)),
  receiveStatus: optionalIntIn('接收状态', Object.values(SMS_RECEIVE_STATUS)),
}

export type SmsChannelItem = z.output<typeof smsChannelItem>
export type SmsChannelSimpleItem = z.output<typeof smsChannelSimpleItem>
export type SmsChannelCreate = z.output<typeof smsChannelCreate>
export type SmsChannelUpdate = z.output<typeof smsChannelUpdate>
export type SmsTemplateItem = z.output<typeof smsTemplateItem>
export type SmsTemplateCreate = z.output<typeof smsTemplateCreate>
export type SmsTemplateUpdate = z.output<typeof smsTemplateUpdate>
export type SmsSendBody = z.output<typeof smsSendBody>
export type SmsLogItem = z.output<typeof smsLogItem>
