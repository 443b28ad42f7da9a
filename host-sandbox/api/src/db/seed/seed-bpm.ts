import type { Database } from 'better-sqlite3'
import { TEAM_FORM_SEED, TEAM_MODEL_SEED, TEAM_MODEL_XML } from './bpm-seeds'

const HOUR = 3_600_000

/** The team reservation form, its model and one deployment of it (version 1, active). */
export function seedBpm(db: Database, now: number): void {
  const form = TEAM_FORM_SEED
  const conf = JSON.stringify(form.conf)
  const fields = JSON.stringify(form.fields.map((field) => JSON.stringify(field)))
  const formCreated = now - 72 * HOUR
  db.prepare(
    `INSERT INTO bpm_form (id, name, status, remark, conf, fields, create_time, update_time)
     VALUES (?, ?, 0, ?, ?, ?, ?, ?)`,
  ).run(form.id, form.name, form.remark, conf, fields, formCreated, formCreated)

  const model = TEAM_MODEL_SEED
  const modelCreated = now - 48 * HOUR
  db.prepare(
    `INSERT INTO bpm_model (id, model_key, name, description, category, form_type, form_id,
       bpmn_xml, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, 10, ?, ?, ?, ?)`,
  ).run(
    model.id,
    model.key,
    model.name,
    model.description,
    model.category,
    form.id,
    TEAM_MODEL_XML,
    modelCreated,
    modelCreated,
  )

  // The process id already is the key, so the deployed XML is the model's own.
  db.prepare(
    `INSERT INTO bpm_process_definition (id, model_id, process_key, version, name, description,
       category, form_type, form_id, form_conf, form_fields, bpmn_xml, suspension_state,
       deployment_time)
     VALUES (?, ?, ?, 1, ?, ?, ?, 10, ?, ?, ?, ?, 1, ?)`,
  ).run(
    model.definitionId,
    model.id,
    model.key,
    model.name,
    model.description,
    model.category,
    form.id,
    conf,
    fields,
    TEAM_MODEL_XML,
    now - 24 * HOUR,
  )
}
