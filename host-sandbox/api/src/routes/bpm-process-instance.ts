import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  bpmProcessInstanceCancel,
  bpmProcessInstanceCreate,
  bpmProcessInstanceMyPageQuery,
} from '../../../../src/shared/wire/bpm-runtime'
import { findInstance, type InstanceRow } from '../bpm/runtime/runtime-repo'
import { toInstanceDetail, toInstanceItem } from '../bpm/runtime/runtime-views'
import { sessionOf } from '../auth/auth-hook'
import { mayReadInstance } from '../bpm/runtime/instance-access'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { optionalDateRange, parseInput, requiredText } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

const PATH = '/bpm/process-instance'
const myPageQuery = bpmProcessInstanceMyPageQuery.extend({
  createTime: optionalDateRange('创建时间'),
})
const byId = z.object({ id: requiredText('流程实例的编号', 255) })

/** /bpm/process-instance/*: start a process, my processes, one instance, cancel mine. */
export function registerBpmProcessInstanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const query = { config: { permission: 'bpm:process-instance:query' } }

  app.post(
    `${PATH}/create`,
    { config: { permission: 'bpm:process-instance:create' } },
    async (request) => {
      const body = parseInput(bpmProcessInstanceCreate, request.body)
      const id = await ctx.bpm.start({
        processDefinitionId: body.processDefinitionId,
        startUserId: sessionOf(request).userId,
        variables: body.variables,
      })
      return ok(id)
    },
  )

  app.get(`${PATH}/my-page`, query, async (request) => {
    const input = parseInput(myPageQuery, request.query)
    const where = new WhereBuilder()
      .eq('start_user_id', sessionOf(request).userId)
      .like('name', input.name)
      .eq('process_definition_id', input.processDefinitionId)
      .eq('category', input.category)
      .eq('status', input.status)
      .eq('result', input.result)
      .between('create_time', input.createTime)
    const page = { pageNo: input.pageNo, pageSize: input.pageSize }
    return ok(
      selectPage(
        db,
        { table: 'bpm_process_instance', where, orderBy: 'create_time DESC, rowid DESC', page },
        (row: InstanceRow) => toInstanceItem(db, row),
      ),
    )
  })

  app.get(`${PATH}/get`, query, async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findInstance(db, id)
    // Someone with no part in it gets the same answer as for an unknown id.
    const readable = row && mayReadInstance(db, sessionOf(request), id)
    return ok(readable ? toInstanceDetail(db, row) : null)
  })

  app.delete(
    `${PATH}/cancel`,
    { config: { permission: 'bpm:process-instance:cancel' } },
    async (request) => {
      const body = parseInput(bpmProcessInstanceCancel, request.body)
      await ctx.bpm.cancel(sessionOf(request).userId, body)
      return ok(true)
    },
  )
}
