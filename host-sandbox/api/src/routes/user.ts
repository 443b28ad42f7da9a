import type { FastifyInstance } from 'fastify'
import { listEnabledUsers } from '../db/repos/user-repo'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Assignee pickers need it on every screen, so a login is enough (like the Java server).
  app.get('/system/user/list-all-simple', async () => ok(listEnabledUsers(ctx.db)))
}
