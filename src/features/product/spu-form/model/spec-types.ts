/** One value of a chosen 规格 (a property value with its server id). */
export interface SpecValue {
  id: number
  name: string
}

/** A chosen 规格: a property and its values, both in the order the user picked them. */
export interface SpecProperty {
  id: number
  name: string
  values: SpecValue[]
}

/** Most 规格 one product combines. */
export const SPEC_PROPERTIES_MAX = 5

/** One row of the SKU table: a combination of one value of each 规格, in their order. */
export interface SkuCombination {
  /** The value ids ordered by property id: the row's identity while values come and go. */
  key: string
  /** The values in the order of the 规格 (what the row shows). */
  values: { propertyId: number; propertyName: string; valueId: number; valueName: string }[]
}
