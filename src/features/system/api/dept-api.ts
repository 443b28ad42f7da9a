import { baseApi } from '@/shared/api/base-api'
import { DEPT_TAG, type DeptItem, type DeptQuery, type DeptSave } from '../model/dept-types'

const LIST = { type: DEPT_TAG, id: 'LIST' } as const

/** 部门管理: /system/dept (a flat list the page builds its tree from, not pages). */
export const systemDeptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeptList: build.query<DeptItem[], DeptQuery>({
      query: (params) => ({ url: '/system/dept/list', params }),
      providesTags: [LIST],
    }),
    createDept: build.mutation<number, DeptSave>({
      query: (body) => ({ url: '/system/dept/create', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateDept: build.mutation<boolean, DeptSave>({
      query: (body) => ({ url: '/system/dept/update', method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    deleteDept: build.mutation<boolean, number>({
      query: (id) => ({ url: '/system/dept/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [LIST],
    }),
  }),
})

export const {
  useGetDeptListQuery,
  useCreateDeptMutation,
  useUpdateDeptMutation,
  useDeleteDeptMutation,
} = systemDeptApi
