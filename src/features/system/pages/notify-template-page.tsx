import { useMemo, useState } from 'react'
import { ResourcePage } from '@/shared/crud'
import { NotifyTemplateSendDialog } from '../components/notify-template-send-dialog'
import type { NotifyTemplateItem } from '../model/notify-template-types'
import { notifyTemplateResource } from '../resources/notify-template-resource'

/** 站内信模板 (page key 'system/notify/template/index'). */
export default function NotifyTemplatePage() {
  const [sending, setSending] = useState<NotifyTemplateItem | null>(null)
  const resource = useMemo(() => notifyTemplateResource(setSending), [])
  return (
    <ResourcePage resource={resource}>
      <NotifyTemplateSendDialog template={sending} onClose={() => setSending(null)} />
    </ResourcePage>
  )
}
