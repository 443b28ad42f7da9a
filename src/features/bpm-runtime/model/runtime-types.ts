import type {
  BpmDoneTaskItem,
  BpmProcessInstanceCancel,
  BpmProcessInstanceCreate,
  BpmProcessInstanceItem,
  BpmProcessInstanceMyPageQuery,
  BpmTaskPageQuery,
  BpmTodoTaskItem,
} from '@/shared/wire/bpm-runtime'

/**
 * The runtime's wire shapes as the lists and 发起流程 use them (inferred from the wire schemas the
 * sandbox answers with, docs/architecture.md#wire-schemas).
 */
export type ProcessInstanceItem = BpmProcessInstanceItem
export type ProcessInstanceCreate = BpmProcessInstanceCreate
export type ProcessInstanceCancel = BpmProcessInstanceCancel
export type MyProcessQuery = BpmProcessInstanceMyPageQuery & { pageNo: number; pageSize: number }
export type TaskPageQuery = BpmTaskPageQuery & { pageNo: number; pageSize: number }
export type TodoTaskItem = BpmTodoTaskItem
export type DoneTaskItem = BpmDoneTaskItem
