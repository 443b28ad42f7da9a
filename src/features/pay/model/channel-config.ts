import { z } from 'zod'
import { payChannelConfigSchema } from '@/shared/wire/pay-channel-config'
import { channelKind, type ChannelKind } from './channel-grid'
import type { PayChannelItem, PayChannelSave } from './pay-types'

/**
 * The channel dialog's values and their JSON `config`. Secrets come back from the server masked
 * (`****` and the last four characters); the form shows the mask and sends it back unchanged
 * unless the user types or reads a new one, and the server keeps the stored secret for a mask.
 */

export const ALIPAY_SERVER_URLS = [
  { label: '线上环境', value: 'https://openapi.alipay.com/gateway.do' },
  { label: '沙箱环境', value: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' },
] as const

/** Alipay key modes: 1 公钥 (keys typed), 2 证书 (certificates read from files). */
export const ALIPAY_MODE_KEY = 1
export const ALIPAY_MODE_CERT = 2

export const WECHAT_V2 = 'v2'
export const WECHAT_V3 = 'v3'

/** A masked secret as the server answers it. */
export const isMasked = (value: string) => value.startsWith('****')

const FEE_RATE = /^\d{1,3}(\.\d{1,2})?$/

export const channelForm = z
  .object({
    id: z.number().optional(),
    code: z.string(),
    status: z.number(),
    feeRate: z.string().trim(),
    remark: z.string(),
    appId: z.string().trim(),
    // Alipay
    serverUrl: z.string(),
    signType: z.string(),
    mode: z.number(),
    privateKey: z.string().trim(),
    alipayPublicKey: z.string().trim(),
    appCertContent: z.string().trim(),
    alipayPublicCertContent: z.string().trim(),
    rootCertContent: z.string().trim(),
    // WeChat
    mchId: z.string().trim(),
    apiVersion: z.string(),
    mchKey: z.string().trim(),
    keyContent: z.string().trim(),
    apiV3Key: z.string().trim(),
    privateKeyContent: z.string().trim(),
    privateCertContent: z.string().trim(),
  })
  .superRefine((values, issue) => {
    if (!values.feeRate) {
      issue.addIssue({ code: 'custom', path: ['feeRate'], message: '渠道费率不能为空' })
    } else if (!FEE_RATE.test(values.feeRate) || Number(values.feeRate) > 100) {
      issue.addIssue({
        code: 'custom',
        path: ['feeRate'],
        message: '渠道费率为 0 到 100 之间的数字，最多保留两位小数',
      })
    }
    // The server's own per-field rules and messages, on the fields this mode or version uses.
    const config = payChannelConfigSchema(values.code).safeParse(
      configOf(channelKind(values.code), values),
    )
    if (config.success) return
    for (const problem of config.error.issues) {
      issue.addIssue({ code: 'custom', path: problem.path, message: problem.message })
    }
  })

export type ChannelFormIn = z.input<typeof channelForm>
export type ChannelFormOut = z.output<typeof channelForm>

export function emptyChannelForm(code: string): ChannelFormIn {
  return {
    code,
    status: 0,
    feeRate: '',
    remark: '',
    appId: '',
    serverUrl: ALIPAY_SERVER_URLS[0].value,
    signType: 'RSA2',
    mode: ALIPAY_MODE_KEY,
    privateKey: '',
    alipayPublicKey: '',
    appCertContent: '',
    alipayPublicCertContent: '',
    rootCertContent: '',
    mchId: '',
    apiVersion: WECHAT_V3,
    mchKey: '',
    keyContent: '',
    apiV3Key: '',
    privateKeyContent: '',
    privateCertContent: '',
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function parseConfig(config: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(config)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** A stored channel as the dialog's values (secrets stay masked as the server sent them). */
export function channelFormOf(channel: PayChannelItem): ChannelFormIn {
  const config = parseConfig(channel.config)
  const empty = emptyChannelForm(channel.code)
  const values: ChannelFormIn = {
    ...empty,
    id: channel.id,
    status: channel.status,
    feeRate: String(channel.feeRate),
    remark: channel.remark ?? '',
  }
  for (const key of Object.keys(empty) as (keyof ChannelFormIn)[]) {
    if (key in config && typeof empty[key] === 'string') {
      ;(values as Record<string, unknown>)[key] = text(config[key])
    }
  }
  if (config.mode === ALIPAY_MODE_CERT || config.mode === ALIPAY_MODE_KEY) values.mode = config.mode
  return values
}

/** The config JSON of one channel kind: only the fields its mode or version uses. */
export function configOf(
  kind: ChannelKind,
  values: Omit<ChannelFormOut, 'id' | 'code' | 'status' | 'feeRate' | 'remark'>,
): Record<string, unknown> {
  if (kind === 'alipay') {
    const common = {
      appId: values.appId,
      serverUrl: values.serverUrl,
      signType: values.signType,
      mode: values.mode,
      privateKey: values.privateKey,
    }
    return values.mode === ALIPAY_MODE_KEY
      ? { ...common, alipayPublicKey: values.alipayPublicKey }
      : {
          ...common,
          appCertContent: values.appCertContent,
          alipayPublicCertContent: values.alipayPublicCertContent,
          rootCertContent: values.rootCertContent,
        }
  }
  if (kind === 'wechat') {
    const common = { appId: values.appId, mchId: values.mchId, apiVersion: values.apiVersion }
    return values.apiVersion === WECHAT_V2
      ? { ...common, mchKey: values.mchKey, keyContent: values.keyContent }
      : {
          ...common,
          apiV3Key: values.apiV3Key,
          privateKeyContent: values.privateKeyContent,
          privateCertContent: values.privateCertContent,
        }
  }
  return {}
}

export function channelSaveOf(appId: number, values: ChannelFormOut): PayChannelSave {
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    appId,
    code: values.code,
    status: values.status,
    feeRate: Number(values.feeRate),
    ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
    config: JSON.stringify(configOf(channelKind(values.code), values)),
  }
}
