import { z } from 'zod'

// The settings (config JSON) of each pay channel, checked field by field with a Chinese message,
// and which of their fields are secrets (answered masked, kept when the mask comes back).

/** `****` and the last 4 characters; short values show nothing of themselves. */
export function maskSecret(value: string): string {
  return value.length > 8 ? `****${value.slice(-4)}` : '****'
}

const text = (message: string) =>
  z
    .string({ error: message })
    .transform((s) => s.trim())
    .refine((s) => s !== '', message)

const optionalString = z.string().optional()

const wechatConfig = z
  .object({
    appId: text('公众号或小程序的 APPID 不能为空'),
    mchId: text('商户号不能为空'),
    apiVersion: z.enum(['v2', 'v3'], {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'API 版本不能为空'
          : 'API 版本必须是 v2 或 v3',
    }),
    mchKey: optionalString,
    keyContent: optionalString,
    apiV3Key: optionalString,
    privateKeyContent: optionalString,
    privateCertContent: optionalString,
  })
  .superRefine((config, context) => {
    const need = (field: keyof typeof config, message: string) => {
      const value = config[field]
      if (typeof value !== 'string' || value.trim() === '')
        context.addIssue({ code: 'custom', message, path: [field] })
    }
    if (config.apiVersion === 'v2') {
      need('mchKey', '商户密钥不能为空')
      need('keyContent', 'apiclient_cert.p12 证书不能为空')
    } else {
      need('apiV3Key', 'APIv3 密钥不能为空')
      need('privateKeyContent', 'apiclient_key.pem 证书不能为空')
      need('privateCertContent', 'apiclient_cert.pem 证书不能为空')
    }
  })

const alipayConfig = z
  .object({
    serverUrl: text('网关地址不能为空').refine(
      (s) => /^https?:\/\/\S+$/.test(s),
      '网关地址必须为 URL 格式',
    ),
    appId: text('开放平台应用的 APPID 不能为空'),
    signType: z.literal('RSA2', {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? '签名算法类型不能为空'
          : '签名算法类型必须是 RSA2',
    }),
    mode: z.preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z.union([z.literal(1), z.literal(2)], {
        error: (issue) =>
          issue.input === undefined || issue.input === ''
            ? '公钥类型不能为空'
            : '公钥类型必须是 1（公钥模式）或 2（证书模式）',
      }),
    ),
    privateKey: text('商户私钥不能为空'),
    alipayPublicKey: optionalString,
    appCertContent: optionalString,
    alipayPublicCertContent: optionalString,
    rootCertContent: optionalString,
  })
  .superRefine((config, context) => {
    const need = (field: keyof typeof config, message: string) => {
      const value = config[field]
      if (typeof value !== 'string' || value.trim() === '')
        context.addIssue({ code: 'custom', message, path: [field] })
    }
    if (config.mode === 1) need('alipayPublicKey', '支付宝公钥不能为空')
    else {
      need('appCertContent', '商户公钥应用证书不能为空')
      need('alipayPublicCertContent', '支付宝公钥证书不能为空')
      need('rootCertContent', '根证书不能为空')
    }
  })

const mockConfig = z.object({}).transform(() => ({}))

/** The settings schema of a channel code (WeChat, Alipay or the sandbox's mock). */
export function payChannelConfigSchema(code: string) {
  if (code.startsWith('wx_')) return wechatConfig
  if (code.startsWith('alipay_')) return alipayConfig
  return mockConfig
}

/** Fields that hold private keys or API keys: never answered whole. */
export const PAY_CHANNEL_SECRET_FIELDS: readonly string[] = [
  'mchKey',
  'keyContent',
  'apiV3Key',
  'privateKeyContent',
  'privateKey',
]
