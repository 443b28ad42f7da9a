import { baseApi } from '@/shared/api/base-api'
import type { OaLeaveSave } from '../model/oa-leave-types'
import { leaveResource } from '../resources/leave-resource'

const LEAVE_TAG = leaveResource.api.tag
// The runtime screens' tags (我的流程, 待办, 流程详情): filing or cancelling a leave starts or
// cancels its process, which those screens show too.
const PROCESS_INSTANCE_TAG = 'BpmProcessInstance'
const TASK_TAG = 'BpmTask'
const AFTER_CHANGE = [{ type: LEAVE_TAG, id: 'LIST' }, PROCESS_INSTANCE_TAG, TASK_TAG]

export interface CancelLeaveProcess {
  processInstanceId: string
  reason: string
}

const oaLeaveApi = baseApi
  .enhanceEndpoints({ addTagTypes: [LEAVE_TAG, PROCESS_INSTANCE_TAG, TASK_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** 发起 OA 请假: answers the new leave's id; its process starts with it. */
      createLeave: build.mutation<number, OaLeaveSave>({
        query: (body) => ({ url: '/bpm/oa/leave/create', method: 'POST', body }),
        invalidatesTags: AFTER_CHANGE,
      }),
      /**
       * 取消请假 cancels the leave's process instance (DELETE /bpm/process-instance/cancel); the
       * server then marks the leave 已取消, so the list is reloaded.
       */
      cancelLeaveProcess: build.mutation<boolean, CancelLeaveProcess>({
        query: ({ processInstanceId, reason }) => ({
          url: '/bpm/process-instance/cancel',
          method: 'DELETE',
          body: { id: processInstanceId, reason },
        }),
        invalidatesTags: AFTER_CHANGE,
      }),
    }),
  })

export const { useCreateLeaveMutation, useCancelLeaveProcessMutation } = oaLeaveApi
