import type { Database } from 'better-sqlite3'
import type { SkuPropertyValue } from '../../../../../src/shared/wire/product-spu'
import { SKU_PROPERTY_TABLE, SKU_TABLE } from './product-repo'

/**
 * A renamed property or value is renamed in the live SKUs that use it too (their `properties`
 * carry the names for lists and orders); orders already placed keep the names they were sold with.
 */
export function renameInSkus(
  db: Database,
  target: { propertyId: number; name: string } | { valueId: number; name: string },
): void {
  const byProperty = 'propertyId' in target
  const skuIds = (
    db
      .prepare(
        `SELECT DISTINCT sku_id FROM ${SKU_PROPERTY_TABLE} WHERE ${byProperty ? 'property_id' : 'value_id'} = ?`,
      )
      .all(byProperty ? target.propertyId : target.valueId) as Array<{ sku_id: number }>
  ).map((row) => row.sku_id)
  const read = db.prepare(`SELECT properties FROM ${SKU_TABLE} WHERE id = ?`)
  const write = db.prepare(`UPDATE ${SKU_TABLE} SET properties = ? WHERE id = ?`)
  for (const skuId of skuIds) {
    const row = read.get(skuId) as { properties: string } | undefined
    if (!row) continue
    const properties = (JSON.parse(row.properties) as SkuPropertyValue[]).map((p) => {
      if (byProperty && p.propertyId === target.propertyId)
        return { ...p, propertyName: target.name }
      if (!byProperty && p.valueId === target.valueId) return { ...p, valueName: target.name }
      return p
    })
    write.run(JSON.stringify(properties), skuId)
  }
}
