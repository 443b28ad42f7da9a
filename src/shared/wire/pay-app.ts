import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalStatus, optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Pay apps (支付应用): /pay/app/* (docs/shop-and-pay.md).

/**
 * The seeded apps' URLs start with this placeholder: the sandbox sends their notifications to its
 * own listening address, so the stored URL never names a host.
 */
export const SANDBOX_ORIGIN_PLACEHOLDER = '{sandbox-origin}'

/** An http(s) URL, or a path on the sandbox itself written `{sandbox-origin}/…`. */
export function isNotifyUrl(value: string): boolean {
  const text = value.trim()
  if (text.startsWith(`${SANDBOX_ORIGIN_PLACEHOLDER}/`)) return !/\s/.test(text)
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

function notifyUrl(label: string) {
  return requiredText(label, 1024)
    .transform((s) => s.trim())
    .refine(isNotifyUrl, `${label}必须为 URL 格式`)
}

/** A row of page, list and get: channelCodes are the app's enabled channels (✓ on the screen). */
export const payAppItem = z.object({
  id,
  name: z.string(),
  status: z.number().int(),
  remark: nullableText,
  orderNotifyUrl: z.string(),
  refundNotifyUrl: z.string(),
  createTime: epochMs,
  channelCodes: z.array(z.string()),
})

const saveFields = {
  name: requiredText('应用名', 64),
  status: requiredStatus('开启状态'),
  remark: optionalText('备注', 255),
  orderNotifyUrl: notifyUrl('支付结果的回调地址'),
  refundNotifyUrl: notifyUrl('退款结果的回调地址'),
}

export const payAppCreate = z.object(saveFields)
export const payAppUpdate = z.object({ id: requiredInt('应用编号'), ...saveFields })
export const payAppStatusBody = z.object({
  id: requiredInt('应用编号'),
  status: requiredStatus('状态'),
})

/** Filters of GET page (besides `createTime[0]/[1]`). */
export const payAppFilters = {
  name: optionalText('应用名', 64),
  status: optionalStatus('开启状态'),
  remark: optionalText('备注', 255),
}

export type PayAppItem = z.output<typeof payAppItem>
export type PayAppCreate = z.input<typeof payAppCreate>
export type PayAppUpdate = z.input<typeof payAppUpdate>
