import { createAction } from '@reduxjs/toolkit'

/**
 * The one admin-api slice's reducer path (one createApi for the whole admin-api:
 * docs/architecture.md#one-admin-api-slice).
 */
export const ADMIN_API_REDUCER_PATH = 'api'

/**
 * Same action as `baseApi.util.resetApiState()`, without importing baseApi: the session thunks
 * need it, and baseApi -> base query -> session thunks would otherwise be an import cycle.
 * A unit test pins this to RTK Query's own action type.
 */
export const resetAdminApiState = createAction(`${ADMIN_API_REDUCER_PATH}/resetApiState`)
