import { useMemo, useState } from 'react'
import { PayOrderDetailDialog } from '../components/pay-detail-dialogs'
import { ReadOnlyList } from '../components/read-only-list'
import { useAppOptions } from '../hooks/use-app-options'
import { payOrderResource } from '../resources/pay-order-resource'

/** 支付订单 (page key 'pay/order/index'). */
export default function PayOrderPage() {
  const apps = useAppOptions()
  const [detailId, setDetailId] = useState<number | null>(null)
  const resource = useMemo(() => payOrderResource(apps, (row) => setDetailId(row.id)), [apps])
  return (
    <ReadOnlyList resource={resource}>
      <PayOrderDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </ReadOnlyList>
  )
}
