/** Held by super users: grants every permission check (SPEC.md section 6). */
export const WILDCARD_PERMISSION = '*:*:*'

/** Grants every role check (SPEC.md section 6). */
export const SUPER_ROLE = 'admin'

/** Given to a user whose permission-info lists no roles (SPEC.md section 4 "Session"). */
export const DEFAULT_ROLE = 'ROLE_DEFAULT'
