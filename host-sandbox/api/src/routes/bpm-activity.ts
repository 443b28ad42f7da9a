import type { FastifyInstance } from 'fastify'
import { bpmActivityListQuery } from '../../../../src/shared/wire/bpm-runtime'
import { sessionOf } from '../auth/auth-hook'
import { mayReadInstance } from '../bpm/runtime/instance-access'
import { activityItems } from '../bpm/runtime/runtime-views'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { parseInput } from '../lib/validation'

/** /bpm/activity/list: the activities of an instance, for the highlighted diagram. */
export function registerBpmActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/bpm/activity/list',
    { config: { permission: 'bpm:process-instance:query' } },
    async (request) => {
      const { processInstanceId } = parseInput(bpmActivityListQuery, request.query)
      if (!mayReadInstance(ctx.db, sessionOf(request), processInstanceId)) return ok([])
      return ok(activityItems(ctx.db, processInstanceId))
    },
  )
}
