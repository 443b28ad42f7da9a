import type { Database } from 'better-sqlite3'
import { prepared } from '../../db/prepared'

// SQL of the runtime tables (migration 0009_bpm_runtime.sql). Table and column names are constants;
// values are always bound.

export interface InstanceRow {
  id: string
  name: string
  process_definition_id: string
  process_key: string
  category: string | null
  status: number
  result: number
  start_user_id: number
  business_key: string | null
  form_variables: string
  error_message: string | null
  create_time: number
  end_time: number | null
}

export interface TaskRow {
  id: string
  process_instance_id: string
  definition_key: string
  name: string
  execution_id: string
  activity_execution_id: string
  assignee_user_id: number | null
  owner_user_id: number | null
  result: number
  reason: string | null
  claim_time: number | null
  create_time: number
  end_time: number | null
}

export interface ActivityRow {
  id: number
  process_instance_id: string
  execution_id: string
  activity_key: string
  activity_type: string
  task_id: string | null
  start_time: number
  end_time: number | null
}

export interface TimerRow {
  process_instance_id: string
  execution_id: string
  activity_id: string
  due_time: number
}

export function findInstance(db: Database, id: string): InstanceRow | undefined {
  return prepared(db, 'SELECT * FROM bpm_process_instance WHERE id = ?').get(id) as
    InstanceRow | undefined
}

export function insertInstance(db: Database, row: InstanceRow): void {
  prepared(
    db,
    `INSERT INTO bpm_process_instance (id, name, process_definition_id, process_key, category,
       status, result, start_user_id, business_key, form_variables, error_message, create_time, end_time)
     VALUES (@id, @name, @process_definition_id, @process_key, @category, @status, @result,
       @start_user_id, @business_key, @form_variables, @error_message, @create_time, @end_time)`,
  ).run(row)
}

export function finishInstance(
  db: Database,
  id: string,
  result: number,
  endTime: number,
  errorMessage: string | null = null,
): void {
  prepared(
    db,
    `UPDATE bpm_process_instance SET status = 2, result = ?, end_time = ?,
       error_message = COALESCE(?, error_message) WHERE id = ?`,
  ).run(result, endTime, errorMessage, id)
}

export function findTask(db: Database, id: string): TaskRow | undefined {
  return prepared(db, 'SELECT * FROM bpm_task WHERE id = ?').get(id) as TaskRow | undefined
}

export function openTasksOfInstance(db: Database, instanceId: string): TaskRow[] {
  return prepared(
    db,
    `SELECT * FROM bpm_task WHERE process_instance_id = ? AND end_time IS NULL
     ORDER BY create_time, rowid`,
  ).all(instanceId) as TaskRow[]
}

export function taskByExecution(
  db: Database,
  instanceId: string,
  executionId: string,
): TaskRow | undefined {
  return prepared(
    db,
    'SELECT * FROM bpm_task WHERE process_instance_id = ? AND execution_id = ?',
  ).get(instanceId, executionId) as TaskRow | undefined
}

export function insertTask(db: Database, row: TaskRow): void {
  prepared(
    db,
    `INSERT INTO bpm_task (id, process_instance_id, definition_key, name, execution_id,
       activity_execution_id, assignee_user_id, owner_user_id, result, reason, claim_time,
       create_time, end_time)
     VALUES (@id, @process_instance_id, @definition_key, @name, @execution_id,
       @activity_execution_id, @assignee_user_id, @owner_user_id, @result, @reason, @claim_time,
       @create_time, @end_time)`,
  ).run(row)
  prepared(
    db,
    `INSERT OR IGNORE INTO bpm_activity (process_instance_id, execution_id, activity_key,
       activity_type, task_id, start_time) VALUES (?, ?, ?, 'userTask', ?, ?)`,
  ).run(row.process_instance_id, row.execution_id, row.definition_key, row.id, row.create_time)
}

/**
 * A finished row beside `task` that keeps one step of its delegation in the history (who delegated,
 * who answered, with their words): the task row itself is reassigned and ends with its owner's
 * decision. It has an execution id of its own, so the engine never sees it.
 */
export function insertTaskHistory(
  db: Database,
  task: TaskRow,
  entry: { id: string; assignee: number; result: number; reason: string; time: number },
): void {
  prepared(
    db,
    `INSERT INTO bpm_task (id, process_instance_id, definition_key, name, execution_id,
       activity_execution_id, assignee_user_id, owner_user_id, result, reason, claim_time,
       create_time, end_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, NULL, ?, ?)`,
  ).run(
    entry.id,
    task.process_instance_id,
    task.definition_key,
    task.name,
    `${task.execution_id}:history:${entry.id}`,
    task.activity_execution_id,
    entry.assignee,
    entry.result,
    entry.reason,
    // Same creation as the task: in newest-first lists the task row itself stays first (rowid).
    task.create_time,
    entry.time,
  )
}

/** Finishes an open task (and its activity row) with `result` and `reason`. */
export function closeTask(
  db: Database,
  task: TaskRow,
  result: number,
  reason: string | null,
  endTime: number,
): void {
  prepared(
    db,
    'UPDATE bpm_task SET result = ?, reason = ?, end_time = ? WHERE id = ? AND end_time IS NULL',
  ).run(result, reason, endTime, task.id)
  prepared(
    db,
    'UPDATE bpm_activity SET end_time = ? WHERE process_instance_id = ? AND task_id = ?',
  ).run(endTime, task.process_instance_id, task.id)
}

export function updateTaskAssignment(
  db: Database,
  taskId: string,
  change: { assignee: number; owner: number | null; result: number; reason: string | null },
): void {
  prepared(
    db,
    'UPDATE bpm_task SET assignee_user_id = ?, owner_user_id = ?, result = ?, reason = ? WHERE id = ?',
  ).run(change.assignee, change.owner, change.result, change.reason, taskId)
}

export function insertComment(
  db: Database,
  comment: { taskId: string; instanceId: string; userId: number; type: string; message: string },
  now: number,
): void {
  prepared(
    db,
    `INSERT INTO bpm_task_comment (task_id, process_instance_id, user_id, type, message, create_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(comment.taskId, comment.instanceId, comment.userId, comment.type, comment.message, now)
}

export function startActivity(
  db: Database,
  activity: { instanceId: string; executionId: string; key: string; type: string },
  now: number,
): void {
  prepared(
    db,
    `INSERT OR IGNORE INTO bpm_activity (process_instance_id, execution_id, activity_key,
       activity_type, start_time) VALUES (?, ?, ?, ?, ?)`,
  ).run(activity.instanceId, activity.executionId, activity.key, activity.type, now)
}

export function endActivity(db: Database, instanceId: string, executionId: string, now: number) {
  prepared(
    db,
    `UPDATE bpm_activity SET end_time = ? WHERE process_instance_id = ? AND execution_id = ?
       AND end_time IS NULL`,
  ).run(now, instanceId, executionId)
}

export function activitiesOfInstance(db: Database, instanceId: string): ActivityRow[] {
  return prepared(
    db,
    'SELECT * FROM bpm_activity WHERE process_instance_id = ? ORDER BY start_time, id',
  ).all(instanceId) as ActivityRow[]
}

export function loadEngineState(db: Database, instanceId: string): string | undefined {
  const row = prepared(db, 'SELECT state FROM bpm_engine_state WHERE process_instance_id = ?').get(
    instanceId,
  ) as { state: string } | undefined
  return row?.state
}

export function saveEngineState(db: Database, instanceId: string, state: string, now: number) {
  prepared(
    db,
    `INSERT INTO bpm_engine_state (process_instance_id, state, update_time) VALUES (?, ?, ?)
     ON CONFLICT (process_instance_id) DO UPDATE SET state = excluded.state,
       update_time = excluded.update_time`,
  ).run(instanceId, state, now)
}

/** A finished instance keeps no engine state and waits on no timer. */
export function dropEngine(db: Database, instanceId: string): void {
  prepared(db, 'DELETE FROM bpm_engine_state WHERE process_instance_id = ?').run(instanceId)
  prepared(db, 'DELETE FROM bpm_timer WHERE process_instance_id = ?').run(instanceId)
}

export function insertTimer(db: Database, timer: TimerRow): void {
  prepared(
    db,
    `INSERT OR IGNORE INTO bpm_timer (process_instance_id, execution_id, activity_id, due_time)
     VALUES (@process_instance_id, @execution_id, @activity_id, @due_time)`,
  ).run(timer)
}

export function timersOfInstance(db: Database, instanceId: string): TimerRow[] {
  return prepared(db, 'SELECT * FROM bpm_timer WHERE process_instance_id = ?').all(
    instanceId,
  ) as TimerRow[]
}

export function deleteTimer(db: Database, instanceId: string, executionId: string): void {
  prepared(db, 'DELETE FROM bpm_timer WHERE process_instance_id = ? AND execution_id = ?').run(
    instanceId,
    executionId,
  )
}

export function dueTimers(db: Database, now: number): TimerRow[] {
  return prepared(db, 'SELECT * FROM bpm_timer WHERE due_time <= ? ORDER BY due_time').all(
    now,
  ) as TimerRow[]
}

export function nextTimerDue(db: Database): number | null {
  const row = prepared(db, 'SELECT MIN(due_time) AS due FROM bpm_timer').get() as {
    due: number | null
  }
  return row.due
}

export interface UserSummaryRow {
  id: number
  nickname: string
  dept_id: number | null
  dept_name: string | null
  status: number
}

export function findUserSummary(db: Database, userId: number): UserSummaryRow | undefined {
  return prepared(
    db,
    `SELECT u.id, u.nickname, u.dept_id, d.name AS dept_name, u.status
     FROM system_users u LEFT JOIN system_dept d ON d.id = u.dept_id WHERE u.id = ?`,
  ).get(userId) as UserSummaryRow | undefined
}

export interface DefinitionRunRow {
  id: string
  process_key: string
  name: string
  category: string | null
  bpmn_xml: string
  suspension_state: number
  version: number
}

const DEFINITION_COLUMNS = 'id, process_key, name, category, bpmn_xml, suspension_state, version'

export function findRunnableDefinition(db: Database, id: string): DefinitionRunRow | undefined {
  return prepared(db, `SELECT ${DEFINITION_COLUMNS} FROM bpm_process_definition WHERE id = ?`).get(
    id,
  ) as DefinitionRunRow | undefined
}

export function latestDefinitionByKey(db: Database, key: string): DefinitionRunRow | undefined {
  return prepared(
    db,
    `SELECT ${DEFINITION_COLUMNS} FROM bpm_process_definition WHERE process_key = ?
     ORDER BY version DESC LIMIT 1`,
  ).get(key) as DefinitionRunRow | undefined
}
