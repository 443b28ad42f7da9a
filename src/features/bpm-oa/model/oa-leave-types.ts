import type { OaLeaveCreate, OaLeaveItem, OaLeavePageQuery } from '@/shared/wire/bpm-oa-leave'

/** A leave as page and get answer it (docs/admin-api.md#oa-leave). */
export type OaLeave = OaLeaveItem

/**
 * Body of POST create: start and end in epoch ms, a bpm_oa_leave_type value and the reason. A
 * leave is never updated (no id is ever sent); the optional id only fits the CRUD kit's type.
 */
export type OaLeaveSave = OaLeaveCreate & { id?: number }

/** Query of GET page: result, type, reason (contains) and the 申请时间 range. */
export type OaLeaveQuery = Omit<OaLeavePageQuery, 'pageNo' | 'pageSize'> & {
  pageNo: number
  pageSize: number
}

/** bpm_process_instance_result 1: the approval is still running, so it can be cancelled. */
export const LEAVE_RESULT_RUNNING = 1

export const LEAVE_LIST_PATH = '/bpm/oa/leave'
export const LEAVE_CREATE_PATH = '/bpm/oa/leave/create'
export const LEAVE_DETAIL_PATH = '/bpm/oa/leave/detail'
export const PROCESS_DETAIL_PATH = '/bpm/process-instance/detail'

/** 查看 OA 请假 opened without an id (neither the prop nor ?id=). */
export const MISSING_ID_MESSAGE = '未传递 id 参数，无法查看 OA 请假信息'
