import type { Database } from 'better-sqlite3'
import {
  bpmDefinitionItem,
  type BpmDefinitionItem,
} from '../../../../../src/shared/wire/bpm-definition'
import {
  bpmModelItem,
  FORM_TYPE_CUSTOM,
  FORM_TYPE_NORMAL,
  STATE_ACTIVE,
  STATE_SUSPENDED,
  type BpmModelItem,
} from '../../../../../src/shared/wire/bpm-model'
import { wireItem } from '../../lib/validation'
import { bpmFormName, readFieldList } from './bpm-form-repo'

export { FORM_TYPE_CUSTOM, FORM_TYPE_NORMAL, STATE_ACTIVE, STATE_SUSPENDED }

/** The columns hold 10, 20 or null (create, update and import check them). */
const formTypeOf = (value: number | null) =>
  value === FORM_TYPE_NORMAL || value === FORM_TYPE_CUSTOM ? value : null
/** The column holds 1 or 2 (update-state checks it). */
const suspensionStateOf = (value: number) =>
  value === STATE_SUSPENDED ? STATE_SUSPENDED : STATE_ACTIVE

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
export function toBpmModelItem(db: Database, row: BpmModelRow): BpmModelItem {
  const latest = latestDefinitionOfModel(db, row.id)
  return wireItem(bpmModelItem, {
    id: row.id,
    key: row.model_key,
    name: row.name,
    description: row.description,
    category: row.category,
    formType: formTypeOf(row.form_type),
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
          suspensionState: suspensionStateOf(latest.suspension_state),
        }
      : null,
  })
}

/** The definition item of the page and the list. */
export function toDefinitionItem(db: Database, row: BpmDefinitionRow): BpmDefinitionItem {
  return wireItem(bpmDefinitionItem, {
    id: row.id,
    key: row.process_key,
    version: row.version,
    name: row.name,
    description: row.description,
    category: row.category,
    formType: formTypeOf(row.form_type),
    formId: row.form_id,
    formName: row.form_type === FORM_TYPE_NORMAL ? bpmFormName(db, row.form_id) : null,
    formConf: row.form_conf,
    formFields: readFieldList(row.form_fields),
    formCustomCreatePath: row.form_custom_create_path,
    formCustomViewPath: row.form_custom_view_path,
    suspensionState: suspensionStateOf(row.suspension_state),
    deploymentTime: row.deployment_time,
  })
}
