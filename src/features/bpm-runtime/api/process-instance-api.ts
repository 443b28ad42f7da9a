import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import type {
  MyProcessQuery,
  ProcessInstanceCancel,
  ProcessInstanceCreate,
  ProcessInstanceItem,
} from '../model/runtime-types'

const INSTANCE_LIST = { type: 'BpmProcessInstance', id: 'LIST' } as const
// Starting or cancelling a process opens or closes tasks: the task lists are stale too.
const TASK_LIST = { type: 'BpmTask', id: 'LIST' } as const

/** /bpm/process-instance (docs/admin-api.md#bpm): start, my processes, cancel. */
export const processInstanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The new instance's id. */
    createProcessInstance: build.mutation<string, ProcessInstanceCreate>({
      query: (body) => ({ url: '/bpm/process-instance/create', method: 'POST', body }),
      invalidatesTags: [INSTANCE_LIST, TASK_LIST],
    }),
    getMyProcessInstancePage: build.query<PageResult<ProcessInstanceItem>, MyProcessQuery>({
      query: (params) => ({ url: '/bpm/process-instance/my-page', params }),
      providesTags: [INSTANCE_LIST],
    }),
    cancelProcessInstance: build.mutation<boolean, ProcessInstanceCancel>({
      query: (body) => ({ url: '/bpm/process-instance/cancel', method: 'DELETE', body }),
      invalidatesTags: (_result, _error, { id }) => [
        INSTANCE_LIST,
        TASK_LIST,
        { type: 'BpmProcessInstance', id },
      ],
    }),
  }),
})

export const {
  useCreateProcessInstanceMutation,
  useGetMyProcessInstancePageQuery,
  useCancelProcessInstanceMutation,
} = processInstanceApi
