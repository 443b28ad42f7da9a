import { ResourcePage } from '@/shared/crud'
import { smsChannelResource } from '../resources/sms-channel-resource'

/** 短信渠道 (page key 'system/sms/channel/index'). */
export default function SmsChannelPage() {
  return <ResourcePage resource={smsChannelResource} />
}
