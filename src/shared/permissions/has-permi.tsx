import type { ReactNode } from 'react'
import { usePermission } from './use-permission'

export const HAS_PERMI_MISUSE_MESSAGE = '请设置操作权限标签值'

export interface HasPermiProps {
  /** Permission strings such as 'system:dict:create'; must not be empty. */
  value: readonly string[] | null | undefined
  /** Require every permission instead of any one of them. */
  all?: boolean
  children?: ReactNode
}

/**
 * Button-level permission gate (the hasPermi directive;
 * docs/architecture.md#permissions-in-the-ui): renders children only when the user holds '*:*:*' or
 * the listed permission(s).
 */
export function HasPermi({ value, all = false, children }: HasPermiProps) {
  const { hasPermi, hasPermiAnd } = usePermission()
  // A missing value is a coding error, not a "deny": fail loudly like the directive does.
  if (!Array.isArray(value) || value.length === 0) throw new Error(HAS_PERMI_MISUSE_MESSAGE)
  const allowed = all ? hasPermiAnd(value) : hasPermi(value)
  return allowed ? <>{children}</> : null
}
