/** CommonStatus (docs/admin-api.md#conventions): 0 enabled, 1 disabled. */
export const COMMON_STATUS_ENABLE = 0
export const COMMON_STATUS_DISABLE = 1
