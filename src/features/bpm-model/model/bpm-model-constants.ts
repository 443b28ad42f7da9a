import type { ModelFormType, SuspensionState } from '@/shared/bpm/bpm-types'

/** Model form types (docs/admin-api.md#bpm). */
export const FORM_TYPE_PROCESS: ModelFormType = 10
export const FORM_TYPE_BUSINESS: ModelFormType = 20

export const STATE_ACTIVE: SuspensionState = 1
export const STATE_SUSPENDED: SuspensionState = 2

export const MODEL_LIST_PATH = '/bpm/manager/model'

/** The designer of one model. */
export function designerPath(modelId: string): string {
  return `/bpm/manager/model/design?modelId=${encodeURIComponent(modelId)}`
}

/** Every deployed version of one process key. */
export function definitionsPath(key: string): string {
  return `/bpm/manager/definition?key=${encodeURIComponent(key)}`
}

/** Button permissions of the model screens (the sandbox seed grants the same strings). */
export const BPM_MODEL_PERMISSIONS = {
  create: ['bpm:model:create'],
  update: ['bpm:model:update'],
  delete: ['bpm:model:delete'],
  deploy: ['bpm:model:deploy'],
  import: ['bpm:model:import'],
  definitions: ['bpm:process-definition:query'],
} as const

/** The 任务分配规则 dialog: seen with query, its 修改 with update. */
export const TASK_ASSIGN_RULE_PERMISSIONS = {
  query: ['bpm:task-assign-rule:query'],
  update: ['bpm:task-assign-rule:update'],
} as const
