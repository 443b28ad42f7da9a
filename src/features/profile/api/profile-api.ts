import { baseApi } from '@/shared/api/base-api'

export interface NamedRef {
  id: number
  name: string
}

/** GET /system/user/profile/get (docs/admin-api.md#users). */
export interface UserProfile {
  id: number
  username: string
  nickname: string
  email: string | null
  mobile: string | null
  /** 1 male, 2 female (dictionary system_user_sex); 0 or null when unknown. */
  sex: number | null
  avatar: string | null
  status: number
  loginIp: string | null
  loginDate: number | null
  createTime: number | null
  roles: NamedRef[] | null
  dept: NamedRef | null
  posts: NamedRef[] | null
  socialUsers?: { type: number; openid: string }[] | null
}

export interface UpdateProfileBody {
  nickname: string
  email: string
  mobile: string
  sex: number
}

export interface UpdatePasswordBody {
  oldPassword: string
  newPassword: string
}

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
