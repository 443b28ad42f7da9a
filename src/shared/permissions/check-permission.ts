import { SUPER_ROLE, WILDCARD_PERMISSION } from './permission-constants'

type Values = readonly string[] | null | undefined

function hasAny(held: Values, values: Values, grantAll: string): boolean {
  if (!held || !values || values.length === 0) return false
  if (held.includes(grantAll)) return true
  return values.some((value) => held.includes(value))
}

function hasAll(held: Values, values: Values, grantAll: string): boolean {
  if (!held || !values || values.length === 0) return false
  if (held.includes(grantAll)) return true
  return values.every((value) => held.includes(value))
}

/** True when the user holds '*:*:*' or any of `values`; false for empty input. */
export function checkPermi(userPerms: Values, values: Values): boolean {
  return hasAny(userPerms, values, WILDCARD_PERMISSION)
}

/** True when the user holds '*:*:*' or every one of `values`; false for empty input. */
export function checkPermiAnd(userPerms: Values, values: Values): boolean {
  return hasAll(userPerms, values, WILDCARD_PERMISSION)
}

/** True when the user has role 'admin' or any of `values`; false for empty input. */
export function checkRole(userRoles: Values, values: Values): boolean {
  return hasAny(userRoles, values, SUPER_ROLE)
}

/** True when the user has role 'admin' or every one of `values`; false for empty input. */
export function checkRoleAnd(userRoles: Values, values: Values): boolean {
  return hasAll(userRoles, values, SUPER_ROLE)
}
