/** Where the runtime screens live (the menus' paths and the hidden routes). */
export const MY_PROCESS_PATH = '/bpm/task/my'
export const PROCESS_CREATE_PATH = '/bpm/process-instance/create'
export const PROCESS_DETAIL_PATH = '/bpm/process-instance/detail'

/** 流程详情 of one process instance (审批 and 详情 in every list open it). */
export function processDetailUrl(processInstanceId: string): string {
  return `${PROCESS_DETAIL_PATH}?id=${encodeURIComponent(processInstanceId)}`
}

/** The runtime lists open on pages of 10 rows. */
export const RUNTIME_LIST_PAGE_SIZE = 10
