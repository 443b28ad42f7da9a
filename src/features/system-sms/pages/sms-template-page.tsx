import { useMemo, useState } from 'react'
import { ResourcePage } from '@/shared/crud'
import { SmsTemplateSendDialog } from '../components/sms-template-send-dialog'
import { useSmsChannels } from '../hooks/use-sms-channels'
import type { SmsTemplateItem } from '../model/sms-types'
import { smsTemplateResource } from '../resources/sms-template-resource'

/** 短信模板 (page key 'system/sms/template/index'). */
export default function SmsTemplatePage() {
  const channels = useSmsChannels()
  const [sending, setSending] = useState<SmsTemplateItem | null>(null)
  const resource = useMemo(() => smsTemplateResource(channels, setSending), [channels])
  return (
    <ResourcePage resource={resource}>
      <SmsTemplateSendDialog template={sending} onClose={() => setSending(null)} />
    </ResourcePage>
  )
}
