import { createHmac } from 'node:crypto'
import { maskMobile, type SandboxLog } from '../lib/request-log'
import {
  failed,
  fetchProvider,
  providerJson,
  SmsProviderError,
  type SmsChannelSettings,
  type SmsClient,
} from './sms-client'

const isWebhook = (apiKey: string) => /^https?:\/\//i.test(apiKey.trim())

/** DingTalk's robot signature: `timestamp + "\n" + secret`, HMAC-SHA256 keyed by the secret. */
function signedWebhookUrl(url: string, secret: string | null, now: number): string {
  if (!secret) return url
  const sign = createHmac('sha256', secret).update(`${now}\n${secret}`).digest('base64')
  const joiner = url.includes('?') ? '&' : '?'
  return `${url}${joiner}timestamp=${now}&sign=${encodeURIComponent(sign)}`
}

/**
 * 调试（钉钉）: writes the message to the sandbox's log, code and all (that is the point of a debug
 * channel), and when apiKey is a webhook URL posts it there as a DingTalk text message (apiSecret,
 * when set, signs it the DingTalk way). Nothing to review with a provider: every template is fine.
 */
export function debugClient(
  channel: SmsChannelSettings,
  log: SandboxLog | undefined,
  now: () => number,
): SmsClient {
  return {
    async send(request) {
      log?.sink(`短信 [${channel.signature}] ${maskMobile(request.mobile)}: ${request.content}`)
      const sentAt = now()
      if (!isWebhook(channel.apiKey)) {
        return {
          success: true,
          apiCode: 'OK',
          apiMsg: '已写入沙箱日志',
          apiRequestId: null,
          apiSerialNo: `debug-${request.logId}`,
          receivedAt: sentAt,
        }
      }
      try {
        const response = await fetchProvider(
          signedWebhookUrl(channel.apiKey.trim(), channel.apiSecret, sentAt),
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              msgtype: 'text',
              text: { content: `【${channel.signature}】${request.content}（${request.mobile}）` },
            }),
          },
        )
        const answer = (await providerJson(response)) as { errcode?: number; errmsg?: string }
        const success = response.ok && (answer.errcode ?? 0) === 0
        return {
          success,
          apiCode: String(answer.errcode ?? response.status),
          apiMsg: answer.errmsg ?? null,
          apiRequestId: null,
          apiSerialNo: `debug-${request.logId}`,
          receivedAt: success ? now() : undefined,
        }
      } catch (error) {
        if (!(error instanceof SmsProviderError)) throw error
        return failed(error)
      }
    },
    async getTemplate() {
      return { status: 'approved' }
    },
  }
}
