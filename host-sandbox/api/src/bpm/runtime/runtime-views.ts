import type { Database } from 'better-sqlite3'
import {
  bpmActivity,
  bpmDoneTaskItem,
  bpmProcessInstanceDetail,
  bpmProcessInstanceItem,
  bpmTaskOfInstance,
  bpmTodoTaskItem,
  type BpmActivity,
  type BpmDoneTaskItem,
  type BpmProcessInstanceDetail,
  type BpmProcessInstanceItem,
  type BpmTaskOfInstance,
  type BpmTodoTaskItem,
  type BpmUserSummary,
} from '../../../../../src/shared/wire/bpm-runtime'
import { findDefinition, toDefinitionItem } from '../../db/repos/bpm-model-repo'
import { prepared } from '../../db/prepared'
import { wireItem } from '../../lib/validation'
import {
  activitiesOfInstance,
  findUserSummary,
  openTasksOfInstance,
  type InstanceRow,
  type TaskRow,
} from './runtime-repo'

// Rows of the runtime tables as the console reads them (the wire items of src/shared/wire).

type Status = 1 | 2
const statusOf = (value: number): Status => (value === 2 ? 2 : 1)
const suspensionOf = (value: number | undefined): 1 | 2 => (value === 2 ? 2 : 1)

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function userSummary(db: Database, userId: number | null): BpmUserSummary | null {
  if (userId === null) return null
  const user = findUserSummary(db, userId)
  if (!user) return null
  return { id: user.id, nickname: user.nickname, deptId: user.dept_id, deptName: user.dept_name }
}

export function toInstanceItem(db: Database, row: InstanceRow): BpmProcessInstanceItem {
  return wireItem(bpmProcessInstanceItem, {
    id: row.id,
    name: row.name,
    processDefinitionId: row.process_definition_id,
    category: row.category,
    status: statusOf(row.status),
    result: row.result,
    createTime: row.create_time,
    endTime: row.end_time,
    tasks: openTasksOfInstance(db, row.id).map((task) => ({ id: task.id, name: task.name })),
  })
}

export function toInstanceDetail(db: Database, row: InstanceRow): BpmProcessInstanceDetail {
  const definitionRow = findDefinition(db, row.process_definition_id)
  const definition = definitionRow ? toDefinitionItem(db, definitionRow) : null
  return wireItem(bpmProcessInstanceDetail, {
    id: row.id,
    name: row.name,
    category: row.category,
    status: statusOf(row.status),
    result: row.result,
    createTime: row.create_time,
    endTime: row.end_time,
    formVariables: parseObject(row.form_variables),
    businessKey: row.business_key,
    startUser: userSummary(db, row.start_user_id),
    processDefinition: {
      id: row.process_definition_id,
      formType: definition?.formType ?? null,
      formId: definition?.formId ?? null,
      formConf: definition?.formConf ?? null,
      formFields: definition?.formFields ?? null,
      formCustomCreatePath: definition?.formCustomCreatePath ?? null,
      formCustomViewPath: definition?.formCustomViewPath ?? null,
      bpmnXml: definitionRow?.bpmn_xml ?? null,
    },
    errorMessage: row.error_message,
  })
}

interface TaskContext {
  instance: { id: string; name: string; startUserId: number; processDefinitionId: string }
  startUserNickname: string | null
  suspensionState: 1 | 2
}

/** The instance data every task item repeats, looked up once per instance of a page. */
function taskContexts(db: Database) {
  const cache = new Map<string, TaskContext>()
  return (instanceId: string): TaskContext => {
    let context = cache.get(instanceId)
    if (!context) {
      const row = prepared(
        db,
        `SELECT i.id, i.name, i.start_user_id, i.process_definition_id, d.suspension_state
         FROM bpm_process_instance i
         LEFT JOIN bpm_process_definition d ON d.id = i.process_definition_id WHERE i.id = ?`,
      ).get(instanceId) as
        | {
            id: string
            name: string
            start_user_id: number
            process_definition_id: string
            suspension_state: number | null
          }
        | undefined
      context = {
        instance: {
          id: instanceId,
          name: row?.name ?? '',
          startUserId: row?.start_user_id ?? 0,
          processDefinitionId: row?.process_definition_id ?? '',
        },
        startUserNickname: row ? (findUserSummary(db, row.start_user_id)?.nickname ?? null) : null,
        suspensionState: suspensionOf(row?.suspension_state ?? undefined),
      }
      cache.set(instanceId, context)
    }
    return context
  }
}

function todoFields(task: TaskRow, context: TaskContext): BpmTodoTaskItem {
  return {
    id: task.id,
    name: task.name,
    claimTime: task.claim_time,
    createTime: task.create_time,
    suspensionState: context.suspensionState,
    processInstance: {
      ...context.instance,
      startUserNickname: context.startUserNickname,
    },
  }
}

function doneFields(task: TaskRow, context: TaskContext): BpmDoneTaskItem {
  return {
    ...todoFields(task, context),
    endTime: task.end_time,
    durationInMillis: task.end_time === null ? null : Math.max(task.end_time - task.create_time, 0),
    result: task.result,
    reason: task.reason,
  }
}

export function todoItems(db: Database) {
  const contextOf = taskContexts(db)
  return (task: TaskRow): BpmTodoTaskItem =>
    wireItem(bpmTodoTaskItem, todoFields(task, contextOf(task.process_instance_id)))
}

export function doneItems(db: Database) {
  const contextOf = taskContexts(db)
  return (task: TaskRow): BpmDoneTaskItem =>
    wireItem(bpmDoneTaskItem, doneFields(task, contextOf(task.process_instance_id)))
}

export function tasksOfInstance(db: Database, instanceId: string): BpmTaskOfInstance[] {
  const contextOf = taskContexts(db)
  const rows = prepared(
    db,
    'SELECT * FROM bpm_task WHERE process_instance_id = ? ORDER BY create_time DESC, rowid',
  ).all(instanceId) as TaskRow[]
  return rows.map((task) =>
    wireItem(bpmTaskOfInstance, {
      ...doneFields(task, contextOf(task.process_instance_id)),
      definitionKey: task.definition_key,
      assigneeUser: userSummary(db, task.assignee_user_id),
    }),
  )
}

export function activityItems(db: Database, instanceId: string): BpmActivity[] {
  return activitiesOfInstance(db, instanceId).map((row) =>
    wireItem(bpmActivity, {
      key: row.activity_key,
      type: row.activity_type,
      startTime: row.start_time,
      endTime: row.end_time,
      taskId: row.task_id,
    }),
  )
}
