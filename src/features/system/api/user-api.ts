import { baseApi } from '@/shared/api/base-api'
import { USER_TAG } from '../model/user-types'

const list = { type: USER_TAG, id: 'LIST' } as const
const rolesOf = (userId: number) => ({ type: USER_TAG, id: `roles:${userId}` }) as const

/**
 * 用户管理's operations beyond the CRUD descriptor's (docs/admin-api.md#users): status, 重置密码 and
 * 分配角色 (/system/permission/list-user-roles, assign-user-role). They share the 'SystemUser' tag,
 * so the list and the user pickers of other screens refresh after a change.
 */
export const systemUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUserStatus: build.mutation<boolean, { id: number; status: number }>({
      query: (body) => ({ url: '/system/user/update-status', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [list, { type: USER_TAG, id }],
    }),
    resetUserPassword: build.mutation<boolean, { id: number; password: string }>({
      query: (body) => ({ url: '/system/user/update-password', method: 'PUT', body }),
    }),
    getUserRoleIds: build.query<number[], number>({
      query: (userId) => ({ url: '/system/permission/list-user-roles', params: { userId } }),
      providesTags: (_result, _error, userId) => [rolesOf(userId)],
    }),
    assignUserRoles: build.mutation<boolean, { userId: number; roleIds: number[] }>({
      query: (body) => ({ url: '/system/permission/assign-user-role', method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId }) => [rolesOf(userId)],
    }),
  }),
})

export const {
  useUpdateUserStatusMutation,
  useResetUserPasswordMutation,
  useGetUserRoleIdsQuery,
  useAssignUserRolesMutation,
} = systemUserApi
