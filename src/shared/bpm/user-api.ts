import { baseApi } from '@/shared/api/base-api'

export interface SimpleUser {
  id: number
  nickname: string
}

export interface SimpleRole {
  id: number
  name: string
}

/** Users and roles as pick lists (the designer's assignee / candidate pickers). */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSimpleUsers: build.query<SimpleUser[], void>({
      query: () => ({ url: '/system/user/list-all-simple' }),
    }),
    getSimpleRoles: build.query<SimpleRole[], void>({
      query: () => ({ url: '/system/role/list-all-simple' }),
    }),
  }),
})

export const { useGetSimpleUsersQuery, useGetSimpleRolesQuery } = userApi
