import { useMemo, useState } from 'react'
import dayjs from 'dayjs'
import { ResourcePage } from '@/shared/crud'
import {
  dayWithWeekday,
  SLOT_OPEN,
  SLOT_STOPPED,
  slotTimeText,
  type SlotItem,
} from '@/shared/museum'
import { popup } from '@/shared/ui/popups'
import { useUpdateSlotStatusMutation } from '../api/slot-api'
import { GenerateSlotsDialog } from '../components/generate-slots-dialog'
import { slotResource } from '../resources/slot-resource'

/** Today and the next 13 days: the fortnight the museum takes bookings for. */
function nextFortnight(): [string, string] {
  const today = dayjs()
  return [today.format('YYYY-MM-DD'), today.add(13, 'day').format('YYYY-MM-DD')]
}

/** 场次管理 (page key 'reserve/slot/index'). */
export default function SlotPage() {
  const [generating, setGenerating] = useState(false)
  const [updateStatus] = useUpdateSlotStatusMutation()
  const [searchDefaults] = useState(() => ({ visitDate: nextFortnight() }))

  const resource = useMemo(
    () =>
      slotResource({
        openGenerate: () => setGenerating(true),
        toggleStatus: (row: SlotItem) => void toggle(row),
      }),
    // toggle only uses the mutation trigger, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  async function toggle(row: SlotItem) {
    const stopping = row.status !== SLOT_STOPPED
    const name = `${dayWithWeekday(row.visitDate)} ${slotTimeText(row)}`
    const question = stopping
      ? `确认停止场次"${name}"的预约吗？已有的预约不受影响。`
      : `确认重新开放场次"${name}"的预约吗？`
    if (!(await popup.confirm(question, { type: 'warning' }))) return
    try {
      await updateStatus({ id: row.id, status: stopping ? SLOT_STOPPED : SLOT_OPEN }).unwrap()
    } catch {
      return
    }
    popup.message.success(stopping ? '已停止预约' : '已开放预约')
  }

  return (
    <ResourcePage resource={resource} searchDefaults={searchDefaults}>
      <GenerateSlotsDialog open={generating} onClose={() => setGenerating(false)} />
    </ResourcePage>
  )
}
