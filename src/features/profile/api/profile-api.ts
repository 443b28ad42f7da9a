import { baseApi } from '@/shared/api/base-api'
import type { PasswordUpdateBody, ProfileItem, ProfileUpdateBody } from '@/shared/wire/profile'

/** GET /system/user/profile/get (docs/admin-api.md#users): the wire schema's type. */
export type UserProfile = ProfileItem

/** Bodies of update and update-password, as the sandbox's request schemas read them. */
export type UpdateProfileBody = ProfileUpdateBody
export type UpdatePasswordBody = PasswordUpdateBody

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/system/user/profile/get' }),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<boolean, UpdateProfileBody>({
      query: (body) => ({ url: '/system/user/profile/update', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    updatePassword: build.mutation<boolean, UpdatePasswordBody>({
      query: (body) => ({ url: '/system/user/profile/update-password', method: 'PUT', body }),
    }),
    updateAvatar: build.mutation<string, File>({
      query: (file) => {
        const formData = new FormData()
        formData.append('avatarFile', file)
        return { url: '/system/user/profile/update-avatar', method: 'PUT', formData }
      },
      invalidatesTags: ['Profile'],
    }),
  }),
})

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useUpdateAvatarMutation,
} = profileApi
