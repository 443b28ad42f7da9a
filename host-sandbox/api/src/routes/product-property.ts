import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

import {
  productPropertyCreate,
  productPropertyFilters,
  productPropertyUpdate,
  productPropertyValueCreate,
  productPropertyValueFilters,
  productPropertyValueListQuery,
  productPropertyValueUpdate,
  productPropertyWithValues,
} from '../../../../src/shared/wire/product-property'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { ProductErrors } from '../mall/product/product-errors'
import {
  findRow,
  PROPERTY_TABLE,
  SKU_PROPERTY_TABLE,
  toPropertyItem,
  toValueItem,
  VALUE_TABLE,
  type PropertyRow,
  type ValueRow,
} from '../mall/product/product-repo'
import { renameInSkus } from '../mall/product/sku-names'

const PATH = '/product/property'
/** Property values are part of 商品属性: the same buttons guard them. */
const PERMISSION = 'product:property'

/**
 * /product/property/* (商品属性) and /product/property/value/* (属性值)
 * (docs/shop-and-pay.md). Names are unique (values within their property); a property
 * with values, or a value a product's SKU uses, cannot be deleted. list and get-value-list are
 * lookups of the product form and need only a staff token.
 */
export function registerProductPropertyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const propertyFilters = {
    name: likeFilter('name', productPropertyFilters.name),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const valueFilters = {
    propertyId: eqFilter('property_id', productPropertyValueFilters.propertyId),
    name: likeFilter('name', productPropertyValueFilters.name),
  }
  const propertyFilterSchema = filterQuery(propertyFilters)
  const valueFilterSchema = filterQuery(valueFilters)
  const pagingSchema = z.object(pageParams)
  const findProperty = (id: number) => findRow<PropertyRow>(db, PROPERTY_TABLE, id)
  const findValue = (id: number) => findRow<ValueRow>(db, VALUE_TABLE, id)
  const valueInUse = (id: number) =>
    db.prepare(`SELECT 1 FROM ${SKU_PROPERTY_TABLE} WHERE value_id = ? LIMIT 1`).get(id) !==
    undefined

  const assertPropertyNameFree = (name: string, selfId?: number) => {
    const other = db.prepare(`SELECT id FROM ${PROPERTY_TABLE} WHERE name = ?`).get(name) as
      { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(ProductErrors.PROPERTY_NAME_EXISTS)
  }
  const assertValueNameFree = (propertyId: number, name: string, selfId?: number) => {
    const other = db
      .prepare(`SELECT id FROM ${VALUE_TABLE} WHERE property_id = ? AND name = ?`)
      .get(propertyId, name) as { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(ProductErrors.VALUE_NAME_EXISTS)
  }

  // --- 商品属性 ---

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const where = whereOf(propertyFilters, parseInput(propertyFilterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(
      selectPage(
        db,
        {
          table: PROPERTY_TABLE,
          where,
          orderBy: 'id DESC',
          page,
        },
        toPropertyItem,
      ),
    )
  })

  app.get(`${PATH}/list`, async (request) => {
    const where = whereOf(propertyFilters, parseInput(propertyFilterSchema, request.query))
    const rows = db
      .prepare(`SELECT * FROM ${PROPERTY_TABLE}${where.sql} ORDER BY id`)
      .all(...where.params) as PropertyRow[]
    return ok(rows.map(toPropertyItem))
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(idQuery('属性编号'), request.query)
    const row = findProperty(id)
    return ok(row ? toPropertyItem(row) : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(productPropertyCreate, request.body)
    const name = body.name.trim()
    const now = ctx.now()
    const id = db.transaction(() => {
      assertPropertyNameFree(name)
      return insertRow(db, PROPERTY_TABLE, {
        name,
        remark: body.remark?.trim() || null,
        create_time: now,
        update_time: now,
      })
    })()
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(productPropertyUpdate, request.body)
    const name = body.name.trim()
    db.transaction(() => {
      const row = findProperty(body.id)
      if (!row) throw bizError(ProductErrors.PROPERTY_NOT_EXISTS)
      assertPropertyNameFree(name, body.id)
      updateRowById(db, PROPERTY_TABLE, body.id, {
        name,
        remark: body.remark?.trim() || null,
        update_time: ctx.now(),
      })
      if (row.name !== name) renameInSkus(db, { propertyId: body.id, name })
    })()
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(idQuery('属性编号'), request.query)
    db.transaction(() => {
      if (!findProperty(id)) throw bizError(ProductErrors.PROPERTY_NOT_EXISTS)
      const hasValues = db
        .prepare(`SELECT 1 FROM ${VALUE_TABLE} WHERE property_id = ? LIMIT 1`)
        .get(id)
      if (hasValues) throw bizError(ProductErrors.PROPERTY_HAS_VALUES)
      db.prepare(`DELETE FROM ${PROPERTY_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })

  /** Properties (all, or those named, or matching `name`) each with its values. */
  const valueList = (input: unknown) => {
    const query = parseInput(productPropertyValueListQuery, input)
    const where = new WhereBuilder().like('name', query.name)
    if (query.propertyIds) {
      where.raw('id IN (SELECT value FROM json_each(?))', JSON.stringify(query.propertyIds))
    }
    const properties = db
      .prepare(`SELECT id, name FROM ${PROPERTY_TABLE}${where.sql} ORDER BY id`)
      .all(...where.params) as Array<{ id: number; name: string }>
    const values = db
      .prepare(
        `SELECT id, property_id, name FROM ${VALUE_TABLE}
          WHERE property_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      )
      .all(JSON.stringify(properties.map((p) => p.id))) as Array<{
      id: number
      property_id: number
      name: string
    }>
    return properties.map((property) =>
      wireItem(productPropertyWithValues, {
        id: property.id,
        name: property.name,
        values: values
          .filter((value) => value.property_id === property.id)
          .map((value) => ({ id: value.id, name: value.name })),
      }),
    )
  }
  app.post(`${PATH}/get-value-list`, async (request) => ok(valueList(request.body)))
  // The older console asked with GET.
  app.get(`${PATH}/get-value-list`, async (request) => ok(valueList(request.query)))

  // --- 属性值 ---

  const VALUE_PATH = `${PATH}/value`

  app.get(`${VALUE_PATH}/page`, guard('query'), async (request) => {
    const where = whereOf(valueFilters, parseInput(valueFilterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: VALUE_TABLE, where, orderBy: 'id', page }, toValueItem))
  })

  app.get(`${VALUE_PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(idQuery('属性值编号'), request.query)
    const row = findValue(id)
    return ok(row ? toValueItem(row) : null)
  })

  app.post(`${VALUE_PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(productPropertyValueCreate, request.body)
    const name = body.name.trim()
    const now = ctx.now()
    const id = db.transaction(() => {
      if (!findProperty(body.propertyId)) throw bizError(ProductErrors.PROPERTY_NOT_EXISTS)
      assertValueNameFree(body.propertyId, name)
      return insertRow(db, VALUE_TABLE, {
        property_id: body.propertyId,
        name,
        remark: body.remark?.trim() || null,
        create_time: now,
        update_time: now,
      })
    })()
    return ok(id)
  })

  app.put(`${VALUE_PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(productPropertyValueUpdate, request.body)
    const name = body.name.trim()
    db.transaction(() => {
      const row = findValue(body.id)
      if (!row) throw bizError(ProductErrors.VALUE_NOT_EXISTS)
      if (!findProperty(body.propertyId)) throw bizError(ProductErrors.PROPERTY_NOT_EXISTS)
      // A SKU's combination names the property of each value: moving a used value would break it.
      if (row.property_id !== body.propertyId && valueInUse(body.id)) {
        throw bizError(ProductErrors.VALUE_IN_USE_MOVE)
      }
      assertValueNameFree(body.propertyId, name, body.id)
      updateRowById(db, VALUE_TABLE, body.id, {
        property_id: body.propertyId,
        name,
        remark: body.remark?.trim() || null,
        update_time: ctx.now(),
      })
      if (row.name !== name) renameInSkus(db, { valueId: body.id, name })
    })()
    return ok(true)
  })

  app.delete(`${VALUE_PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(idQuery('属性值编号'), request.query)
    db.transaction(() => {
      if (!findValue(id)) throw bizError(ProductErrors.VALUE_NOT_EXISTS)
      if (valueInUse(id)) throw bizError(ProductErrors.VALUE_IN_USE)
      db.prepare(`DELETE FROM ${VALUE_TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
