import type { FastifyInstance } from 'fastify'
import { postSimpleItem } from '../../../../src/shared/wire/post'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { wireItem } from '../lib/validation'

export function registerPostRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The rule editor's post picker needs it: a login is enough (like the Java server).
  app.get('/system/post/list-all-simple', async () => {
    const rows = ctx.db
      .prepare('SELECT id, name FROM system_post WHERE status = 0 ORDER BY sort, id')
      .all() as Array<{ id: number; name: string }>
    return ok(rows.map((row) => wireItem(postSimpleItem, row)))
  })
}
