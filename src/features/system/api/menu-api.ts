import { baseApi } from '@/shared/api/base-api'
import { MENU_TAG, type MenuItem, type MenuQuery, type MenuSave } from '../model/menu-types'

const LIST = { type: MENU_TAG, id: 'LIST' } as const

/** 菜单管理: /system/menu (a flat list the page builds its tree from, not pages). */
export const systemMenuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMenuList: build.query<MenuItem[], MenuQuery>({
      query: (params) => ({ url: '/system/menu/list', params }),
      providesTags: [LIST],
    }),
    createMenu: build.mutation<number, MenuSave>({
      query: (body) => ({ url: '/system/menu/create', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateMenu: build.mutation<boolean, MenuSave>({
      query: (body) => ({ url: '/system/menu/update', method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    deleteMenu: build.mutation<boolean, number>({
      query: (id) => ({ url: '/system/menu/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [LIST],
    }),
  }),
})

export const {
  useGetMenuListQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useDeleteMenuMutation,
} = systemMenuApi
