import { baseApi } from '@/shared/api/base-api'
import type {
  BpmActivity,
  BpmProcessInstanceDetail,
  BpmReturnTarget,
  BpmTaskApprove,
  BpmTaskDelegate,
  BpmTaskOfInstance,
  BpmTaskReject,
  BpmTaskReturn,
  BpmTaskUpdateAssignee,
} from '@/shared/wire/bpm-runtime'

/**
 * Every task action changes the instance (its result, its activities) and the task lists
 * (待办 / 已办 / 我的流程's current tasks): invalidating both whole types refreshes this page and
 * any list tab that shows the instance.
 */
const AFTER_TASK_ACTION = ['BpmTask', 'BpmProcessInstance'] as const

/** The 流程详情 page's calls (docs/admin-api.md#bpm): one instance, its tasks, and the task actions. */
export const processDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** null when the server knows no such instance. */
    getProcessInstance: build.query<BpmProcessInstanceDetail | null, string>({
      query: (id) => ({ url: '/bpm/process-instance/get', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BpmProcessInstance', id }],
    }),
    getActivityList: build.query<BpmActivity[], string>({
      query: (processInstanceId) => ({ url: '/bpm/activity/list', params: { processInstanceId } }),
      providesTags: (_result, _error, id) => [{ type: 'BpmProcessInstance', id }],
    }),
    getTasksOfInstance: build.query<BpmTaskOfInstance[], string>({
      query: (processInstanceId) => ({
        url: '/bpm/task/list-by-process-instance-id',
        params: { processInstanceId },
      }),
      providesTags: (_result, _error, id) => [
        { type: 'BpmTask', id: `instance:${id}` },
        { type: 'BpmProcessInstance', id },
      ],
    }),
    /** Asked afresh each time 退回 is pressed (the targets move as the instance runs). */
    getReturnList: build.query<BpmReturnTarget[], string>({
      query: (taskId) => ({ url: '/bpm/task/return-list', params: { taskId } }),
      keepUnusedDataFor: 0,
    }),
    approveTask: build.mutation<boolean, BpmTaskApprove>({
      query: (body) => ({ url: '/bpm/task/approve', method: 'PUT', body }),
      invalidatesTags: [...AFTER_TASK_ACTION],
    }),
    rejectTask: build.mutation<boolean, BpmTaskReject>({
      query: (body) => ({ url: '/bpm/task/reject', method: 'PUT', body }),
      invalidatesTags: [...AFTER_TASK_ACTION],
    }),
    updateTaskAssignee: build.mutation<boolean, BpmTaskUpdateAssignee>({
      query: (body) => ({ url: '/bpm/task/update-assignee', method: 'PUT', body }),
      invalidatesTags: [...AFTER_TASK_ACTION],
    }),
    delegateTask: build.mutation<boolean, BpmTaskDelegate>({
      query: (body) => ({ url: '/bpm/task/delegate', method: 'PUT', body }),
      invalidatesTags: [...AFTER_TASK_ACTION],
    }),
    returnTask: build.mutation<boolean, BpmTaskReturn>({
      query: (body) => ({ url: '/bpm/task/return', method: 'PUT', body }),
      invalidatesTags: [...AFTER_TASK_ACTION],
    }),
  }),
})

export const {
  useGetProcessInstanceQuery,
  useGetActivityListQuery,
  useGetTasksOfInstanceQuery,
  useLazyGetReturnListQuery,
  useApproveTaskMutation,
  useRejectTaskMutation,
  useUpdateTaskAssigneeMutation,
  useDelegateTaskMutation,
  useReturnTaskMutation,
} = processDetailApi
