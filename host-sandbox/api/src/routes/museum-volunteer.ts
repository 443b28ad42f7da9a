import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import {
  VOLUNTEER_STATUS,
  volunteerAudit,
  volunteerCreate,
  volunteerPageQuery,
  volunteerStatusUpdate,
  volunteerUpdate,
  type VolunteerCreate,
} from '../../../../src/shared/wire/museum-volunteer'
import { maskIdNumber, maskMobile } from '../../../../src/shared/wire/museum-fields'
import { tenthsToHours } from '../../../../src/shared/wire/museum-volunteer-service'
import { sessionOf } from '../auth/auth-hook'
import { dictLabel } from '../db/repos/dict-repo'
import {
  VOLUNTEER_TABLE,
  countServices,
  findVolunteer,
  findVolunteerBy,
  toVolunteerItem,
  toVolunteerSimpleItem,
  type VolunteerRow,
} from '../db/repos/museum-volunteer-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'

const PATH = '/museum/volunteer'

/** Codes 1_040_005_xxx: the volunteer module. */
export const VolunteerErrors = {
  NOT_EXISTS: { code: 1_040_005_001, msg: '志愿者不存在' },
  ID_NUMBER_DUPLICATE: { code: 1_040_005_002, msg: '该身份证号码已登记为志愿者' },
  MOBILE_DUPLICATE: { code: 1_040_005_003, msg: '该手机号码已登记为志愿者' },
  HAS_SERVICE: { code: 1_040_005_004, msg: '该志愿者已有 {} 条服务记录，不能删除，可改为停用' },
  NOT_PENDING: { code: 1_040_005_005, msg: '只能审核待审核的志愿者，该志愿者当前为「{}」' },
  CANNOT_STOP: { code: 1_040_005_006, msg: '只能停用已通过的志愿者，该志愿者当前为「{}」' },
  CANNOT_ENABLE: { code: 1_040_005_007, msg: '只能启用已停用的志愿者，该志愿者当前为「{}」' },
} as const

/** Pages and details serve 志愿者信息 and 志愿者审核 alike. */
const READERS = ['volunteer:info:query', 'volunteer:audit:query']

const statusLabel = (db: Database, status: number) => dictLabel(db, 'volunteer_status', status)

function whereOfQuery(query: ReturnType<typeof parseQuery>): WhereBuilder {
  return new WhereBuilder()
    .like('name', query.name)
    .like('mobile', query.mobile)
    .eq('type', query.type)
    .eq('status', query.status)
}

const parseQuery = (query: unknown) => parseInput(volunteerPageQuery, query)

/** Column values of a create or update body. */
const columnsOf = (body: VolunteerCreate) => ({
  name: body.name.trim(),
  sex: body.sex,
  mobile: body.mobile,
  id_number: body.idNumber,
  type: body.type,
  work_unit_type: body.workUnitType ?? null,
  work_unit: body.workUnit?.trim() ?? '',
  remark: body.remark ?? '',
})

/** Labels of one dictionary, read once per export instead of once per row. */
function labelsOf(db: Database, dictType: string): (value: number | null) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => (value === null ? '' : (labels.get(String(value)) ?? String(value)))
}

/**
 * /museum/volunteer/*: volunteers, their audit (待审核 -> 已通过 | 未通过) and 停用 / 启用
 * (已通过 <-> 已停用). Phones and ID numbers are masked everywhere but get.
 */
export function registerMuseumVolunteerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (permission: string | string[]) => ({ config: { permission } })

  const mustExist = (id: number): VolunteerRow => {
    const row = findVolunteer(db, id)
    if (!row) throw bizError(VolunteerErrors.NOT_EXISTS)
    return row
  }
  const assertUnique = (body: VolunteerCreate, selfId?: number) => {
    if (findVolunteerBy(db, 'id_number', body.idNumber, selfId)) {
      throw bizError(VolunteerErrors.ID_NUMBER_DUPLICATE)
    }
    if (findVolunteerBy(db, 'mobile', body.mobile, selfId)) {
      throw bizError(VolunteerErrors.MOBILE_DUPLICATE)
    }
  }

  app.get(`${PATH}/page`, guard(READERS), async (request) => {
    const query = parseQuery(request.query)
    return ok(
      selectPage(
        db,
        { table: VOLUNTEER_TABLE, where: whereOfQuery(query), orderBy: 'id DESC', page: query },
        (row: VolunteerRow) => toVolunteerItem(row, true),
      ),
    )
  })

  app.get(`${PATH}/get`, guard(READERS), async (request) => {
    const { id } = parseInput(idQuery('志愿者编号'), request.query)
    const row = findVolunteer(db, id)
    return ok(row ? toVolunteerItem(row, false) : null)
  })

  // The volunteers a service record may name: approved ones, and stopped ones for old records.
  app.get(
    `${PATH}/list-all-simple`,
    guard(['volunteer:service:query', 'volunteer:service:create', 'volunteer:service:update']),
    async () => {
      const rows = db
        .prepare(
          `SELECT id, name, status FROM ${VOLUNTEER_TABLE} WHERE status IN (?, ?) ORDER BY name, id`,
        )
        .all(VOLUNTEER_STATUS.APPROVED, VOLUNTEER_STATUS.STOPPED) as Array<{
        id: number
        name: string
        status: number
      }>
      return ok(rows.map(toVolunteerSimpleItem))
    },
  )

  app.post(`${PATH}/create`, guard('volunteer:info:create'), async (request) => {
    const body = parseInput(volunteerCreate, request.body)
    const { userId } = sessionOf(request)
    const now = ctx.now()
    // Check and insert in one transaction: no await between them, so no duplicate slips in.
    const id = db.transaction(() => {
      assertUnique(body)
      return insertRow(db, VOLUNTEER_TABLE, {
        ...columnsOf(body),
        status: VOLUNTEER_STATUS.PENDING,
        creator: userId,
        create_time: now,
        update_time: now,
      })
    })()
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('volunteer:info:update'), async (request) => {
    const body = parseInput(volunteerUpdate, request.body)
    db.transaction(() => {
      const row = mustExist(body.id)
      assertUnique(body, body.id)
      // A rejected volunteer whose data is corrected goes back to the audit queue.
      const resubmitted =
        row.status === VOLUNTEER_STATUS.REJECTED
          ? { status: VOLUNTEER_STATUS.PENDING, audit_reason: '', audit_time: null }
          : {}
      updateRowById(db, VOLUNTEER_TABLE, body.id, {
        ...columnsOf(body),
        ...resubmitted,
        update_time: ctx.now(),
      })
    })()
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('volunteer:info:delete'), async (request) => {
    const { id } = parseInput(idQuery('志愿者编号'), request.query)
    db.transaction(() => {
      mustExist(id)
      const services = countServices(db, id)
      if (services > 0) throw bizError(VolunteerErrors.HAS_SERVICE, services)
      db.prepare(`DELETE FROM ${VOLUNTEER_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })

  app.put(`${PATH}/audit`, guard('volunteer:audit:audit'), async (request) => {
    const body = parseInput(volunteerAudit, request.body)
    db.transaction(() => {
      const row = mustExist(body.id)
      // Guarded update: of two audits at once only the first finds the volunteer pending.
      const changed = db
        .prepare(
          `UPDATE ${VOLUNTEER_TABLE} SET status = ?, audit_reason = ?, audit_time = ?,
             update_time = ? WHERE id = ? AND status = ?`,
        )
        .run(
          body.pass ? VOLUNTEER_STATUS.APPROVED : VOLUNTEER_STATUS.REJECTED,
          (body.reason ?? '').trim(),
          ctx.now(),
          ctx.now(),
          body.id,
          VOLUNTEER_STATUS.PENDING,
        ).changes
      if (changed === 0) throw bizError(VolunteerErrors.NOT_PENDING, statusLabel(db, row.status))
    })()
    return ok(true)
  })

  app.put(`${PATH}/update-status`, guard('volunteer:info:update'), async (request) => {
    const body = parseInput(volunteerStatusUpdate, request.body)
    const stopping = body.status === VOLUNTEER_STATUS.STOPPED
    const from = stopping ? VOLUNTEER_STATUS.APPROVED : VOLUNTEER_STATUS.STOPPED
    db.transaction(() => {
      const row = mustExist(body.id)
      const changed = db
        .prepare(
          `UPDATE ${VOLUNTEER_TABLE} SET status = ?, update_time = ? WHERE id = ? AND status = ?`,
        )
        .run(body.status, ctx.now(), body.id, from).changes
      if (changed === 0) {
        throw bizError(
          stopping ? VolunteerErrors.CANNOT_STOP : VolunteerErrors.CANNOT_ENABLE,
          statusLabel(db, row.status),
        )
      }
    })()
    return ok(true)
  })

  app.get(`${PATH}/export`, guard('volunteer:info:export'), async (request, reply) => {
    const where = whereOfQuery(parseQuery(request.query))
    const sex = labelsOf(db, 'system_user_sex')
    const type = labelsOf(db, 'volunteer_type')
    const unitType = labelsOf(db, 'work_unit_type')
    const status = labelsOf(db, 'volunteer_status')
    const columns: XlsxColumn<VolunteerRow>[] = [
      ['志愿者编号', (r) => r.id],
      ['姓名', (r) => r.name],
      ['性别', (r) => sex(r.sex)],
      ['手机号码', (r) => maskMobile(r.mobile)],
      ['身份证号码', (r) => maskIdNumber(r.id_number)],
      ['志愿者类型', (r) => type(r.type)],
      ['单位类型', (r) => unitType(r.work_unit_type)],
      ['工作单位', (r) => r.work_unit],
      ['状态', (r) => status(r.status)],
      ['服务时长(小时)', (r) => tenthsToHours(r.service_tenths)],
      ['审核意见', (r) => r.audit_reason],
      ['创建时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`SELECT * FROM ${VOLUNTEER_TABLE}${where.sql} ORDER BY id DESC`)
      .iterate(...where.params) as Iterable<VolunteerRow>
    return sendXlsx(reply, { name: '志愿者信息.xlsx', asciiName: 'volunteers.xlsx' }, columns, rows)
  })
}
