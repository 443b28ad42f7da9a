import type { ReactNode } from 'react'
import { usePermission } from './use-permission'

export const HAS_ROLE_MISUSE_MESSAGE = '请设置角色权限标签值'

export interface HasRoleProps {
  /** Role keys such as 'common'; must not be empty. */
  value: readonly string[] | null | undefined
  /** Require every role instead of any one of them. */
  all?: boolean
  children?: ReactNode
}

/**
 * Role gate (the hasRole directive; docs/architecture.md#permissions-in-the-ui): renders children
 * only for role 'admin' or the listed role(s).
 */
export function HasRole({ value, all = false, children }: HasRoleProps) {
  const { hasRole, hasRoleAnd } = usePermission()
  // A missing value is a coding error, not a "deny": fail loudly like the directive does.
  if (!Array.isArray(value) || value.length === 0) throw new Error(HAS_ROLE_MISUSE_MESSAGE)
  const allowed = all ? hasRoleAnd(value) : hasRole(value)
  return allowed ? <>{children}</> : null
}
