import { useMemo, useState } from 'react'
import FormLabel from '@mui/material/FormLabel'
import { CheckTree, type CheckTreeNode } from '@/shared/tree'
import { popup } from '@/shared/ui/popups'
import {
  useAssignRoleMenusMutation,
  useGetMenusForRolesQuery,
  useGetRoleMenuIdsQuery,
} from '../api/role-api'
import type { RoleItem } from '../model/role-types'
import { RoleAssignDialog, RoleDialogLoading } from './role-summary'

export interface RoleMenuDialogProps {
  /** The role whose menus are edited; null keeps the dialog closed. */
  role: RoleItem | null
  onClose: () => void
}

/**
 * 菜单权限: the menu tree with the role's menus checked. Saving replaces them; the role's holders
 * see the change at their next reload (no one is signed out).
 */
export function RoleMenuDialog({ role, onClose }: RoleMenuDialogProps) {
  return role ? <MenuForm key={role.id} role={role} onClose={onClose} /> : null
}

function MenuForm({ role, onClose }: { role: RoleItem; onClose: () => void }) {
  const menus = useGetMenusForRolesQuery()
  // Always the server's current answer: another administrator may have changed them.
  const held = useGetRoleMenuIdsQuery(role.id, { refetchOnMountOrArgChange: true })
  const [picked, setPicked] = useState<number[] | null>(null)
  const [assign, { isLoading: saving }] = useAssignRoleMenusMutation()
  const nodes = useMemo<CheckTreeNode[]>(
    () => (menus.data ?? []).map((m) => ({ id: m.id, parentId: m.parentId, label: m.name })),
    [menus.data],
  )
  const ready = menus.isSuccess && held.isSuccess && !held.isFetching
  const value = picked ?? held.data ?? []

  const save = async () => {
    const result = await assign({ roleId: role.id, menuIds: value })
    if ('error' in result) return
    popup.message.success('修改成功')
    onClose()
  }

  return (
    <RoleAssignDialog
      title="菜单权限"
      titleId="role-menu-title"
      role={role}
      saving={saving}
      canSave={ready}
      onSave={() => void save()}
      onClose={onClose}
    >
      <FormLabel component="div" sx={{ mb: 1 }}>
        菜单权限
      </FormLabel>
      {ready ? (
        <CheckTree label="菜单权限" nodes={nodes} value={value} onChange={setPicked} />
      ) : (
        <RoleDialogLoading />
      )}
    </RoleAssignDialog>
  )
}
