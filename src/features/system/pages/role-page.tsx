import { useMemo, useState } from 'react'
import { ResourcePage } from '@/shared/crud'
import { RoleDataScopeDialog } from '../components/role-data-scope-dialog'
import { RoleMenuDialog } from '../components/role-menu-dialog'
import type { RoleItem } from '../model/role-types'
import { roleResource } from '../resources/role-resource'

/** 角色管理 (page key 'system/role/index'). */
export default function RolePage() {
  const [menusOf, setMenusOf] = useState<RoleItem | null>(null)
  const [scopeOf, setScopeOf] = useState<RoleItem | null>(null)
  const resource = useMemo(
    () => roleResource({ onAssignMenus: setMenusOf, onAssignDataScope: setScopeOf }),
    [],
  )
  return (
    <ResourcePage resource={resource}>
      <RoleMenuDialog role={menusOf} onClose={() => setMenusOf(null)} />
      <RoleDataScopeDialog role={scopeOf} onClose={() => setScopeOf(null)} />
    </ResourcePage>
  )
}
