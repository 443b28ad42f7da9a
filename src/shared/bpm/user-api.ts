import { baseApi } from '@/shared/api/base-api'
import type { RoleSimpleItem, UserSimpleItem } from '@/shared/wire/user'

/** Pick-list items (src/shared/wire/user.ts). */
export type SimpleUser = UserSimpleItem
export type SimpleRole = RoleSimpleItem

/** Users and roles as pick lists (the designer's assignee / candidate pickers). */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSimpleUsers: build.query<SimpleUser[], void>({
      query: () => ({ url: '/system/user/list-all-simple' }),
      providesTags: [{ type: 'SystemUser', id: 'LIST' }],
    }),
    getSimpleRoles: build.query<SimpleRole[], void>({
      query: () => ({ url: '/system/role/list-all-simple' }),
      providesTags: [{ type: 'SystemRole', id: 'LIST' }],
    }),
  }),
})

export const { useGetSimpleUsersQuery, useGetSimpleRolesQuery } = userApi
