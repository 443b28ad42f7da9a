import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  expressSimpleItem,
  pickUpStoreCreate,
  pickUpStoreFilters,
  pickUpStoreItem,
  pickUpStoreUpdate,
  type PickUpStoreCreate,
  type PickUpStoreItem,
} from '../../../../src/shared/wire/trade-delivery'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { areaName, areaOf } from '../mall/trade/area-tree'
import { TradeErrors } from '../mall/trade/trade-errors'

const STORE_TABLE = 'trade_delivery_pick_up_store'

interface StoreRow {
  id: number
  name: string
  introduction: string | null
  phone: string
  area_id: number
  detail_address: string
  logo: string
  opening_time: string
  closing_time: string
  latitude: number
  longitude: number
  status: number
  create_time: number
}

function toStore(row: StoreRow): PickUpStoreItem {
  return wireItem(pickUpStoreItem, {
    id: row.id,
    name: row.name,
    introduction: row.introduction,
    phone: row.phone,
    areaId: row.area_id,
    areaName: areaName(row.area_id) ?? '',
    detailAddress: row.detail_address,
    logo: row.logo,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    createTime: row.create_time,
  })
}

/** Express companies (a lookup for 发货) and 自提门店 (trade:delivery:pick-up-store:*). */
export function registerTradeDeliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({
    config: { permission: `trade:delivery:pick-up-store:${action}` },
  })

  app.get('/trade/delivery/express/list-all-simple', async () => {
    const rows = db
      .prepare('SELECT id, name FROM trade_delivery_express WHERE status = 0 ORDER BY sort, id')
      .all() as Array<{ id: number; name: string }>
    return ok(rows.map((row) => wireItem(expressSimpleItem, row)))
  })

  const base = '/trade/delivery/pick-up-store'
  const filters = {
    name: likeFilter('name', pickUpStoreFilters.name),
    phone: likeFilter('phone', pickUpStoreFilters.phone),
    status: eqFilter('status', pickUpStoreFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('门店编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${STORE_TABLE} WHERE id = ?`).get(id) as StoreRow | undefined
  const columnsOf = (body: PickUpStoreCreate) => {
    if (!areaOf(body.areaId)?.leaf) throw bizError(TradeErrors.AREA_NOT_DISTRICT)
    if (body.closingTime <= body.openingTime) throw bizError(TradeErrors.PICK_UP_STORE_HOURS)
    return {
      name: body.name.trim(),
      introduction: body.introduction?.trim() ?? '',
      phone: body.phone.trim(),
      area_id: body.areaId,
      detail_address: body.detailAddress.trim(),
      logo: body.logo.trim(),
      opening_time: body.openingTime,
      closing_time: body.closingTime,
      latitude: body.latitude,
      longitude: body.longitude,
      status: body.status,
    }
  }

  app.get(`${base}/page`, guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: STORE_TABLE, where, orderBy: 'id DESC', page }, toStore))
  })

  // A lookup (the order screens name the store): any staff member may read it.
  app.get(`${base}/list-all-simple`, async () => {
    const rows = db
      .prepare(`SELECT * FROM ${STORE_TABLE} WHERE status = 0 ORDER BY id`)
      .all() as StoreRow[]
    return ok(rows.map(toStore))
  })

  app.get(`${base}/get`, guard('query'), async (request) => {
    const row = find(parseInput(byId, request.query).id)
    return ok(row ? toStore(row) : null)
  })

  app.post(`${base}/create`, guard('create'), async (request) => {
    const body = parseInput(pickUpStoreCreate, request.body)
    const now = ctx.now()
    return ok(
      insertRow(db, STORE_TABLE, { ...columnsOf(body), create_time: now, update_time: now }),
    )
  })

  app.put(`${base}/update`, guard('update'), async (request) => {
    const body = parseInput(pickUpStoreUpdate, request.body)
    if (!find(body.id)) throw bizError(TradeErrors.PICK_UP_STORE_NOT_FOUND)
    updateRowById(db, STORE_TABLE, body.id, { ...columnsOf(body), update_time: ctx.now() })
    return ok(true)
  })

  app.delete(`${base}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      if (!find(id)) throw bizError(TradeErrors.PICK_UP_STORE_NOT_FOUND)
      // Members holding a pick-up code for this counter must still find it on their order.
      const waiting = db
        .prepare(
          'SELECT 1 FROM trade_order WHERE pick_up_store_id = ? AND status IN (0, 10) LIMIT 1',
        )
        .get(id)
      if (waiting) throw bizError(TradeErrors.PICK_UP_STORE_HAS_ORDERS)
      db.prepare(`DELETE FROM ${STORE_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
