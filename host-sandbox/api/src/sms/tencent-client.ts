import {
  failed,
  fetchProvider,
  providerEndpoint,
  providerJson,
  SmsProviderError,
  type SmsChannelSettings,
  type SmsClient,
  type SmsProviderTemplate,
} from './sms-client'
import { TC3_CONTENT_TYPE, tc3Authorization } from './tencent-signature'

export const TENCENT_DEFAULT_ENDPOINT = 'https://sms.tencentcloudapi.com'
const API_VERSION = '2021-01-11'
const REGION = 'ap-guangzhou'

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string }
    RequestId?: string
    SendStatusSet?: Array<{ SerialNo?: string; Code?: string; Message?: string }>
    DescribeTemplateStatusSet?: Array<{ StatusCode?: number; ReviewReply?: string }>
  }
}

/**
 * Tencent Cloud SMS over API 3.0: apiKey is `SecretId SdkAppId` (one space), apiSecret the
 * SecretKey. The host is SANDBOX_SMS_TENCENT_ENDPOINT (tests point it at a local stand-in).
 */
export function tencentClient(channel: SmsChannelSettings, now: () => number): SmsClient {
  const [secretId = '', sdkAppId = ''] = channel.apiKey.trim().split(/\s+/)

  const call = async (action: string, body: Record<string, unknown>) => {
    const endpoint = providerEndpoint('SANDBOX_SMS_TENCENT_ENDPOINT', TENCENT_DEFAULT_ENDPOINT)
    const host = new URL(endpoint).host
    const payload = JSON.stringify(body)
    const timestamp = Math.floor(now() / 1000)
    const authorization = tc3Authorization({
      secretId,
      secretKey: channel.apiSecret ?? '',
      service: 'sms',
      host,
      timestamp,
      payload,
    })
    const response = await fetchProvider(`${endpoint}/`, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': TC3_CONTENT_TYPE,
        Host: host,
        'X-TC-Action': action,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': API_VERSION,
        'X-TC-Region': REGION,
      },
      body: payload,
    })
    const answer = ((await providerJson(response)) as TencentAnswer).Response ?? {}
    if (answer.Error) {
      throw new SmsProviderError(answer.Error.Code ?? 'UNKNOWN', answer.Error.Message ?? '未知错误')
    }
    return answer
  }

  return {
    async send(request) {
      try {
        const answer = await call('SendSms', {
          PhoneNumberSet: [`+86${request.mobile}`],
          SmsSdkAppId: sdkAppId,
          SignName: channel.signature,
          TemplateId: request.apiTemplateId,
          TemplateParamSet: request.params.map(([, value]) => value),
          SessionContext: String(request.logId),
        })
        const status = answer.SendStatusSet?.[0]
        return {
          success: status?.Code === 'Ok',
          apiCode: status?.Code ?? null,
          apiMsg: status?.Message ?? null,
          apiRequestId: answer.RequestId ?? null,
          apiSerialNo: status?.SerialNo ?? null,
        }
      } catch (error) {
        if (!(error instanceof SmsProviderError)) throw error
        return failed(error)
      }
    },

    async getTemplate(apiTemplateId): Promise<SmsProviderTemplate> {
      const id = Number(apiTemplateId)
      if (!Number.isInteger(id) || id <= 0) return { status: 'not-found' }
      const answer = await call('DescribeSmsTemplateList', {
        TemplateIdSet: [id],
        International: 0,
      })
      const template = answer.DescribeTemplateStatusSet?.[0]
      if (!template) return { status: 'not-found' }
      // StatusCode: 0 approved, 1 under review, -1 rejected.
      if (template.StatusCode === 0) return { status: 'approved' }
      if (template.StatusCode === -1) {
        return { status: 'rejected', reason: template.ReviewReply ?? '' }
      }
      return { status: 'checking' }
    },
  }
}
