import { randomUUID } from 'node:crypto'
import { aliyunSignature, aliyunTimestamp } from './aliyun-signature'
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

export const ALIYUN_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com'
const API_VERSION = '2017-05-25'

interface AliyunAnswer {
  Code?: string
  Message?: string
  RequestId?: string
  BizId?: string
  TemplateStatus?: number
  Reason?: string
}

/**
 * Aliyun SMS (dysmsapi) over its RPC API: apiKey is the AccessKey id, apiSecret its secret.
 * The host is SANDBOX_SMS_ALIYUN_ENDPOINT (tests point it at a local stand-in).
 */
export function aliyunClient(channel: SmsChannelSettings, now: () => number): SmsClient {
  const call = async (action: string, params: Record<string, string>): Promise<AliyunAnswer> => {
    const all: Record<string, string> = {
      AccessKeyId: channel.apiKey,
      Action: action,
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: aliyunTimestamp(now()),
      Version: API_VERSION,
      ...params,
    }
    all.Signature = aliyunSignature('GET', all, channel.apiSecret ?? '')
    const endpoint = providerEndpoint('SANDBOX_SMS_ALIYUN_ENDPOINT', ALIYUN_DEFAULT_ENDPOINT)
    const response = await fetchProvider(`${endpoint}/?${new URLSearchParams(all)}`, {
      method: 'GET',
    })
    return (await providerJson(response)) as AliyunAnswer
  }

  return {
    async send(request) {
      try {
        const answer = await call('SendSms', {
          PhoneNumbers: request.mobile,
          SignName: channel.signature,
          TemplateCode: request.apiTemplateId,
          TemplateParam: JSON.stringify(Object.fromEntries(request.params)),
          OutId: String(request.logId),
        })
        return {
          success: answer.Code === 'OK',
          apiCode: answer.Code ?? null,
          apiMsg: answer.Message ?? null,
          apiRequestId: answer.RequestId ?? null,
          apiSerialNo: answer.BizId ?? null,
        }
      } catch (error) {
        if (!(error instanceof SmsProviderError)) throw error
        return failed(error)
      }
    },

    async getTemplate(apiTemplateId): Promise<SmsProviderTemplate> {
      const answer = await call('QuerySmsTemplate', { TemplateCode: apiTemplateId })
      if (answer.Code === 'isv.SMS_TEMPLATE_ILLEGAL') return { status: 'not-found' }
      if (answer.Code !== 'OK') {
        throw new SmsProviderError(answer.Code ?? 'UNKNOWN', answer.Message ?? '未知错误')
      }
      // TemplateStatus: 0 审核中, 1 审核通过, 2 审核失败.
      if (answer.TemplateStatus === 1) return { status: 'approved' }
      if (answer.TemplateStatus === 2) return { status: 'rejected', reason: answer.Reason ?? '' }
      return { status: 'checking' }
    },
  }
}
