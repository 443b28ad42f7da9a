import {
  maskSecret,
  PAY_CHANNEL_SECRET_FIELDS,
  payChannelConfigSchema,
} from '../../../../src/shared/wire/pay-channel-config'
import { BizError } from '../lib/biz-error'
import { maskSecrets, restoreMaskedSecrets } from '../lib/masked-secrets'
import { parseInput } from '../lib/validation'

type ConfigObject = Record<string, unknown>

/** The config as sent: JSON text (the console) or an object; anything else is refused. */
function objectOf(config: string | ConfigObject): ConfigObject {
  if (typeof config !== 'string') return config
  let parsed: unknown
  try {
    parsed = config.trim() === '' ? {} : JSON.parse(config)
  } catch {
    throw new BizError(400, '请求参数不正确:渠道配置必须是 JSON 对象')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new BizError(400, '请求参数不正确:渠道配置必须是 JSON 对象')
  return parsed as ConfigObject
}

/**
 * The settings to store for channel `code`: a secret sent back as its own mask keeps the stored
 * value (the console only ever saw the mask), then every field is checked. Returns JSON text.
 */
export function configToStore(
  code: string,
  sent: string | ConfigObject,
  stored: string | null,
): string {
  const previous = stored ? (JSON.parse(stored) as ConfigObject) : {}
  const incoming = restoreMaskedSecrets(
    objectOf(sent),
    previous,
    PAY_CHANNEL_SECRET_FIELDS,
    maskSecret,
  )
  return JSON.stringify(parseInput(payChannelConfigSchema(code), incoming))
}

/** The stored settings as answered: secrets masked. */
export function configToAnswer(stored: string): string {
  let config: ConfigObject
  try {
    config = JSON.parse(stored) as ConfigObject
  } catch {
    return '{}'
  }
  return JSON.stringify(maskSecrets(config, PAY_CHANNEL_SECRET_FIELDS, maskSecret))
}
