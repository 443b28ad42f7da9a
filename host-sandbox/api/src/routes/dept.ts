import type { FastifyInstance } from 'fastify'
import { deptSimpleItem } from '../../../../src/shared/wire/dept'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { wireItem } from '../lib/validation'

export function registerDeptRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The rule editor's department tree needs it: a login is enough (like the Java server).
  app.get('/system/dept/list-all-simple', async () => {
    const rows = ctx.db
      .prepare(
        'SELECT id, name, parent_id AS parentId FROM system_dept WHERE status = 0 ORDER BY sort, id',
      )
      .all() as Array<{ id: number; name: string; parentId: number }>
    return ok(rows.map((row) => wireItem(deptSimpleItem, row)))
  })
}
