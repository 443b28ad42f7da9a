import { useCallback, useMemo } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import { selectPermissions, selectRoles } from '@/shared/session/session-slice'
import { checkPermi, checkPermiAnd, checkRole, checkRoleAnd } from './check-permission'

export interface PermissionChecks {
  /** Any-of permission check. */
  hasPermi: (values: readonly string[]) => boolean
  /** All-of permission check. */
  hasPermiAnd: (values: readonly string[]) => boolean
  /** Any-of role check. */
  hasRole: (values: readonly string[]) => boolean
  /** All-of role check. */
  hasRoleAnd: (values: readonly string[]) => boolean
}

/** Permission and role checks bound to the signed-in user of the session slice. */
export function usePermission(): PermissionChecks {
  const permissions = useAppSelector(selectPermissions)
  const roles = useAppSelector(selectRoles)

  const hasPermi = useCallback(
    (values: readonly string[]) => checkPermi(permissions, values),
    [permissions],
  )
  const hasPermiAnd = useCallback(
    (values: readonly string[]) => checkPermiAnd(permissions, values),
    [permissions],
  )
  const hasRole = useCallback((values: readonly string[]) => checkRole(roles, values), [roles])
  const hasRoleAnd = useCallback(
    (values: readonly string[]) => checkRoleAnd(roles, values),
    [roles],
  )

  return useMemo(
    () => ({ hasPermi, hasPermiAnd, hasRole, hasRoleAnd }),
    [hasPermi, hasPermiAnd, hasRole, hasRoleAnd],
  )
}
