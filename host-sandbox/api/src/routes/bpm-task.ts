import type { FastifyInstance, RouteHandlerMethod } from 'fastify'
import { z } from 'zod'
import {
  bpmTaskApprove,
  bpmTaskDelegate,
  bpmTaskPageQuery,
  bpmTaskReject,
  bpmTaskReturn,
  bpmTaskReturnListQuery,
  bpmTaskUpdateAssignee,
} from '../../../../src/shared/wire/bpm-runtime'
import type { TaskRow } from '../bpm/runtime/runtime-repo'
import { doneItems, tasksOfInstance, todoItems } from '../bpm/runtime/runtime-views'
import { sessionOf } from '../auth/auth-hook'
import { mayReadInstance } from '../bpm/runtime/instance-access'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { optionalDateRange, parseInput, requiredText } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

const PATH = '/bpm/task'
const pageQuery = bpmTaskPageQuery.extend({ createTime: optionalDateRange('创建时间') })
const byInstance = z.object({ processInstanceId: requiredText('流程实例的编号', 255) })

/**
 * /bpm/task/*: my todo and done pages, the tasks of an instance, and the assignee's actions.
 * `complete`, `back` and `get-return-list` are older names some consoles still call.
 */
export function registerBpmTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, bpm } = ctx
  const query = { config: { permission: 'bpm:task:query' } }
  const update = { config: { permission: 'bpm:task:update' } }

  app.get(`${PATH}/todo-page`, query, async (request) => {
    const input = parseInput(pageQuery, request.query)
    const where = new WhereBuilder()
      .eq('assignee_user_id', sessionOf(request).userId)
      .raw('end_time IS NULL')
      .like('name', input.name)
      .between('create_time', input.createTime)
    const page = { pageNo: input.pageNo, pageSize: input.pageSize }
    const toItem = todoItems(db)
    return ok(
      selectPage(
        db,
        { table: 'bpm_task', where, orderBy: 'create_time DESC, rowid DESC', page },
        (row: TaskRow) => toItem(row),
      ),
    )
  })

  app.get(`${PATH}/done-page`, query, async (request) => {
    const input = parseInput(pageQuery, request.query)
    const where = new WhereBuilder()
      .eq('assignee_user_id', sessionOf(request).userId)
      .raw('end_time IS NOT NULL')
      .like('name', input.name)
      .between('create_time', input.createTime)
    const page = { pageNo: input.pageNo, pageSize: input.pageSize }
    const toItem = doneItems(db)
    return ok(
      selectPage(
        db,
        { table: 'bpm_task', where, orderBy: 'end_time DESC, rowid DESC', page },
        (row: TaskRow) => toItem(row),
      ),
    )
  })

  app.get(`${PATH}/list-by-process-instance-id`, query, async (request) => {
    const { processInstanceId } = parseInput(byInstance, request.query)
    if (!mayReadInstance(db, sessionOf(request), processInstanceId)) return ok([])
    return ok(tasksOfInstance(db, processInstanceId))
  })

  const approve: RouteHandlerMethod = async (request) => {
    await bpm.approve(sessionOf(request).userId, parseInput(bpmTaskApprove, request.body))
    return ok(true)
  }
  app.put(`${PATH}/approve`, update, approve)
  app.put(`${PATH}/complete`, update, approve)

  app.put(`${PATH}/reject`, update, async (request) => {
    await bpm.reject(sessionOf(request).userId, parseInput(bpmTaskReject, request.body))
    return ok(true)
  })

  app.put(`${PATH}/update-assignee`, update, async (request) => {
    await bpm.updateAssignee(
      sessionOf(request).userId,
      parseInput(bpmTaskUpdateAssignee, request.body),
    )
    return ok(true)
  })

  app.put(`${PATH}/delegate`, update, async (request) => {
    await bpm.delegate(sessionOf(request).userId, parseInput(bpmTaskDelegate, request.body))
    return ok(true)
  })

  const returnList: RouteHandlerMethod = async (request) => {
    const { taskId } = parseInput(bpmTaskReturnListQuery, request.query)
    return ok(await bpm.returnList(taskId))
  }
  app.get(`${PATH}/return-list`, query, returnList)
  app.get(`${PATH}/get-return-list`, query, returnList)

  const returnTask: RouteHandlerMethod = async (request) => {
    await bpm.returnTask(sessionOf(request).userId, parseInput(bpmTaskReturn, request.body))
    return ok(true)
  }
  app.put(`${PATH}/return`, update, returnTask)
  app.put(`${PATH}/back`, update, returnTask)
}
