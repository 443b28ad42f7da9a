export type ColorType = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger'

/** [value, label, colorType, status?] — status defaults to 0 (enabled). */
export type DictItemSeed = readonly [string, string, ColorType, (0 | 1)?]

export interface DictTypeSeed {
  type: string
  name: string
  remark?: string
  items: readonly DictItemSeed[]
}
