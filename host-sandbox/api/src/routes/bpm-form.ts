import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  bpmFormCreate,
  bpmFormUpdate,
  type BpmFormCreate,
} from '../../../../src/shared/wire/bpm-form'
import {
  findBpmForm,
  listEnabledBpmForms,
  toBpmFormItem,
  type BpmFormRow,
} from '../db/repos/bpm-form-repo'
import { BizError, bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { BpmErrors } from '../lib/error-codes'
import { filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalText, pageParams, parseInput } from '../lib/validation'

const TABLE = 'bpm_form'
const PATH = '/bpm/form'

const filters = { name: likeFilter('name', optionalText('表单名称', 100)) }
const pageQuery = z.object(pageParams)

// The size limits of conf and fields are part of the request schema (src/shared/wire/bpm-form.ts).
type FormBody = BpmFormCreate

const badRequest = (problem: string) => new BizError(400, `请求参数不正确:${problem}`)

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * The conf must be a JSON object and every field a JSON object; two fields may not submit under
 * the same name (the Java server's FORM_FIELD_REPEAT, naming both fields by their labels).
 */
function checkFormBody(body: FormBody): void {
  if (body.conf.trim() !== '' && !parseJsonObject(body.conf)) {
    throw badRequest('表单的配置不是合法的 JSON 对象')
  }
  const labelsByField = new Map<string, string>()
  body.fields.forEach((text, index) => {
    const field = parseJsonObject(text)
    if (!field) throw badRequest(`第 ${index + 1} 个表单项不是合法的 JSON 对象`)
    const name = typeof field.field === 'string' ? field.field : ''
    if (!name) return
    // The console's designer says `label`; form-create (the Java console's designer) says `title`.
    const label = String(field.label ?? field.title ?? name)
    const first = labelsByField.get(name)
    if (first !== undefined) throw bizError(BpmErrors.FORM_FIELD_REPEAT, first, label, name)
    labelsByField.set(name, label)
  })
}

const columnsOf = (body: FormBody) => ({
  name: body.name,
  status: body.status,
  remark: body.remark ?? null,
  conf: body.conf,
  fields: JSON.stringify(body.fields),
})

/** /bpm/form/*: the process forms built with the form designer (docs/admin-api.md#bpm). */
export function registerBpmFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `bpm:form:${action}` } })
  const byId = idQuery('表单编号')
  const mustExist = (id: number): BpmFormRow => {
    const row = findBpmForm(db, id)
    if (!row) throw bizError(BpmErrors.FORM_NOT_EXISTS)
    return row
  }

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterQuery(filters), request.query))
    const page = parseInput(pageQuery, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toBpmFormItem))
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findBpmForm(db, id)
    return ok(row ? toBpmFormItem(row) : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(bpmFormCreate, request.body)
    checkFormBody(body)
    const now = ctx.now()
    return ok(insertRow(db, TABLE, { ...columnsOf(body), create_time: now, update_time: now }))
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(bpmFormUpdate, request.body)
    mustExist(body.id)
    checkFormBody(body)
    updateRowById(db, TABLE, body.id, { ...columnsOf(body), update_time: ctx.now() })
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    mustExist(id)
    // Definitions keep their own copy of the form (conf and fields), so they do not break.
    db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    return ok(true)
  })

  // The model dialog's form picker: enabled forms, any logged-in user (like the Java server).
  app.get(`${PATH}/list-all-simple`, async () => ok(listEnabledBpmForms(db)))
}
