import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { SUSPENSION_STATES } from '../../../../src/shared/wire/bpm-model'
import { findDefinition, toDefinitionItem, type BpmDefinitionRow } from '../db/repos/bpm-model-repo'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { eqFilter, filterQuery, whereOf } from '../lib/filters'
import { selectAll, selectPage } from '../lib/paging'
import {
  optionalIntIn,
  optionalText,
  pageParams,
  parseInput,
  requiredText,
} from '../lib/validation'

const TABLE = 'bpm_process_definition'
const PATH = '/bpm/process-definition'
// Newest deployment first; versions break ties of one millisecond.
const ORDER_BY = 'deployment_time DESC, version DESC'

const pageFilters = { key: eqFilter('process_key', optionalText('流程标识', 64)) }
const listFilters = {
  suspensionState: eqFilter('suspension_state', optionalIntIn('中断状态', SUSPENSION_STATES)),
}
const pageQuery = z.object(pageParams)
const byId = z.object({ id: requiredText('流程定义编号', 255) })

/** /bpm/process-definition/*: deployed versions of the models (read only). */
export function registerBpmDefinitionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = { config: { permission: 'bpm:process-definition:query' } }
  // 发起流程 lists the active definitions and shows their diagrams: starting a process is enough.
  const startGuard = {
    config: { permission: ['bpm:process-definition:query', 'bpm:process-instance:create'] },
  }
  const toItem = (row: BpmDefinitionRow) => toDefinitionItem(db, row)

  app.get(`${PATH}/page`, guard, async (request) => {
    const where = whereOf(pageFilters, parseInput(filterQuery(pageFilters), request.query))
    const page = parseInput(pageQuery, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: ORDER_BY, page }, toItem))
  })

  app.get(`${PATH}/list`, startGuard, async (request) => {
    const where = whereOf(listFilters, parseInput(filterQuery(listFilters), request.query))
    return ok(selectAll<BpmDefinitionRow>(db, TABLE, where, ORDER_BY).map(toItem))
  })

  app.get(`${PATH}/get-bpmn-xml`, startGuard, async (request) => {
    const { id } = parseInput(byId, request.query)
    return ok(findDefinition(db, id)?.bpmn_xml ?? null)
  })
}
