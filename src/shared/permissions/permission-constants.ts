/** Held by super users: grants every permission check. */
export const WILDCARD_PERMISSION = '*:*:*'

/** Grants every role check. */
export const SUPER_ROLE = 'admin'

/**
 * Given to a user whose permission-info lists no roles (docs/architecture.md#session-bootstrap).
 */
export const DEFAULT_ROLE = 'ROLE_DEFAULT'
