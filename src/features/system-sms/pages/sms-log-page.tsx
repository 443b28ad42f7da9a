import { useMemo, useState } from 'react'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { SmsLogDetailDialog } from '../components/sms-log-detail-dialog'
import { useSmsChannels } from '../hooks/use-sms-channels'
import type { SmsLogItem } from '../model/sms-types'
import { smsLogResource } from '../resources/sms-log-resource'

/** 短信日志 (page key 'system/sms/log/index'): read and exported, 详细 per row. */
export default function SmsLogPage() {
  const channels = useSmsChannels()
  const [detail, setDetail] = useState<SmsLogItem | null>(null)
  const resource = useMemo(() => smsLogResource(channels, setDetail), [channels])
  const screen = useResourceScreen(resource)
  // A log is only read: no 新增 (super administrators hold every permission, :create included).
  const toolbarActions = screen.toolbarActions.filter((action) => action.key !== 'create')
  return (
    <ResourceView resource={resource} screen={{ ...screen, toolbarActions }}>
      <SmsLogDetailDialog
        log={detail}
        channelLabel={channels.labelOf}
        onClose={() => setDetail(null)}
      />
    </ResourceView>
  )
}
