import { useMemo, useState } from 'react'
import { PayRefundDetailDialog } from '../components/pay-detail-dialogs'
import { ReadOnlyList } from '../components/read-only-list'
import { useAppOptions } from '../hooks/use-app-options'
import type { PayRefundItem } from '../model/pay-types'
import { payRefundResource } from '../resources/pay-refund-resource'

/** 退款订单 (page key 'pay/refund/index'). */
export default function PayRefundPage() {
  const apps = useAppOptions()
  const [detail, setDetail] = useState<PayRefundItem | null>(null)
  const resource = useMemo(() => payRefundResource(apps, setDetail), [apps])
  return (
    <ReadOnlyList resource={resource}>
      <PayRefundDetailDialog refund={detail} onClose={() => setDetail(null)} />
    </ReadOnlyList>
  )
}
