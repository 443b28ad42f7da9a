import Switch from '@mui/material/Switch'
import { usePermission } from '@/shared/permissions/use-permission'
import { popup } from '@/shared/ui/popups'
import { useUpdateUserStatusMutation } from '../api/user-api'
import { COMMON_STATUS_DISABLE, COMMON_STATUS_ENABLE } from '../model/common-status'
import type { UserItem } from '../model/user-types'

const UPDATE_PERMISSION = ['system:user:update']

/**
 * 状态 of a user row: a switch that asks first (确认要"停用""xx"用户吗?) and moves only after the
 * server agrees. Disabling ends the user's sessions; without system:user:update it only shows.
 */
export function UserStatusSwitch({ user }: { user: UserItem }) {
  const { hasPermi } = usePermission()
  const [updateStatus, { isLoading }] = useUpdateUserStatusMutation()
  const enabled = user.status === COMMON_STATUS_ENABLE

  const toggle = async () => {
    const next = enabled ? COMMON_STATUS_DISABLE : COMMON_STATUS_ENABLE
    const verb = enabled ? '停用' : '启用'
    if (!(await popup.confirm(`确认要"${verb}""${user.username}"用户吗?`))) return
    const result = await updateStatus({ id: user.id, status: next })
    if (!('error' in result)) popup.message.success(`${verb}成功`)
  }

  return (
    <Switch
      size="small"
      checked={enabled}
      disabled={isLoading || !hasPermi(UPDATE_PERMISSION)}
      onChange={() => void toggle()}
      slotProps={{ input: { 'aria-label': `${user.username}的状态` } }}
    />
  )
}
