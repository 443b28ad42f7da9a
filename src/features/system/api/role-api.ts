import { baseApi } from '@/shared/api/base-api'
import type { MenuSimpleItem } from '@/shared/wire/menu'
import { ROLE_TAG } from '../model/role-types'

const menusOf = (roleId: number) => ({ type: ROLE_TAG, id: `menus:${roleId}` }) as const

/**
 * 角色管理's operations beyond the CRUD descriptor's: a role's menus (菜单权限) and data scope
 * (数据权限) under /system/permission, and the menu list the 菜单权限 tree offers.
 */
export const systemRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoleMenuIds: build.query<number[], number>({
      query: (roleId) => ({ url: '/system/permission/list-role-menus', params: { roleId } }),
      providesTags: (_result, _error, roleId) => [menusOf(roleId)],
    }),
    assignRoleMenus: build.mutation<boolean, { roleId: number; menuIds: number[] }>({
      query: (body) => ({ url: '/system/permission/assign-role-menu', method: 'POST', body }),
      invalidatesTags: (_result, _error, { roleId }) => [menusOf(roleId)],
    }),
    assignRoleDataScope: build.mutation<
      boolean,
      { roleId: number; dataScope: number; dataScopeDeptIds: number[] }
    >({
      query: (body) => ({ url: '/system/permission/assign-role-data-scope', method: 'POST', body }),
      invalidatesTags: (_result, _error, { roleId }) => [
        { type: ROLE_TAG, id: 'LIST' },
        { type: ROLE_TAG, id: roleId },
      ],
    }),
    getMenusForRoles: build.query<MenuSimpleItem[], void>({
      query: () => ({ url: '/system/menu/list-all-simple' }),
      providesTags: [{ type: 'SystemMenu', id: 'LIST' }],
    }),
  }),
})

export const {
  useGetRoleMenuIdsQuery,
  useAssignRoleMenusMutation,
  useAssignRoleDataScopeMutation,
  useGetMenusForRolesQuery,
} = systemRoleApi
