import { useMemo, useState } from 'react'
import { PayNotifyDetailDialog } from '../components/pay-detail-dialogs'
import { ReadOnlyList } from '../components/read-only-list'
import { useAppOptions } from '../hooks/use-app-options'
import { payNotifyResource } from '../resources/pay-notify-resource'

/** 回调通知 (page key 'pay/notify/index'). */
export default function PayNotifyPage() {
  const apps = useAppOptions()
  const [detailId, setDetailId] = useState<number | null>(null)
  const resource = useMemo(() => payNotifyResource(apps, (row) => setDetailId(row.id)), [apps])
  return (
    <ReadOnlyList resource={resource}>
      <PayNotifyDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </ReadOnlyList>
  )
}
