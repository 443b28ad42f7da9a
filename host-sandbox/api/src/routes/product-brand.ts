import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  productBrandCreate,
  productBrandFilters,
  productBrandSimpleItem,
  productBrandUpdate,
} from '../../../../src/shared/wire/product-brand'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { productPicUrl, storedPic } from '../mall/product/product-pics'
import { ProductErrors } from '../mall/product/product-errors'
import {
  BRAND_TABLE,
  findRow,
  SPU_TABLE,
  toBrandItem,
  type BrandRow,
} from '../mall/product/product-repo'

const PATH = '/product/brand'
const PERMISSION = 'product:brand'

/** /product/brand/*: 商品品牌 (docs/shop-and-pay.md). Names are unique. */
export function registerProductBrandRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const filters = {
    name: likeFilter('name', productBrandFilters.name),
    status: eqFilter('status', productBrandFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('品牌编号')
  const itemOf = (request: FastifyRequest) => (row: BrandRow) =>
    toBrandItem(row, (path) => productPicUrl(request, ctx.apiBase, path))
  const find = (id: number) => findRow<BrandRow>(db, BRAND_TABLE, id)
  const assertNameFree = (name: string, selfId?: number) => {
    const other = db.prepare(`SELECT id FROM ${BRAND_TABLE} WHERE name = ?`).get(name) as
      { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(ProductErrors.BRAND_NAME_EXISTS)
  }
  const columnsOf = (request: FastifyRequest, body: z.output<typeof productBrandCreate>) => ({
    name: body.name.trim(),
    pic_url: storedPic(db, request, ctx.apiBase, body.picUrl, '品牌图片'),
    sort: body.sort,
    description: body.description?.trim() || null,
    status: body.status,
  })

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    // Filters first, then paging: the same first problem as one schema of all the fields.
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(
      selectPage(
        db,
        { table: BRAND_TABLE, where, orderBy: 'sort, id DESC', page },
        itemOf(request),
      ),
    )
  })

  app.get(`${PATH}/list-all-simple`, async () => {
    const rows = db
      .prepare(`SELECT id, name FROM ${BRAND_TABLE} WHERE status = 0 ORDER BY sort, id`)
      .all() as Array<{ id: number; name: string }>
    return ok(rows.map((row) => wireItem(productBrandSimpleItem, row)))
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    return ok(row ? itemOf(request)(row) : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(productBrandCreate, request.body)
    const columns = columnsOf(request, body)
    const now = ctx.now()
    const id = db.transaction(() => {
      assertNameFree(columns.name)
      return insertRow(db, BRAND_TABLE, { ...columns, create_time: now, update_time: now })
    })()
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(productBrandUpdate, request.body)
    const columns = columnsOf(request, body)
    db.transaction(() => {
      if (!find(body.id)) throw bizError(ProductErrors.BRAND_NOT_EXISTS)
      assertNameFree(columns.name, body.id)
      updateRowById(db, BRAND_TABLE, body.id, { ...columns, update_time: ctx.now() })
    })()
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      if (!find(id)) throw bizError(ProductErrors.BRAND_NOT_EXISTS)
      const used = db
        .prepare(`SELECT 1 FROM ${SPU_TABLE} WHERE brand_id = ? AND deleted = 0 LIMIT 1`)
        .get(id)
      if (used) throw bizError(ProductErrors.BRAND_HAS_SPU)
      db.prepare(`DELETE FROM ${BRAND_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
