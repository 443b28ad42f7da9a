import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  CATEGORY_ROOT_ID,
  productCategoryCreate,
  productCategoryListQuery,
  productCategoryUpdate,
} from '../../../../src/shared/wire/product-category'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { productPicUrl, storedPic } from '../mall/product/product-pics'
import { ProductErrors } from '../mall/product/product-errors'
import {
  CATEGORY_TABLE,
  findRow,
  SPU_TABLE,
  toCategoryItem,
  type CategoryRow,
} from '../mall/product/product-repo'

const PATH = '/product/category'
const PERMISSION = 'product:category'

type CategoryBody = z.output<typeof productCategoryCreate>

/**
 * /product/category/*: 商品分类, two levels at most (docs/shop-and-pay.md). Products
 * hang off second-level categories, so a category with products stays second level and one with
 * children stays top level. The list is flat and needs only a staff token (pickers use it).
 */
export function registerProductCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const byId = idQuery('分类编号')
  const itemOf = (request: FastifyRequest) => (row: CategoryRow) =>
    toCategoryItem(row, (path) => productPicUrl(request, ctx.apiBase, path))
  const find = (id: number) => findRow<CategoryRow>(db, CATEGORY_TABLE, id)
  const hasChildren = (id: number) =>
    db.prepare(`SELECT 1 FROM ${CATEGORY_TABLE} WHERE parent_id = ? LIMIT 1`).get(id) !== undefined
  const hasProducts = (id: number) =>
    db
      .prepare(`SELECT 1 FROM ${SPU_TABLE} WHERE category_id = ? AND deleted = 0 LIMIT 1`)
      .get(id) !== undefined

  /** A parent must be an existing top-level category (or 0 for 顶级分类). */
  const checkParent = (parentId: number) => {
    if (parentId === CATEGORY_ROOT_ID) return
    const parent = find(parentId)
    if (!parent) throw bizError(ProductErrors.CATEGORY_PARENT_NOT_EXISTS)
    if (parent.parent_id !== CATEGORY_ROOT_ID) {
      throw bizError(ProductErrors.CATEGORY_PARENT_NOT_FIRST_LEVEL)
    }
  }

  const columnsOf = (request: FastifyRequest, body: CategoryBody) => ({
    parent_id: body.parentId,
    name: body.name.trim(),
    pic_url: storedPic(db, request, ctx.apiBase, body.picUrl, '分类图片'),
    sort: body.sort,
    status: body.status,
    description: body.description?.trim() || null,
  })

  app.get(`${PATH}/list`, async (request) => {
    const query = parseInput(productCategoryListQuery, request.query)
    const where = new WhereBuilder()
      .like('name', query.name)
      .eq('status', query.status)
      .eq('parent_id', query.parentId)
    const rows = db
      .prepare(`SELECT * FROM ${CATEGORY_TABLE}${where.sql} ORDER BY sort, id`)
      .all(...where.params) as CategoryRow[]
    return ok(rows.map(itemOf(request)))
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    return ok(row ? itemOf(request)(row) : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(productCategoryCreate, request.body)
    const columns = columnsOf(request, body)
    const now = ctx.now()
    const id = db.transaction(() => {
      checkParent(body.parentId)
      return insertRow(db, CATEGORY_TABLE, { ...columns, create_time: now, update_time: now })
    })()
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(productCategoryUpdate, request.body)
    const columns = columnsOf(request, body)
    db.transaction(() => {
      const row = find(body.id)
      if (!row) throw bizError(ProductErrors.CATEGORY_NOT_EXISTS)
      if (body.parentId === body.id) throw bizError(ProductErrors.CATEGORY_PARENT_SELF)
      checkParent(body.parentId)
      if (body.parentId !== CATEGORY_ROOT_ID && hasChildren(body.id)) {
        throw bizError(ProductErrors.CATEGORY_CHILDREN_CANNOT_MOVE)
      }
      if (body.parentId === CATEGORY_ROOT_ID && row.parent_id !== CATEGORY_ROOT_ID) {
        if (hasProducts(body.id)) throw bizError(ProductErrors.CATEGORY_SPU_CANNOT_TOP)
      }
      updateRowById(db, CATEGORY_TABLE, body.id, { ...columns, update_time: ctx.now() })
    })()
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      if (!find(id)) throw bizError(ProductErrors.CATEGORY_NOT_EXISTS)
      if (hasChildren(id)) throw bizError(ProductErrors.CATEGORY_EXISTS_CHILDREN)
      if (hasProducts(id)) throw bizError(ProductErrors.CATEGORY_HAS_SPU)
      db.prepare(`DELETE FROM ${CATEGORY_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
