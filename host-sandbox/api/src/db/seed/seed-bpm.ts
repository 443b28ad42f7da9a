import type { Database } from 'better-sqlite3'
import { insertRule, MODEL_RULE_DEFINITION } from '../../bpm/assign/assign-rule-repo'
import { TEAM_FORM_SEED, TEAM_MODEL_SEED, TEAM_MODEL_XML } from './bpm-seeds'
import {
  PROCESS_SEEDS,
  TEAM_RULES,
  USER_GROUP_SEEDS,
  type FormSeed,
  type ProcessSeed,
  type RuleSeed,
} from './bpm-process-seeds'

const HOUR = 3_600_000

/** `conf` one JSON object, `fields` a JSON array of JSON strings (the form designer's format). */
const formColumns = (form: FormSeed) => ({
  conf: JSON.stringify(form.conf),
  fields: JSON.stringify(form.fields.map((field) => JSON.stringify(field))),
})

function seedForm(db: Database, form: FormSeed, created: number): void {
  const { conf, fields } = formColumns(form)
  db.prepare(
    `INSERT INTO bpm_form (id, name, status, remark, conf, fields, create_time, update_time)
     VALUES (?, ?, 0, ?, ?, ?, ?, ?)`,
  ).run(form.id, form.name, form.remark, conf, fields, created, created)
}

/** The model's rules, and the same rules copied onto its deployment (as deploy does). */
function seedRules(
  db: Database,
  modelId: string,
  definitionId: string,
  rules: readonly RuleSeed[],
  now: number,
): void {
  for (const processDefinitionId of [MODEL_RULE_DEFINITION, definitionId]) {
    for (const rule of rules) {
      insertRule(
        db,
        {
          modelId,
          processDefinitionId,
          taskDefinitionKey: rule.taskKey,
          type: rule.type,
          options: rule.options,
        },
        now,
      )
    }
  }
}

/** A model and its version 1, active; the process id already is the key. */
function seedDeployedModel(db: Database, seed: ProcessSeed, created: number, now: number) {
  const { form } = seed
  db.prepare(
    `INSERT INTO bpm_model (id, model_key, name, description, category, form_type, form_id,
       form_custom_create_path, form_custom_view_path, bpmn_xml, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    seed.modelId,
    seed.key,
    seed.name,
    seed.description,
    seed.category,
    seed.formType,
    form?.id ?? null,
    seed.formCustomCreatePath,
    seed.formCustomViewPath,
    seed.xml,
    created,
    created,
  )
  const formColumnsOrNull = form ? formColumns(form) : { conf: null, fields: null }
  db.prepare(
    `INSERT INTO bpm_process_definition (id, model_id, process_key, version, name, description,
       category, form_type, form_id, form_conf, form_fields, form_custom_create_path,
       form_custom_view_path, bpmn_xml, suspension_state, deployment_time)
     VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  ).run(
    seed.definitionId,
    seed.modelId,
    seed.key,
    seed.name,
    seed.description,
    seed.category,
    seed.formType,
    form?.id ?? null,
    formColumnsOrNull.conf,
    formColumnsOrNull.fields,
    seed.formCustomCreatePath,
    seed.formCustomViewPath,
    seed.xml,
    now - 30 * HOUR,
  )
  seedRules(db, seed.modelId, seed.definitionId, seed.rules, created)
}

/**
 * The process forms, the user groups, and four deployed models with their assignment rules: the
 * team reservation audit, OA leave, a purchase request and an exhibition plan countersign.
 */
export function seedBpm(db: Database, now: number): void {
  const form = TEAM_FORM_SEED
  const { conf, fields } = formColumns(form)
  seedForm(db, form, now - 72 * HOUR)
  for (const seed of PROCESS_SEEDS) if (seed.form) seedForm(db, seed.form, now - 60 * HOUR)

  const insertGroup = db.prepare(
    `INSERT INTO bpm_user_group (id, name, description, member_user_ids, status, create_time,
       update_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const group of USER_GROUP_SEEDS) {
    const created = now - 60 * HOUR
    const members = JSON.stringify(group.memberUserIds)
    insertGroup.run(
      group.id,
      group.name,
      group.description,
      members,
      group.status,
      created,
      created,
    )
  }

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
  seedRules(db, model.id, model.definitionId, TEAM_RULES, modelCreated)

  // An hour apart, so newest-first lists show them in a meaningful order.
  PROCESS_SEEDS.forEach((seed, index) =>
    seedDeployedModel(db, seed, now - (40 - index) * HOUR, now),
  )
}
