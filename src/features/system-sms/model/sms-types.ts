import { z } from 'zod'
import type { PageParams } from '@/shared/list-kit'
import type {
  SmsChannelCreate,
  SmsChannelItem as WireSmsChannelItem,
  SmsChannelSimpleItem as WireSmsChannelSimpleItem,
  SmsLogItem as WireSmsLogItem,
  SmsSendBody,
  SmsTemplateCreate,
  SmsTemplateItem as WireSmsTemplateItem,
} from '@/shared/wire/system-sms'

// 短信管理's rows and bodies (docs/admin-api.md#sms). Types only from the wire: no zod of the
// sandbox's schemas enters the console's chunks.

export type SmsChannelItem = WireSmsChannelItem
export type SmsChannelSimpleItem = WireSmsChannelSimpleItem
export type SmsTemplateItem = WireSmsTemplateItem
export type SmsLogItem = WireSmsLogItem
export type SmsChannelSave = Omit<SmsChannelCreate, 'remark' | 'apiSecret' | 'callbackUrl'> & {
  id?: number
  remark?: string
  apiSecret?: string
  callbackUrl?: string
}
export type SmsTemplateSave = Omit<SmsTemplateCreate, 'remark'> & { id?: number; remark?: string }
export type SmsSendRequest = Omit<SmsSendBody, 'templateParams'> & {
  templateParams: Record<string, string>
}

type Range = { createTime?: [string, string] }
export type SmsChannelQuery = PageParams & Range & { signature?: string; status?: string }
export type SmsTemplateQuery = PageParams &
  Range & {
    type?: string
    status?: string
    code?: string
    content?: string
    apiTemplateId?: string
    channelId?: string
  }
export type SmsLogQuery = PageParams & {
  mobile?: string
  channelId?: string
  templateId?: string
  sendStatus?: string
  receiveStatus?: string
  sendTime?: [string, string]
  receiveTime?: [string, string]
}

/** The channel codes the sandbox has clients for (system_sms_channel_code). */
export const SMS_CHANNEL_CODE_DEBUG = 'DEBUG_DING_TALK'

export const smsChannelFormSchema = z.object({
  id: z.number().optional(),
  signature: z.string().trim().min(1, '短信签名不能为空').max(12, '短信签名不能超过 12 个字符'),
  code: z.string().min(1, '渠道编码不能为空'),
  status: z.number(),
  remark: z.string().max(255, '备注不能超过 255 个字符'),
  apiKey: z.string().trim().min(1, '短信 API 的账号不能为空').max(255, '不能超过 255 个字符'),
  apiSecret: z.string().max(255, '不能超过 255 个字符'),
  callbackUrl: z
    .string()
    .trim()
    .max(255, '不能超过 255 个字符')
    .refine(
      (url) => url === '' || /^https?:\/\//.test(url),
      '回调 URL 须以 http:// 或 https:// 开头',
    ),
})
export type SmsChannelFormValues = z.input<typeof smsChannelFormSchema>

export const smsTemplateFormSchema = z.object({
  id: z.number().optional(),
  channelId: z
    .number({ error: '短信渠道编号不能为空' })
    .nullable()
    .refine((v) => v !== null, '短信渠道编号不能为空'),
  type: z.number({ error: '短信类型不能为空' }),
  code: z.string().trim().min(1, '模板编码不能为空').max(63, '模板编码不能超过 63 个字符'),
  name: z.string().trim().min(1, '模板名称不能为空').max(63, '模板名称不能超过 63 个字符'),
  content: z.string().trim().min(1, '模板内容不能为空').max(255, '模板内容不能超过 255 个字符'),
  status: z.number(),
  apiTemplateId: z
    .string()
    .trim()
    .min(1, '短信 API 的模板编号不能为空')
    .max(63, '短信 API 的模板编号不能超过 63 个字符'),
  remark: z.string().max(255, '备注不能超过 255 个字符'),
})
export type SmsTemplateFormValues = z.input<typeof smsTemplateFormSchema>

/** 测试's recipient: the mobile (the parameters' fields come with the shared send dialog). */
export const smsRecipientShape = {
  mobile: z
    .string()
    .trim()
    .min(1, '手机号不能为空')
    .regex(/^1\d{10}$/, '手机号格式不正确'),
}

/** `签名【渠道】`, the way 短信模板 and 短信日志 name a channel. */
export function channelLabel(
  channel: Pick<SmsChannelSimpleItem, 'signature' | 'code'>,
  codeLabel: (code: string) => string,
): string {
  return `${channel.signature}【${codeLabel(channel.code)}】`
}
