import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { DoneTaskItem, ProcessInstanceItem, TodoTaskItem } from '../model/runtime-types'

/** The dictionaries the runtime screens read, as the sandbox seeds them. */
export const RUNTIME_DICTS = dictOptionsFrom({
  bpm_model_category: { '1': ['默认', 'primary'], '2': ['OA', 'success'] },
  bpm_process_instance_status: { '1': ['进行中', 'primary'], '2': ['已完成', 'success'] },
  bpm_process_instance_result: {
    '1': ['处理中', 'primary'],
    '2': ['通过', 'success'],
    '3': ['不通过', 'danger'],
    '4': ['已取消', 'info'],
  },
})

/** A runtime page on its route, signed in with `permissions` (default: everything). */
export function renderRuntimePage(
  page: ReactElement,
  options: { path: string; url?: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    url: options.path,
    ...options,
    dicts: RUNTIME_DICTS,
    nickname: '票务专员',
  })
}

export const SUBMITTED = new Date(2024, 4, 6, 7, 8, 9).getTime()
export const ENDED = new Date(2024, 4, 7, 9, 10, 11).getTime()

export function instance(
  overrides: Partial<ProcessInstanceItem> & Pick<ProcessInstanceItem, 'id'>,
) {
  return {
    name: '采购申请',
    processDefinitionId: 'purchase:1:a',
    category: '1',
    status: 1,
    result: 1,
    createTime: SUBMITTED,
    endTime: null,
    tasks: [],
    ...overrides,
  } satisfies ProcessInstanceItem
}

export function todoTask(overrides: Partial<TodoTaskItem> & Pick<TodoTaskItem, 'id'>) {
  return {
    name: '部门领导审批',
    claimTime: null,
    createTime: SUBMITTED,
    suspensionState: 1,
    processInstance: {
      id: 'pi-1',
      name: 'OA 请假',
      startUserId: 2,
      startUserNickname: '票务专员',
      processDefinitionId: 'oa_leave:1:a',
    },
    ...overrides,
  } satisfies TodoTaskItem
}

export function doneTask(overrides: Partial<DoneTaskItem> & Pick<DoneTaskItem, 'id'>) {
  return {
    ...todoTask(overrides),
    endTime: ENDED,
    durationInMillis: ENDED - SUBMITTED,
    result: 2,
    reason: '同意',
    ...overrides,
  } satisfies DoneTaskItem
}
