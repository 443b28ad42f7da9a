import { z } from 'zod'
import { epochMs, id } from './common'
import { modelFormType, suspensionState } from './bpm-model'
import { optionalInt, optionalText, pageParams, requiredInt, requiredText } from './fields'

// The approval runtime: /bpm/process-instance/*, /bpm/task/*, /bpm/activity/list
// (docs/admin-api.md#bpm). Instance and task ids are strings (Flowable's); user ids are numbers.

/** Result of an instance or a task. */
export const RESULT_RUNNING = 1
export const RESULT_APPROVE = 2
export const RESULT_REJECT = 3
export const RESULT_CANCEL = 4
export const RESULT_BACK = 5
export const RESULT_DELEGATE = 6
export const BPM_RESULTS = [
  RESULT_RUNNING,
  RESULT_APPROVE,
  RESULT_REJECT,
  RESULT_CANCEL,
  RESULT_BACK,
  RESULT_DELEGATE,
] as const
export const bpmResult = z.number().int().min(1).max(9)

/** Instance status: 1 running, 2 finished. */
export const STATUS_RUNNING = 1
export const STATUS_FINISHED = 2
export const BPM_INSTANCE_STATUSES = [STATUS_RUNNING, STATUS_FINISHED] as const
export const bpmInstanceStatus = z.union([z.literal(STATUS_RUNNING), z.literal(STATUS_FINISHED)])

/** A user as the runtime shows it: a starter or an assignee with their department. */
export const bpmUserSummary = z.object({
  id,
  nickname: z.string(),
  deptId: id.nullish(),
  deptName: z.string().nullish(),
})

const reasonText = (label: string) => requiredText(label, 1000)
const taskId = requiredText('任务编号', 255)

// ---- process instances ----

/** Body of POST /bpm/process-instance/create. */
export const bpmProcessInstanceCreate = z.object({
  processDefinitionId: requiredText('流程定义编号', 255),
  variables: z
    .record(z.string(), z.unknown(), { error: '流程变量必须是对象' })
    .nullish()
    .transform((v) => v ?? {}),
})

/**
 * Query of GET my-page, except `createTime[0]/[1]` (a date range the sandbox reads with its own
 * date parser; the console sends two 'yyyy-MM-dd HH:mm:ss' strings).
 */
export const bpmProcessInstanceMyPageQuery = z.object({
  ...pageParams,
  name: optionalText('流程名称', 64),
  processDefinitionId: optionalText('流程定义的编号', 255),
  category: optionalText('流程分类', 64),
  status: optionalInt('流程实例的状态'),
  result: optionalInt('流程实例的结果'),
})

/** An item of my-page. */
export const bpmProcessInstanceItem = z.object({
  id: z.string().min(1),
  name: z.string(),
  processDefinitionId: z.string(),
  category: z.string().nullish(),
  status: bpmInstanceStatus,
  result: bpmResult,
  createTime: epochMs,
  endTime: epochMs.nullish(),
  /** The open tasks (where the approval stands). */
  tasks: z.array(z.object({ id: z.string(), name: z.string() })),
})

/** data of GET get?id. */
export const bpmProcessInstanceDetail = z.object({
  id: z.string().min(1),
  name: z.string(),
  category: z.string().nullish(),
  status: bpmInstanceStatus,
  result: bpmResult,
  createTime: epochMs,
  endTime: epochMs.nullish(),
  formVariables: z.record(z.string(), z.unknown()).nullish(),
  businessKey: z.string().nullish(),
  startUser: bpmUserSummary.nullish(),
  processDefinition: z.object({
    id: z.string(),
    formType: modelFormType.nullish(),
    formId: id.nullish(),
    formConf: z.string().nullish(),
    formFields: z.array(z.string()).nullish(),
    formCustomCreatePath: z.string().nullish(),
    formCustomViewPath: z.string().nullish(),
    bpmnXml: z.string().nullish(),
  }),
  /** Why the engine stopped this instance (e.g. a condition that cannot be evaluated); null otherwise. */
  errorMessage: z.string().nullish(),
})

/** Body of DELETE cancel. */
export const bpmProcessInstanceCancel = z.object({
  id: requiredText('流程实例的编号', 255),
  reason: reasonText('取消原因'),
})

// ---- tasks ----

/** Query of todo-page and done-page, except `createTime[0]/[1]` (see the my-page query). */
export const bpmTaskPageQuery = z.object({
  ...pageParams,
  name: optionalText('任务名称', 64),
})

const taskProcessInstance = z.object({
  id: z.string(),
  name: z.string(),
  startUserId: id,
  startUserNickname: z.string().nullish(),
  processDefinitionId: z.string(),
})

/** An item of todo-page. */
export const bpmTodoTaskItem = z.object({
  id: z.string().min(1),
  name: z.string(),
  claimTime: epochMs.nullish(),
  createTime: epochMs,
  suspensionState,
  processInstance: taskProcessInstance,
})

/** An item of done-page. */
export const bpmDoneTaskItem = bpmTodoTaskItem.extend({
  endTime: epochMs.nullish(),
  durationInMillis: z.number().int().min(0).nullish(),
  result: bpmResult,
  reason: z.string().nullish(),
})

/** An item of list-by-process-instance-id: every task of the instance, newest first. */
export const bpmTaskOfInstance = bpmDoneTaskItem.extend({
  definitionKey: z.string(),
  assigneeUser: bpmUserSummary.nullish(),
})

/** Bodies of PUT approve (alias complete) and PUT reject. */
export const bpmTaskApprove = z.object({ id: taskId, reason: reasonText('审批意见') })
export const bpmTaskReject = bpmTaskApprove

/** Body of PUT update-assignee (转办). */
export const bpmTaskUpdateAssignee = z.object({
  id: taskId,
  assigneeUserId: requiredInt('新审批人的用户编号'),
})

/** Body of PUT delegate (委派). */
export const bpmTaskDelegate = z.object({
  id: taskId,
  delegateUserId: requiredInt('被委派人'),
  reason: reasonText('委派理由'),
})

/** Query of GET return-list (alias get-return-list). */
export const bpmTaskReturnListQuery = z.object({ taskId })

/** An item of return-list: an earlier user task the current one may go back to. */
export const bpmReturnTarget = z.object({ definitionKey: z.string(), name: z.string() })

/** Body of PUT return (alias back). */
export const bpmTaskReturn = z.object({
  id: taskId,
  targetDefinitionKey: requiredText('回退到的任务 Key', 255),
  reason: reasonText('回退意见'),
})

// ---- activities ----

export const bpmActivityListQuery = z.object({
  processInstanceId: requiredText('流程实例的编号', 255),
})

/** An item of /bpm/activity/list. `type` is Flowable's camelCase (startEvent, userTask, endEvent...). */
export const bpmActivity = z.object({
  key: z.string(),
  type: z.string(),
  startTime: epochMs,
  endTime: epochMs.nullish(),
  taskId: z.string().nullish(),
})

/** The date range filter the console sends with the page queries. */
export type CreateTimeRange = { createTime?: [string, string] | string[] }

export type BpmResult = (typeof BPM_RESULTS)[number]
export type BpmUserSummary = z.output<typeof bpmUserSummary>
export type BpmProcessInstanceCreate = z.input<typeof bpmProcessInstanceCreate>
export type BpmProcessInstanceMyPageQuery = z.input<typeof bpmProcessInstanceMyPageQuery> &
  CreateTimeRange
export type BpmProcessInstanceItem = z.output<typeof bpmProcessInstanceItem>
export type BpmProcessInstanceDetail = z.output<typeof bpmProcessInstanceDetail>
export type BpmProcessInstanceCancel = z.output<typeof bpmProcessInstanceCancel>
export type BpmTaskPageQuery = z.input<typeof bpmTaskPageQuery> & CreateTimeRange
export type BpmTodoTaskItem = z.output<typeof bpmTodoTaskItem>
export type BpmDoneTaskItem = z.output<typeof bpmDoneTaskItem>
export type BpmTaskOfInstance = z.output<typeof bpmTaskOfInstance>
export type BpmTaskApprove = z.output<typeof bpmTaskApprove>
export type BpmTaskReject = z.output<typeof bpmTaskReject>
export type BpmTaskUpdateAssignee = z.output<typeof bpmTaskUpdateAssignee>
export type BpmTaskDelegate = z.output<typeof bpmTaskDelegate>
export type BpmReturnTarget = z.output<typeof bpmReturnTarget>
export type BpmTaskReturn = z.output<typeof bpmTaskReturn>
export type BpmActivity = z.output<typeof bpmActivity>
