import { skuCombinationKey } from '@/shared/wire/product-spu'
import type { SkuCombination, SpecProperty } from './spec-types'

/** The key of a single-spec product's one row. */
export const SINGLE_SKU_KEY = 'single'

/**
 * The SKU table's rows: the Cartesian product of the chosen values, the first 规格 outermost,
 * each 规格's values in the order picked. A 规格 without values yet adds no column of rows
 * (nothing to combine); with no 规格 at all there is no row.
 */
export function skuCombinations(specs: readonly SpecProperty[]): SkuCombination[] {
  const used = specs.filter((spec) => spec.values.length > 0)
  if (used.length === 0) return []
  let rows: SkuCombination['values'][] = [[]]
  for (const spec of used) {
    const next: SkuCombination['values'][] = []
    for (const row of rows) {
      for (const value of spec.values) {
        next.push([
          ...row,
          {
            propertyId: spec.id,
            propertyName: spec.name,
            valueId: value.id,
            valueName: value.name,
          },
        ])
      }
    }
    rows = next
  }
  return rows.map((values) => ({ key: skuCombinationKey(values), values }))
}

/** How many rows `specs` give, without building them (checked before a value is added). */
export function skuCombinationCount(specs: readonly SpecProperty[]): number {
  const used = specs.filter((spec) => spec.values.length > 0)
  return used.length === 0 ? 0 : used.reduce((count, spec) => count * spec.values.length, 1)
}

/**
 * The 规格 of saved SKUs, for the edit form: properties in the order the first SKU lists them,
 * values in the order they first appear.
 */
export function specsFromSkus(
  skus: ReadonlyArray<{
    properties: ReadonlyArray<{
      propertyId: number
      propertyName: string
      valueId: number
      valueName: string
    }>
  }>,
): SpecProperty[] {
  const specs: SpecProperty[] = []
  for (const sku of skus) {
    for (const property of sku.properties) {
      let spec = specs.find((item) => item.id === property.propertyId)
      if (!spec) {
        spec = { id: property.propertyId, name: property.propertyName, values: [] }
        specs.push(spec)
      }
      if (!spec.values.some((value) => value.id === property.valueId)) {
        spec.values.push({ id: property.valueId, name: property.valueName })
      }
    }
  }
  return specs
}
