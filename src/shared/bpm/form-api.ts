import { baseApi } from '@/shared/api/base-api'
import type { PageParams, PageResult } from '@/shared/list-kit'
import type { BpmForm, BpmFormSave, BpmFormSimple } from './bpm-types'

export type BpmFormPageQuery = PageParams & { name?: string }

const FORM_LIST = { type: 'BpmForm', id: 'LIST' } as const
// A model row shows its form's name: renaming or deleting a form changes the model list.
const MODEL_LIST = { type: 'BpmModel', id: 'LIST' } as const

/** /bpm/form (docs/admin-api.md#bpm): the forms built with the form designer. */
export const formApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFormPage: build.query<PageResult<BpmForm>, BpmFormPageQuery>({
      query: (params) => ({ url: '/bpm/form/page', params }),
      providesTags: [FORM_LIST],
    }),
    getForm: build.query<BpmForm, number>({
      query: (id) => ({ url: '/bpm/form/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BpmForm', id }],
    }),
    getFormSimpleList: build.query<BpmFormSimple[], void>({
      query: () => ({ url: '/bpm/form/list-all-simple' }),
      providesTags: [FORM_LIST],
    }),
    createForm: build.mutation<number, BpmFormSave>({
      query: (body) => ({ url: '/bpm/form/create', method: 'POST', body }),
      invalidatesTags: [FORM_LIST],
    }),
    updateForm: build.mutation<boolean, BpmFormSave>({
      query: (body) => ({ url: '/bpm/form/update', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        FORM_LIST,
        MODEL_LIST,
        ...(body.id === undefined ? [] : [{ type: 'BpmForm' as const, id: body.id }]),
      ],
    }),
    deleteForm: build.mutation<boolean, number>({
      query: (id) => ({ url: '/bpm/form/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, _error, id) => [FORM_LIST, MODEL_LIST, { type: 'BpmForm', id }],
    }),
  }),
})

export const {
  useGetFormPageQuery,
  useGetFormQuery,
  useGetFormSimpleListQuery,
  useCreateFormMutation,
  useUpdateFormMutation,
  useDeleteFormMutation,
} = formApi
