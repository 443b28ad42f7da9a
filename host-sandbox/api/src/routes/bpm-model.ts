import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  bpmModelCreate,
  bpmModelDetail,
  bpmModelId,
  bpmModelStateUpdate,
  bpmModelUpdate,
  PROCESS_KEY_PATTERN,
  type BpmModelCreate,
  type BpmModelUpdate,
} from '../../../../src/shared/wire/bpm-model'
import { AssignErrors } from '../bpm/assign/assign-errors'
import { copyModelRulesToDefinition, listModelRules } from '../bpm/assign/assign-rule-repo'
import { findBpmForm } from '../db/repos/bpm-form-repo'
import {
  findBpmModel,
  findBpmModelByKey,
  FORM_TYPE_CUSTOM,
  FORM_TYPE_NORMAL,
  insertDefinition,
  latestDefinitionOfModel,
  nextDefinitionVersion,
  STATE_ACTIVE,
  toBpmModelItem,
  type BpmModelRow,
} from '../db/repos/bpm-model-repo'
import { BizError, bizError } from '../lib/biz-error'
import { BPMN_TOO_LARGE_MSG, BPMN_XML_MAX_BYTES } from '../lib/bpmn-limits'
import { createBpmnParser } from '../lib/bpmn-parser'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { BpmErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow } from '../lib/row-writes'
import { optionalText, pageParams, parseInput, wireItem } from '../lib/validation'

const TABLE = 'bpm_model'
const PATH = '/bpm/model'
/** The update body carries the diagram JSON-escaped: quotes and line breaks take two bytes. */
const UPDATE_BODY_LIMIT = 3 * BPMN_XML_MAX_BYTES

const filters = {
  key: eqFilter('model_key', optionalText('流程标识', 64)),
  name: likeFilter('name', optionalText('流程名称', 64)),
  category: eqFilter('category', optionalText('流程分类', 64)),
}
const pageQuery = z.object(pageParams)
const byId = z.object({ id: bpmModelId })

const badRequest = (problem: string) => new BizError(400, `请求参数不正确:${problem}`)

/** Column -> value of the update body's given fields (an absent field keeps its value). */
function updatedColumns(body: BpmModelUpdate): Record<string, unknown> {
  const columns: Record<string, unknown> = {
    name: body.name,
    description: body.description,
    category: body.category,
    form_type: body.formType,
    form_id: body.formId,
    form_custom_create_path: body.formCustomCreatePath,
    form_custom_view_path: body.formCustomViewPath,
    // Like the Java server, an empty diagram never replaces a saved one.
    bpmn_xml: body.bpmnXml || undefined,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

interface ImportInput {
  fields: Record<string, string>
  file: Buffer | null
}

/** Reads the multipart import: text fields and the `bpmnFile` part. */
async function readImport(request: FastifyRequest): Promise<ImportInput> {
  if (!request.isMultipart()) {
    throw badRequest('请以 multipart/form-data 上传 bpmnFile')
  }
  const fields: Record<string, string> = {}
  let file: Buffer | null = null
  try {
    const parts = request.parts({ limits: { fileSize: BPMN_XML_MAX_BYTES, files: 1 } })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'bpmnFile') file = await part.toBuffer()
        else part.file.resume()
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BizError(400, BPMN_TOO_LARGE_MSG)
    }
    throw error
  }
  return { fields, file }
}

/** /bpm/model/*: process models, their deployment and the state of their latest definition. */
export function registerBpmModelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const bpmn = createBpmnParser()
  app.addHook('onClose', () => bpmn.close())
  const guard = (action: string) => ({ config: { permission: `bpm:model:${action}` } })
  const mustExist = (id: string): BpmModelRow => {
    const row = findBpmModel(db, id)
    if (!row) throw bizError(BpmErrors.MODEL_NOT_EXISTS)
    return row
  }
  const checkNewKey = (key: string) => {
    if (!PROCESS_KEY_PATTERN.test(key)) throw bizError(BpmErrors.MODEL_KEY_VALID)
    if (findBpmModelByKey(db, key)) throw bizError(BpmErrors.MODEL_KEY_EXISTS, key)
  }
  const checkFormExists = (formType: number | null | undefined, formId: number | null) => {
    if (formType === FORM_TYPE_NORMAL && formId !== null && !findBpmForm(db, formId)) {
      throw bizError(BpmErrors.FORM_NOT_EXISTS)
    }
  }
  const updateModelRow = (id: string, values: Record<string, unknown>) => {
    const assignments = Object.keys(values).map((column) => `${column} = ?`)
    db.prepare(`UPDATE ${TABLE} SET ${assignments.join(', ')} WHERE id = ?`).run(
      ...Object.values(values),
      id,
    )
  }
  const createModel = (body: BpmModelCreate, bpmnXml: string | null) => {
    const now = ctx.now()
    const id = randomUUID()
    insertRow(db, TABLE, {
      id,
      model_key: body.key,
      name: body.name,
      description: body.description ?? null,
      bpmn_xml: bpmnXml,
      create_time: now,
      update_time: now,
    })
    return id
  }

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterQuery(filters), request.query))
    const page = parseInput(pageQuery, request.query)
    const orderBy = 'create_time DESC, rowid DESC'
    return ok(
      selectPage(db, { table: TABLE, where, orderBy, page }, (row: BpmModelRow) =>
        toBpmModelItem(db, row),
      ),
    )
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findBpmModel(db, id)
    return ok(
      row ? wireItem(bpmModelDetail, { ...toBpmModelItem(db, row), bpmnXml: row.bpmn_xml }) : null,
    )
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(bpmModelCreate, request.body)
    checkNewKey(body.key)
    return ok(createModel(body, null))
  })

  app.put(
    `${PATH}/update`,
    { ...guard('update'), bodyLimit: UPDATE_BODY_LIMIT },
    async (request) => {
      const body = parseInput(bpmModelUpdate, request.body)
      const row = mustExist(body.id)
      const columns = updatedColumns(body)
      const formType = 'form_type' in columns ? body.formType : row.form_type
      const formId = 'form_id' in columns ? (body.formId ?? null) : row.form_id
      checkFormExists(formType, formId)
      // A saved diagram must at least be BPMN: the list previews it and deploy reads it.
      if (typeof columns.bpmn_xml === 'string') await bpmn.parse(columns.bpmn_xml)
      updateModelRow(body.id, { ...columns, update_time: ctx.now() })
      return ok(true)
    },
  )

  app.post(`${PATH}/deploy`, guard('deploy'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const model = mustExist(id)
    if (!model.bpmn_xml) throw bizError(BpmErrors.MODEL_BPMN_EMPTY)
    const formRow =
      model.form_type === FORM_TYPE_NORMAL && model.form_id !== null
        ? findBpmForm(db, model.form_id)
        : undefined
    if (
      (model.form_type === FORM_TYPE_NORMAL && !formRow) ||
      (model.form_type === FORM_TYPE_CUSTOM &&
        (!model.form_custom_create_path || !model.form_custom_view_path))
    ) {
      throw bizError(BpmErrors.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG)
    }
    const xml = await bpmn.prepareDeployment(model.bpmn_xml, model.model_key)
    const ruled = new Set(listModelRules(db, model.id).map((rule) => rule.task_definition_key))
    const unruled = (await bpmn.userTasks(xml)).find((task) => !ruled.has(task.key))
    if (unruled) throw bizError(AssignErrors.DEPLOY_RULE_MISSING, unruled.name || unruled.key)
    // Synchronous from here on: no other deploy of the key can take the same version.
    db.transaction(() => {
      const version = nextDefinitionVersion(db, model.model_key)
      const definitionId = `${model.model_key}:${version}:${randomUUID()}`
      copyModelRulesToDefinition(db, model.id, definitionId, ctx.now())
      insertDefinition(db, {
        id: definitionId,
        model_id: model.id,
        process_key: model.model_key,
        version,
        name: model.name,
        description: model.description,
        category: model.category,
        form_type: model.form_type,
        form_id: model.form_type === FORM_TYPE_NORMAL ? model.form_id : null,
        form_conf: formRow?.conf ?? null,
        form_fields: formRow?.fields ?? null,
        form_custom_create_path:
          model.form_type === FORM_TYPE_CUSTOM ? model.form_custom_create_path : null,
        form_custom_view_path:
          model.form_type === FORM_TYPE_CUSTOM ? model.form_custom_view_path : null,
        bpmn_xml: xml,
        // Earlier versions keep their state: running instances of them go on as they are.
        suspension_state: STATE_ACTIVE,
        deployment_time: ctx.now(),
      })
    })()
    return ok(true)
  })

  app.put(`${PATH}/update-state`, guard('update'), async (request) => {
    const body = parseInput(bpmModelStateUpdate, request.body)
    mustExist(body.id)
    const latest = latestDefinitionOfModel(db, body.id)
    if (!latest) throw bizError(BpmErrors.MODEL_NOT_DEPLOYED)
    db.prepare('UPDATE bpm_process_definition SET suspension_state = ? WHERE id = ?').run(
      body.state,
      latest.id,
    )
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    mustExist(id)
    // Only the model goes: its deployed definitions stay, like Flowable's.
    db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    return ok(true)
  })

  app.post(`${PATH}/import`, guard('import'), async (request) => {
    const { fields, file } = await readImport(request)
    const body = parseInput(bpmModelCreate, fields)
    checkNewKey(body.key)
    if (!file || file.length === 0) throw badRequest('BPMN 文件 bpmnFile 不能为空')
    const xml = file.toString('utf8').replace(/^\uFEFF/, '')
    await bpmn.parse(xml)
    return ok(createModel(body, xml))
  })
}
