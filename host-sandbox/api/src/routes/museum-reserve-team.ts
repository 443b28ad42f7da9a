import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import {
  TEAM_PENDING,
  TEAM_RESERVE_PROCESS_KEY,
  reserveTeamCancel,
  reserveTeamCreate,
  reserveTeamPageQuery,
} from '../../../../src/shared/wire/museum-reserve-team'
import { maskMobile } from '../../../../src/shared/wire/museum-fields'
import { sessionOf, type RequestSession } from '../auth/auth-hook'
import { hasPermission } from '../auth/authority'
import { mayReadInstance } from '../bpm/runtime/instance-access'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { readUploadedFile } from '../lib/uploads'
import { idQuery, optionalDateRange, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, sendXlsxBuffer, type XlsxColumn } from '../lib/xlsx'
import {
  TeamErrors,
  applyApprovalResult,
  cancelTeam,
  createTeamBooking,
  discardTeamBooking,
  setTeamInstance,
} from '../museum/team-booking'
import { importMembers, memberTemplate } from '../museum/team-import'
import { TEAM_TABLE, findTeam, membersOf, toTeamItem, type TeamRow } from '../museum/team-repo'

const PATH = '/museum/reserve-team'
const PERMISSION = 'reserve:team'
const IMPORT_RULE = { field: 'file', label: '导入文件', maxBytes: 2 * 1024 * 1024 }

const pageQuery = reserveTeamPageQuery.extend({ visitDate: optionalDateRange('参观日期') })

function whereOf(query: ReturnType<typeof pageQuery.parse>): WhereBuilder {
  return new WhereBuilder()
    .like('reservation_no', query.reservationNo)
    .like('team_name', query.teamName)
    .eq('status', query.status)
    .between('visit_date', query.visitDate)
}

/** A dictionary's value -> label, read once per export (an unknown value shows as itself). */
function labelsOf(db: Database, dictType: string): (value: number) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}

/**
 * Whole values for holders of reserve:team:query, and for whoever may read the booking's approval
 * (its approvers see it in the approval page without the 团队预约 menu). Anyone else gets the
 * answer of an id that does not exist.
 */
function mayRead(db: Database, session: RequestSession, row: TeamRow): boolean {
  if (hasPermission(session.authority, `${PERMISSION}:query`)) return true
  const instanceId = row.process_instance_id
  if (!instanceId) return false
  // mayReadInstance answers true for an unknown instance: this one must exist.
  const exists = prepared(db, 'SELECT 1 FROM bpm_process_instance WHERE id = ?').get(instanceId)
  return exists !== undefined && mayReadInstance(db, session, instanceId)
}

/**
 * /museum/reserve-team/*: team bookings (docs/admin-api.md#museum-modules). Creating one holds the
 * slot's team places and starts the approval museum_team_reserve (business key = the booking's
 * id); the approval's result approves it (one ticket per member) or rejects it (places returned).
 */
export function registerMuseumReserveTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })

  ctx.bpm.onResult(TEAM_RESERVE_PROCESS_KEY, (event) =>
    applyApprovalResult(db, event.processInstanceId, event.businessKey, event.result, ctx.now()),
  )

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const query = parseInput(pageQuery, request.query)
    const page = selectPage(
      db,
      { table: TEAM_TABLE, where: whereOf(query), orderBy: 'id DESC', page: query },
      (row: TeamRow) => row,
    )
    const members = membersOf(
      db,
      page.list.map((row) => row.id),
    )
    return ok({
      total: page.total,
      list: page.list.map((row) => toTeamItem(row, members.get(row.id) ?? [], false)),
    })
  })

  app.get(
    `${PATH}/get`,
    { config: { permission: [`${PERMISSION}:query`, 'bpm:process-instance:query'] } },
    async (request) => {
      const { id } = parseInput(idQuery('团队预约编号'), request.query)
      const row = findTeam(db, id)
      if (!row || !mayRead(db, sessionOf(request), row)) throw bizError(TeamErrors.NOT_EXISTS)
      return ok(toTeamItem(row, membersOf(db, [row.id]).get(row.id) ?? [], true))
    },
  )

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(reserveTeamCreate, request.body)
    const id = createTeamBooking(db, body, userId, ctx.now())
    let instanceId: string
    try {
      instanceId = await ctx.bpm.start({
        processKey: TEAM_RESERVE_PROCESS_KEY,
        startUserId: userId,
        variables: { personCount: body.members.length, workUnitType: body.workUnitType },
        businessKey: String(id),
      })
    } catch (error) {
      // Without its approval a booking would hold places forever: it is not kept.
      discardTeamBooking(db, id)
      throw error
    }
    setTeamInstance(db, id, instanceId, ctx.now())
    return ok(id)
  })

  app.put(`${PATH}/cancel`, guard('cancel'), async (request) => {
    const body = parseInput(reserveTeamCancel, request.body)
    const row = cancelTeam(db, body.id, body.reason.trim(), ctx.now())
    const instanceId = row.process_instance_id
    if (row.status === TEAM_PENDING && instanceId) {
      const instance = prepared(
        db,
        'SELECT start_user_id, status FROM bpm_process_instance WHERE id = ?',
      ).get(instanceId) as { start_user_id: number; status: number } | undefined
      // The approval has nothing left to decide. The runtime lets only the starter cancel, so it
      // is cancelled in the starter's name; the booking is already cancelled either way.
      if (instance && instance.status === 1) {
        try {
          await ctx.bpm.cancel(instance.start_user_id, { id: instanceId, reason: body.reason })
        } catch (error) {
          request.log.warn({ err: error }, 'team booking: cancelling its approval failed')
        }
      }
    }
    return ok(true)
  })

  app.get(`${PATH}/export`, guard('export'), async (request, reply) => {
    const query = parseInput(pageQuery, request.query)
    const where = whereOf(query)
    const unitType = labelsOf(db, 'work_unit_type')
    const status = labelsOf(db, 'team_reserve_status')
    const columns: XlsxColumn<TeamRow>[] = [
      ['预约编号', (r) => r.reservation_no],
      ['团队名称', (r) => r.team_name],
      ['单位类型', (r) => unitType(r.work_unit_type)],
      ['单位名称', (r) => r.work_unit],
      ['联系人', (r) => r.contact_name],
      ['联系电话', (r) => maskMobile(r.contact_mobile)],
      ['参观日期', (r) => formatDateTime(r.visit_date).slice(0, 10)],
      ['场次', (r) => `${r.start_time}-${r.end_time}`],
      ['人数', (r) => r.person_count],
      ['状态', (r) => status(r.status)],
      ['审核意见', (r) => r.audit_reason ?? ''],
      ['取消原因', (r) => r.cancel_reason ?? ''],
      ['创建时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`SELECT * FROM ${TEAM_TABLE}${where.sql} ORDER BY id DESC`)
      .iterate(...where.params) as Iterable<TeamRow>
    return sendXlsx(reply, { name: '团队预约.xlsx', asciiName: 'reserve-team.xlsx' }, columns, rows)
  })

  app.get(
    `${PATH}/import-template`,
    { config: { permission: [`${PERMISSION}:import`, `${PERMISSION}:create`] } },
    async (_request, reply) =>
      sendXlsxBuffer(
        reply,
        { name: '团队成员导入模板.xlsx', asciiName: 'team-members-template.xlsx' },
        await memberTemplate(),
      ),
  )

  app.post(`${PATH}/import-members`, guard('import'), async (request) => {
    const file = await readUploadedFile(request, IMPORT_RULE)
    return ok(await importMembers(db, file.content))
  })
}
