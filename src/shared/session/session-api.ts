import { baseApi } from '../api/base-api'
import type { MenuNode } from '../routing/menu-types'
import type { PermissionInfo } from './session-types'

/**
 * The calls that bootstrap and end a session. They live in shared/ because the app's guard, the
 * layout's logout button and the host bridge all need them, and features may not import each other.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPermissionInfo: build.query<PermissionInfo, void>({
      query: () => ({ url: '/system/auth/get-permission-info' }),
      keepUnusedDataFor: 0,
    }),
    listMenus: build.query<MenuNode[], void>({
      query: () => ({ url: '/system/auth/list-menus' }),
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation<boolean, void>({
      query: () => ({ url: '/system/auth/logout', method: 'POST', silent: true }),
    }),
  }),
})
