import type { Database } from 'better-sqlite3'
import { bpmFormName, readFieldList } from './bpm-form-repo'

/** Model form type: 10 a process form (form designer), 20 a business form (custom routes). */
export const FORM_TYPE_NORMAL = 10
export const FORM_TYPE_CUSTOM = 20

/** SuspensionState. */
export const STATE_ACTIVE = 1
export const STATE_SUSPENDED = 2

export interface BpmModelRow {
  id: string
  model_key: string
  name: string
  description: string | null
  category: string | null
  form_type: number | null
  form_id: number | null
  form_custom_create_path: string | null
  form_custom_view_path: string | null
  bpmn_xml: string | null
  create_time: number
  update_time: number
}

export interface BpmDefinitionRow {
  id: string
  model_id: string
  process_key: string
  version: number
  name: string
  description: string | null
  category: string | null
  form_type: number | null
  form_id: number | null
  form_conf: string | null
  form_fields: string | null
  form_custom_create_path: string | null
  form_custom_view_path: string | null
  bpmn_xml: string
  suspension_state: number
  deployment_time: number
}

export function findBpmModel(db: Database, id: string): BpmModelRow | undefined {
  return db.prepare('SELECT * FROM bpm_model WHERE id = ?').get(id) as BpmModelRow | undefined
}

export function findBpmModelByKey(db: Database, key: string): BpmModelRow | undefined {
  return db.prepare('SELECT * FROM bpm_model WHERE model_key = ?').get(key) as
    BpmModelRow | undefined
}

export function findDefinition(db: Database, id: string): BpmDefinitionRow | undefined {
  return db.prepare('SELECT * FROM bpm_process_definition WHERE id = ?').get(id) as
    BpmDefinitionRow | undefined
}

/** The model's most recent deployment (highest version), if it was ever deployed. */
export function latestDefinitionOfModel(
  db: Database,
  modelId: string,
): BpmDefinitionRow | undefined {
  return db
    .prepare(
      'SELECT * FROM bpm_process_definition WHERE model_id = ? ORDER BY version DESC LIMIT 1',
    )
    .get(modelId) as BpmDefinitionRow | undefined
}

/** Versions count per process key (like Flowable), across models that used the key. */
export function nextDefinitionVersion(db: Database, key: string): number {
  const row = db
    .prepare('SELECT MAX(version) AS v FROM bpm_process_definition WHERE process_key = ?')
    .get(key) as { v: number | null }
  return (row.v ?? 0) + 1
}

export function insertDefinition(db: Database, row: BpmDefinitionRow): void {
  const columns = Object.keys(row)
  db.prepare(
    `INSERT INTO bpm_process_definition (${columns.join(', ')})
     VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  ).run(row)
}

/**
 * The model list item (docs/admin-api.md#bpm), with the summary of its latest definition or null.
 */
export function toBpmModelItem(db: Database, row: BpmModelRow) {
  const latest = latestDefinitionOfModel(db, row.id)
  return {
    id: row.id,
    key: row.model_key,
    name: row.name,
    description: row.description,
    category: row.category,
    formType: row.form_type,
    formId: row.form_id,
    formName: row.form_type === FORM_TYPE_NORMAL ? bpmFormName(db, row.form_id) : null,
    formCustomCreatePath: row.form_custom_create_path,
    formCustomViewPath: row.form_custom_view_path,
    createTime: row.create_time,
    processDefinition: latest
      ? {
          id: latest.id,
          version: latest.version,
          deploymentTime: latest.deployment_time,
          suspensionState: latest.suspension_state,
        }
      : null,
  }
}

/** The definition item of the page and the list; `key` is extra to the contract's fields. */
export function toDefinitionItem(db: Database, row: BpmDefinitionRow) {
  return {
    id: row.id,
    key: row.process_key,
    version: row.version,
    name: row.name,
    description: row.description,
    category: row.category,
    formType: row.form_type,
    formId: row.form_id,
    formName: row.form_type === FORM_TYPE_NORMAL ? bpmFormName(db, row.form_id) : null,
    formConf: row.form_conf,
    formFields: readFieldList(row.form_fields),
    formCustomCreatePath: row.form_custom_create_path,
    formCustomViewPath: row.form_custom_view_path,
    suspensionState: row.suspension_state,
    deploymentTime: row.deployment_time,
  }
}
