import type { FastifyInstance } from 'fastify'
import { listEnabledRoles } from '../db/repos/role-repo'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Candidate-group pickers of the designer need it: a login is enough (like the Java server).
  app.get('/system/role/list-all-simple', async () => ok(listEnabledRoles(ctx.db)))
}
