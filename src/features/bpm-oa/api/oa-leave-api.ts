import { baseApi } from '@/shared/api/base-api'
import { leaveResource } from '../resources/leave-resource'

const LEAVE_TAG = leaveResource.api.tag
// The runtime screens' tag (我的流程, 待办): a cancelled leave is a cancelled process there too.
const PROCESS_INSTANCE_TAG = 'BpmProcessInstance'

export interface CancelLeaveProcess {
  processInstanceId: string
  reason: string
}

/**
 * 取消请假 cancels the leave's process instance (DELETE /bpm/process-instance/cancel); the server
 * then marks the leave 已取消, so the list is reloaded.
 */
const oaLeaveApi = baseApi
  .enhanceEndpoints({ addTagTypes: [LEAVE_TAG, PROCESS_INSTANCE_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      cancelLeaveProcess: build.mutation<boolean, CancelLeaveProcess>({
        query: ({ processInstanceId, reason }) => ({
          url: '/bpm/process-instance/cancel',
          method: 'DELETE',
          body: { id: processInstanceId, reason },
        }),
        invalidatesTags: [{ type: LEAVE_TAG, id: 'LIST' }, PROCESS_INSTANCE_TAG],
      }),
    }),
  })

export const { useCancelLeaveProcessMutation } = oaLeaveApi
