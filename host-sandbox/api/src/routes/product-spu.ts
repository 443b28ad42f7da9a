import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  productSkuListQuery,
  productSpuCount,
  productSpuCreate,
  productSpuFilters,
  productSpuSimpleItem,
  productSpuStatusUpdate,
  productSpuUpdate,
  SPU_STATUS_MOVES,
  SPU_STATUS_ON_SHELF,
  SPU_STATUS_RECYCLE,
  SPU_STATUS_WAREHOUSE,
  SPU_TAB_ALERT_STOCK,
  SPU_TAB_ON_SALE,
  SPU_TAB_RECYCLE_BIN,
  SPU_TAB_SOLD_OUT,
  SPU_TAB_WAREHOUSE,
} from '../../../../src/shared/wire/product-spu'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import {
  ProductErrors,
  SPU_STATUS_ACTIONS,
  SPU_STATUS_PLACES,
} from '../mall/product/product-errors'
import {
  productPicUrl,
  storedOptionalPic,
  storedPic,
  storedVideo,
} from '../mall/product/product-pics'
import {
  BRAND_TABLE,
  CATEGORY_TABLE,
  findLiveSpu,
  liveSkusOf,
  SPU_TABLE,
  toSkuItem,
  toSpuDetail,
  toSpuItem,
  type SpuRow,
} from '../mall/product/product-repo'
import { deleteSpu, saveSpu, type SpuBody, type SpuPics } from '../mall/product/spu-save'

const PATH = '/product/spu'
const PERMISSION = 'product:spu'

/** A live SKU at or below its warning level (the partial index idx_product_sku_warn). */
const HAS_ALERT_SKU = `EXISTS (SELECT 1 FROM product_sku k WHERE k.spu_id = ${SPU_TABLE}.id
  AND k.deleted = 0 AND k.stock <= k.warn_stock)`

/** The condition of each tab of 商品列表 (besides `deleted = 0`). */
const TAB_CONDITIONS: Readonly<Record<number, string>> = {
  [SPU_TAB_ON_SALE]: `status = ${SPU_STATUS_ON_SHELF}`,
  [SPU_TAB_WAREHOUSE]: `status = ${SPU_STATUS_WAREHOUSE}`,
  [SPU_TAB_SOLD_OUT]: `stock = 0 AND status <> ${SPU_STATUS_RECYCLE}`,
  [SPU_TAB_ALERT_STOCK]: `status <> ${SPU_STATUS_RECYCLE} AND ${HAS_ALERT_SKU}`,
  [SPU_TAB_RECYCLE_BIN]: `status = ${SPU_STATUS_RECYCLE}`,
}

const ORDER_BY = 'sort DESC, id DESC'

const filterSchema = z.object({
  ...productSpuFilters,
  createTime: optionalDateRange('创建时间'),
})
const pageSchema = filterSchema.extend(pageParams)

/** Fen -> '19.99' (exact: integer arithmetic only). */
function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * /product/spu/* (商品列表 and the product form) and /product/sku/list
 * (docs/shop-and-pay.md). Pictures are files this server stored; the description is
 * stored sanitised; a product is deleted only from the recycle bin, and then only marked deleted
 * so that orders keep their product.
 */
export function registerProductSpuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const byId = idQuery('商品编号')
  const picUrlOf = (request: FastifyRequest) => (path: string) =>
    productPicUrl(request, ctx.apiBase, path)

  const whereOf = (query: z.output<typeof filterSchema>) => {
    const where = new WhereBuilder()
      .raw('deleted = 0')
      .raw(TAB_CONDITIONS[query.tabType] ?? '1 = 0')
      .like('name', query.name)
      .between('create_time', query.createTime)
    if (query.categoryId !== undefined) {
      where.raw(
        `category_id IN (SELECT id FROM ${CATEGORY_TABLE} WHERE id = ? OR parent_id = ?)`,
        query.categoryId,
        query.categoryId,
      )
    }
    return where
  }

  const picsOf = (request: FastifyRequest, body: SpuBody): SpuPics => ({
    picUrl: storedPic(db, request, ctx.apiBase, body.picUrl, '商品封面图'),
    sliderPicUrls: body.sliderPicUrls.map((url) =>
      storedPic(db, request, ctx.apiBase, url, '商品轮播图'),
    ),
    videoUrl: storedVideo(db, request, ctx.apiBase, body.videoUrl),
    skuPicUrls: body.skus.map((sku) =>
      storedOptionalPic(db, request, ctx.apiBase, sku.picUrl, 'SKU 图片'),
    ),
  })

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const query = parseInput(pageSchema, request.query)
    return ok(
      selectPage(
        db,
        { table: SPU_TABLE, where: whereOf(query), orderBy: ORDER_BY, page: query },
        (row: SpuRow) => toSpuItem(row, picUrlOf(request)),
      ),
    )
  })

  app.get(`${PATH}/get-count`, guard('query'), async () => {
    const counts = db
      .prepare(
        `SELECT
           COALESCE(SUM(status = ${SPU_STATUS_ON_SHELF}), 0) AS "0",
           COALESCE(SUM(status = ${SPU_STATUS_WAREHOUSE}), 0) AS "1",
           COALESCE(SUM(${TAB_CONDITIONS[SPU_TAB_SOLD_OUT]}), 0) AS "2",
           COALESCE(SUM(${TAB_CONDITIONS[SPU_TAB_ALERT_STOCK]}), 0) AS "3",
           COALESCE(SUM(status = ${SPU_STATUS_RECYCLE}), 0) AS "4"
         FROM ${SPU_TABLE} WHERE deleted = 0`,
      )
      .get() as Record<string, number>
    return ok(wireItem(productSpuCount, counts))
  })

  app.get(`${PATH}/get-detail`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findLiveSpu(db, id)
    return ok(row ? toSpuDetail(row, liveSkusOf(db, [id]), picUrlOf(request)) : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(productSpuCreate, request.body)
    const pics = picsOf(request, body)
    return ok(saveSpu(db, { body, pics, now: ctx.now() }))
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(productSpuUpdate, request.body)
    const pics = picsOf(request, body)
    saveSpu(db, { id: body.id, body, pics, now: ctx.now() })
    return ok(true)
  })

  app.put(`${PATH}/update-status`, guard('update'), async (request) => {
    const body = parseInput(productSpuStatusUpdate, request.body)
    db.transaction(() => {
      const row = findLiveSpu(db, body.id)
      if (!row) throw bizError(ProductErrors.SPU_NOT_EXISTS)
      if (row.status === body.status) return
      if (!(SPU_STATUS_MOVES[row.status] ?? []).includes(body.status)) {
        throw bizError(
          ProductErrors.SPU_WRONG_STATUS,
          SPU_STATUS_PLACES[row.status] ?? String(row.status),
          row.status === SPU_STATUS_RECYCLE && body.status === SPU_STATUS_ON_SHELF
            ? '直接上架，请先恢复'
            : (SPU_STATUS_ACTIONS[body.status] ?? String(body.status)),
        )
      }
      db.prepare(`UPDATE ${SPU_TABLE} SET status = ?, update_time = ? WHERE id = ?`).run(
        body.status,
        ctx.now(),
        body.id,
      )
    })()
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      const row = findLiveSpu(db, id)
      if (!row) throw bizError(ProductErrors.SPU_NOT_EXISTS)
      if (row.status !== SPU_STATUS_RECYCLE) throw bizError(ProductErrors.SPU_NOT_RECYCLE)
      deleteSpu(db, id, ctx.now())
    })()
    return ok(true)
  })

  app.get(`${PATH}/list-all-simple`, async (request) => {
    const rows = db
      .prepare(
        `SELECT * FROM ${SPU_TABLE} WHERE deleted = 0 AND status = ${SPU_STATUS_ON_SHELF}
          ORDER BY ${ORDER_BY}`,
      )
      .all() as SpuRow[]
    const picUrl = picUrlOf(request)
    return ok(
      rows.map((row) =>
        wireItem(productSpuSimpleItem, {
          id: row.id,
          name: row.name,
          price: row.price,
          marketPrice: row.market_price,
          picUrl: picUrl(row.pic_url),
        }),
      ),
    )
  })

  app.get('/product/sku/list', async (request) => {
    const { spuIds } = parseInput(productSkuListQuery, request.query)
    const picUrl = picUrlOf(request)
    return ok(liveSkusOf(db, spuIds ?? []).map((row) => toSkuItem(row, picUrl)))
  })

  app.get(`${PATH}/export`, guard('export'), async (request, reply) => {
    const where = whereOf(parseInput(filterSchema, request.query))
    // Names are read before the rows: the connection is busy while an iterator is open.
    const namesOf = (table: string) =>
      new Map(
        (
          db.prepare(`SELECT id, name FROM ${table}`).all() as Array<{ id: number; name: string }>
        ).map((row) => [row.id, row.name]),
      )
    const categories = namesOf(CATEGORY_TABLE)
    const brands = namesOf(BRAND_TABLE)
    const statusLabels: Record<number, string> = { 1: '上架', 0: '下架', [-1]: '回收站' }
    const columns: XlsxColumn<SpuRow>[] = [
      ['商品编号', (r) => r.id],
      ['商品名称', (r) => r.name],
      ['商品分类', (r) => categories.get(r.category_id) ?? ''],
      ['商品品牌', (r) => brands.get(r.brand_id) ?? ''],
      ['规格', (r) => (r.spec_type === 1 ? '多规格' : '单规格')],
      ['销售价（元）', (r) => yuan(r.price)],
      ['市场价（元）', (r) => yuan(r.market_price)],
      ['成本价（元）', (r) => yuan(r.cost_price)],
      ['库存', (r) => r.stock],
      ['销量', (r) => r.sales_count],
      ['虚拟销量', (r) => r.virtual_sales_count],
      ['排序', (r) => r.sort],
      ['状态', (r) => statusLabels[r.status] ?? String(r.status)],
      ['创建时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`SELECT * FROM ${SPU_TABLE}${where.sql} ORDER BY ${ORDER_BY}`)
      .iterate(...where.params) as Iterable<SpuRow>
    return sendXlsx(reply, { name: '商品列表.xlsx', asciiName: 'product-spu.xlsx' }, columns, rows)
  })
}
