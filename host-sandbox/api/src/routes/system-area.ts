import type { FastifyInstance } from 'fastify'
import { ok } from '../lib/envelope'
import { areaTree } from '../mall/trade/area-tree'

/**
 * GET /system/area/tree: provinces > cities > districts of GB/T 2260, shipped with the sandbox (no
 * network). A lookup: any signed-in staff member may read it.
 */
export function registerSystemAreaRoutes(app: FastifyInstance): void {
  app.get('/system/area/tree', async () => ok(areaTree()))
}
