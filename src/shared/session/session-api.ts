import { baseApi } from '../api/base-api'
import type { MenuNode } from '../routing/menu-types'
import type { PermissionInfo } from './session-types'

/**
 * The calls that bootstrap and end a session. They live in shared/ because the app's guard, the
 * layout's logout button and the host bridge all need them, and features may not import each other.
 */
// The bootstrap calls are silent: the route guard shows their failure as a full page with 重试
// (a toast on top would say the same twice). Re-auth and its session-expired dialog still apply.
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPermissionInfo: build.query<PermissionInfo, void>({
      query: () => ({ url: '/system/auth/get-permission-info', silent: true }),
      keepUnusedDataFor: 0,
    }),
    listMenus: build.query<MenuNode[], void>({
      query: () => ({ url: '/system/auth/list-menus', silent: true }),
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation<boolean, void>({
      query: () => ({ url: '/system/auth/logout', method: 'POST', silent: true }),
    }),
  }),
})
