import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Pay channels (支付渠道) of an app: /pay/channel/* (docs/shop-and-pay.md). The settings
// of each channel are checked by pay-channel-config.ts.

/** pay_channel_code values. */
export const PAY_CHANNEL_CODES = [
  'wx_pub',
  'wx_lite',
  'wx_app',
  'wx_native',
  'wx_bar',
  'alipay_pc',
  'alipay_wap',
  'alipay_app',
  'alipay_qr',
  'alipay_bar',
  'mock',
] as const
export type PayChannelCode = (typeof PAY_CHANNEL_CODES)[number]

export const isPayChannelCode = (code: string): code is PayChannelCode =>
  (PAY_CHANNEL_CODES as readonly string[]).includes(code)

/** get?appId&code; `config` is the settings' JSON text with secrets masked (`****` + last 4). */
export const payChannelItem = z.object({
  id,
  appId: id,
  code: z.string(),
  status: z.number().int(),
  feeRate: z.number(),
  remark: nullableText,
  config: z.string(),
  createTime: epochMs,
})

/** A percentage with at most two decimals, 0..100 (0.60 means 0.6 %). */
const feeRate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({
      error: (issue) => (issue.input === undefined ? '渠道费率不能为空' : '渠道费率必须是数字'),
    })
    .min(0, '渠道费率不能小于 0')
    .max(100, '渠道费率不能大于 100')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, '渠道费率最多保留两位小数'),
)

/** The settings: a JSON object, or its text (the console sends text). */
const config = z.union([z.string(), z.record(z.string(), z.unknown())], {
  error: (issue) => (issue.input === undefined ? '渠道配置不能为空' : '渠道配置必须是 JSON 对象'),
})

export const payChannelCreate = z.object({
  appId: requiredInt('应用编号'),
  code: requiredText('渠道编码', 32).refine(isPayChannelCode, '渠道编码不正确'),
  status: requiredStatus('开启状态'),
  feeRate,
  remark: optionalText('备注', 255),
  config,
})

/** update: the app and code of a channel never change. */
export const payChannelUpdate = z.object({
  id: requiredInt('渠道编号'),
  status: requiredStatus('开启状态'),
  feeRate,
  remark: optionalText('备注', 255),
  config,
})

export const payChannelQuery = z.object({
  appId: requiredInt('应用编号'),
  code: requiredText('渠道编码', 32),
})

export type PayChannelItem = z.output<typeof payChannelItem>
export type PayChannelCreate = z.input<typeof payChannelCreate>
export type PayChannelUpdate = z.input<typeof payChannelUpdate>
