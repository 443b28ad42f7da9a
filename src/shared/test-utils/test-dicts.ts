import type { DictOption, DictOptionsByType } from '../dict'

/** Per dictionary type, its entries in order: value -> [label, colorType]. */
export type DictEntries = Record<
  string,
  Record<string, readonly [label: string, colorType: string]>
>

/** Dictionaries as list-all-simple would load them, from a compact table of entries. */
export function dictOptionsFrom(entries: DictEntries): DictOptionsByType {
  return Object.fromEntries(
    Object.entries(entries).map(([dictType, byValue]) => [
      dictType,
      Object.entries(byValue).map(([value, [label, colorType]]): DictOption => ({
        dictType,
        value,
        label,
        colorType,
        cssClass: '',
      })),
    ]),
  )
}
