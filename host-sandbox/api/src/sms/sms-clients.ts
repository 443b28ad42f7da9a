import type { AppContext } from '../lib/context'
import { aliyunClient } from './aliyun-client'
import { debugClient } from './debug-client'
import type { SmsChannelSettings, SmsClient } from './sms-client'
import { tencentClient } from './tencent-client'

/** The client of a channel by its code; null for a code the sandbox has no client for. */
export function smsClientOf(ctx: AppContext, channel: SmsChannelSettings): SmsClient | null {
  switch (channel.code) {
    case 'DEBUG_DING_TALK':
      return debugClient(channel, ctx.log, ctx.now)
    case 'ALIYUN':
      return aliyunClient(channel, ctx.now)
    case 'TENCENT':
      return tencentClient(channel, ctx.now)
    default:
      return null
  }
}
