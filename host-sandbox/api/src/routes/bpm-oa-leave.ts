import type { FastifyInstance } from 'fastify'
import {
  OA_LEAVE_PROCESS_KEY,
  leaveDays,
  oaLeaveCreate,
  oaLeavePageQuery,
} from '../../../../src/shared/wire/bpm-oa-leave'
import { RESULT_RUNNING } from '../../../../src/shared/wire/bpm-runtime'
import { sessionOf } from '../auth/auth-hook'
import {
  OA_LEAVE_TABLE,
  deleteOaLeave,
  findOaLeave,
  hasTaskInInstance,
  setOaLeaveInstance,
  setOaLeaveResult,
  toOaLeaveItem,
  type OaLeaveRow,
} from '../db/repos/bpm-oa-leave-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { idQuery, optionalDateRange, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

const PATH = '/bpm/oa/leave'

// The Java server's code for a leave that does not exist; also what a user who may not see a leave
// is told (no hint that someone else's leave has that id).
const OA_LEAVE_NOT_EXISTS = { code: 1_009_001_001, msg: '请假申请不存在' }

// The 申请时间 range is read with the sandbox's date parser (server time zone).
const pageQuery = oaLeavePageQuery.extend({ createTime: optionalDateRange('申请时间') })

/**
 * /bpm/oa/leave/*: the OA leave business form (docs/admin-api.md#oa-leave). Creating a leave starts
 * the process `oa_leave` with the leave's id as business key and `day` as variable; the leave's
 * result follows the process instance's result from then on.
 */
export function registerBpmOaLeaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `bpm:oa-leave:${action}` } })

  // The listener outlives requests: every result change of an oa_leave instance (approved,
  // rejected, cancelled) lands on its leave, found by the business key the leave started it with.
  ctx.bpm.onResult(OA_LEAVE_PROCESS_KEY, (event) => {
    const leaveId = Number(event.businessKey)
    if (!Number.isInteger(leaveId) || leaveId <= 0) return
    setOaLeaveResult(db, leaveId, event.result, ctx.now())
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(oaLeaveCreate, request.body)
    const day = leaveDays(body.startTime, body.endTime)
    const now = ctx.now()
    const leaveId = Number(
      db
        .prepare(
          `INSERT INTO ${OA_LEAVE_TABLE} (user_id, type, reason, start_time, end_time, day, result,
             create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          body.type,
          body.reason,
          body.startTime,
          body.endTime,
          day,
          RESULT_RUNNING,
          now,
          now,
        ).lastInsertRowid,
    )
    let processInstanceId: string
    try {
      processInstanceId = await ctx.bpm.start({
        processKey: OA_LEAVE_PROCESS_KEY,
        startUserId: userId,
        variables: { day },
        businessKey: String(leaveId),
      })
    } catch (error) {
      // One unit of work as on the Java server: a leave whose process could not start (no
      // definition, no approver) is not kept, and the user is told why.
      deleteOaLeave(db, leaveId)
      throw error
    }
    setOaLeaveInstance(db, leaveId, processInstanceId, ctx.now())
    return ok(leaveId)
  })

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const { userId } = sessionOf(request)
    const query = parseInput(pageQuery, request.query)
    const where = new WhereBuilder()
      .eq('user_id', userId)
      .eq('result', query.result)
      .eq('type', query.type)
      .like('reason', query.reason)
      .between('create_time', query.createTime)
    return ok(
      selectPage(
        db,
        { table: OA_LEAVE_TABLE, where, orderBy: 'id DESC', page: query },
        (row: OaLeaveRow) => toOaLeaveItem(row),
      ),
    )
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { userId } = sessionOf(request)
    const { id } = parseInput(idQuery('请假编号'), request.query)
    const row = findOaLeave(db, id)
    const visible =
      row !== undefined &&
      (row.user_id === userId ||
        (row.process_instance_id !== null &&
          hasTaskInInstance(db, row.process_instance_id, userId)))
    if (!row || !visible) throw bizError(OA_LEAVE_NOT_EXISTS)
    return ok(toOaLeaveItem(row))
  })
}
