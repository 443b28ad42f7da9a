import Switch from '@mui/material/Switch'
import { usePermission } from '@/shared/permissions/use-permission'
import { popup } from '@/shared/ui/popups'
import { useUpdatePayAppStatusMutation } from '../api/pay-api'
import type { PayAppItem } from '../model/pay-types'

const UPDATE_PERMISSION = ['pay:app:update']
const ENABLED = 0
const DISABLED = 1

/**
 * 状态 of an app row: asks first and moves only once the server agrees; a refusal leaves the
 * switch where it was (it shows the row's status, which is refetched, never a local guess).
 */
export function PayAppStatusSwitch({ app }: { app: PayAppItem }) {
  const { hasPermi } = usePermission()
  const [updateStatus, { isLoading }] = useUpdatePayAppStatusMutation()
  const enabled = app.status === ENABLED

  const toggle = async () => {
    const verb = enabled ? '停用' : '启用'
    if (!(await popup.confirm(`确认要"${verb}""${app.name}"应用吗?`))) return
    const result = await updateStatus({ id: app.id, status: enabled ? DISABLED : ENABLED })
    if (!('error' in result)) popup.message.success(`${verb}成功`)
  }

  return (
    <Switch
      size="small"
      checked={enabled}
      disabled={isLoading || !hasPermi(UPDATE_PERMISSION)}
      onChange={() => void toggle()}
      slotProps={{ input: { 'aria-label': `${app.name}的状态` } }}
    />
  )
}
