import { baseApi } from '@/shared/api/base-api'
import type { PageParams, PageResult } from '@/shared/list-kit'
import type {
  BpmModel,
  BpmModelCreate,
  BpmModelDetail,
  BpmModelUpdate,
  SuspensionState,
} from './bpm-types'

/** key is matched exactly, name with like, category is a bpm_model_category value. */
export type BpmModelPageQuery = PageParams & { key?: string; name?: string; category?: string }

/** An update; `silent` is not sent: it keeps the kernel from showing the error (the caller does). */
export type BpmModelUpdateArgs = BpmModelUpdate & { silent?: boolean }

export interface BpmModelStateUpdate {
  id: string
  state: SuspensionState
}

export interface BpmModelImport {
  /** The .bpmn / .xml file, sent as the multipart field `bpmnFile`. */
  file: File
  key: string
  name: string
  description?: string
}

const MODEL_LIST = { type: 'BpmModel', id: 'LIST' } as const
const DEFINITION_LIST = { type: 'BpmDefinition', id: 'LIST' } as const

function importFormData({ file, key, name, description }: BpmModelImport): FormData {
  const data = new FormData()
  data.append('bpmnFile', file, file.name)
  data.append('key', key)
  data.append('name', name)
  if (description) data.append('description', description)
  return data
}

/**
 * /bpm/model (docs/admin-api.md#bpm): process models, their deployment and state. Ids are strings.
 */
export const modelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getModelPage: build.query<PageResult<BpmModel>, BpmModelPageQuery>({
      query: (params) => ({ url: '/bpm/model/page', params }),
      providesTags: [MODEL_LIST],
    }),
    getModel: build.query<BpmModelDetail, string>({
      query: (id) => ({ url: '/bpm/model/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BpmModel', id }],
    }),
    createModel: build.mutation<string, BpmModelCreate>({
      query: (body) => ({ url: '/bpm/model/create', method: 'POST', body }),
      invalidatesTags: [MODEL_LIST],
    }),
    updateModel: build.mutation<boolean, BpmModelUpdateArgs>({
      query: ({ silent, ...body }) => ({ url: '/bpm/model/update', method: 'PUT', body, silent }),
      invalidatesTags: (_result, _error, { id }) => [MODEL_LIST, { type: 'BpmModel', id }],
    }),
    deployModel: build.mutation<boolean, string>({
      query: (id) => ({ url: '/bpm/model/deploy', method: 'POST', params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        MODEL_LIST,
        { type: 'BpmModel', id },
        DEFINITION_LIST,
      ],
    }),
    updateModelState: build.mutation<boolean, BpmModelStateUpdate>({
      query: (body) => ({ url: '/bpm/model/update-state', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        MODEL_LIST,
        { type: 'BpmModel', id },
        DEFINITION_LIST,
      ],
    }),
    deleteModel: build.mutation<boolean, string>({
      query: (id) => ({ url: '/bpm/model/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, _error, id) => [MODEL_LIST, { type: 'BpmModel', id }],
    }),
    importModel: build.mutation<string, BpmModelImport>({
      query: (args) => ({
        url: '/bpm/model/import',
        method: 'POST',
        formData: importFormData(args),
      }),
      invalidatesTags: [MODEL_LIST],
    }),
  }),
})

export const {
  useGetModelPageQuery,
  useGetModelQuery,
  useLazyGetModelQuery,
  useCreateModelMutation,
  useUpdateModelMutation,
  useDeployModelMutation,
  useUpdateModelStateMutation,
  useDeleteModelMutation,
  useImportModelMutation,
} = modelApi
