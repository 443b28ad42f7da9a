import type { Database } from 'better-sqlite3'
import { prepared } from '../../db/prepared'

/** A model's own rules have no definition: '' (as the Java server stores them). */
export const MODEL_RULE_DEFINITION = ''

export interface AssignRuleRow {
  id: number
  model_id: string
  process_definition_id: string
  task_definition_key: string
  type: number
  /** JSON number[] */
  options: string
  create_time: number
  update_time: number
}

/** A stored JSON id list; anything else reads as no ids (the columns are written by this code). */
export function parseIdList(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value)
      ? value.filter((v): v is number => typeof v === 'number' && Number.isInteger(v))
      : []
  } catch {
    return []
  }
}

export function findRule(db: Database, id: number): AssignRuleRow | undefined {
  return prepared(db, 'SELECT * FROM bpm_task_assign_rule WHERE id = ?').get(id) as
    AssignRuleRow | undefined
}

export function findDefinitionRule(
  db: Database,
  processDefinitionId: string,
  taskDefinitionKey: string,
): AssignRuleRow | undefined {
  return prepared(
    db,
    `SELECT * FROM bpm_task_assign_rule
     WHERE process_definition_id = ? AND task_definition_key = ? ORDER BY id LIMIT 1`,
  ).get(processDefinitionId, taskDefinitionKey) as AssignRuleRow | undefined
}

export function listModelRules(db: Database, modelId: string): AssignRuleRow[] {
  return prepared(
    db,
    'SELECT * FROM bpm_task_assign_rule WHERE model_id = ? AND process_definition_id = ? ORDER BY id',
  ).all(modelId, MODEL_RULE_DEFINITION) as AssignRuleRow[]
}

export function listDefinitionRules(db: Database, processDefinitionId: string): AssignRuleRow[] {
  return prepared(
    db,
    'SELECT * FROM bpm_task_assign_rule WHERE process_definition_id = ? ORDER BY id',
  ).all(processDefinitionId) as AssignRuleRow[]
}

export interface NewRule {
  modelId: string
  processDefinitionId: string
  taskDefinitionKey: string
  type: number
  options: readonly number[]
}

export function insertRule(db: Database, rule: NewRule, now: number): number {
  const result = prepared(
    db,
    `INSERT INTO bpm_task_assign_rule (model_id, process_definition_id, task_definition_key, type,
       options, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    rule.modelId,
    rule.processDefinitionId,
    rule.taskDefinitionKey,
    rule.type,
    JSON.stringify(rule.options),
    now,
    now,
  )
  return Number(result.lastInsertRowid)
}

/** Copies the model's rules onto a new deployment of it (inside the deploy's transaction). */
export function copyModelRulesToDefinition(
  db: Database,
  modelId: string,
  processDefinitionId: string,
  now: number,
): void {
  for (const rule of listModelRules(db, modelId)) {
    insertRule(
      db,
      {
        modelId,
        processDefinitionId,
        taskDefinitionKey: rule.task_definition_key,
        type: rule.type,
        options: parseIdList(rule.options),
      },
      now,
    )
  }
}
