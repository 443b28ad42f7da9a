/** colorType values of /system/dict-data (docs/admin-api.md#dictionaries); '' means none. */
export type DictColorType = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | ''

/** How a form wants dictionary values: the wire sends strings, forms often hold numbers. */
export type DictValueType = 'string' | 'number' | 'boolean'

export type DictValue = string | number | boolean

/** The TypeScript type of a value converted to `T`. */
export type DictValueOf<T extends DictValueType> = T extends 'number'
  ? number
  : T extends 'boolean'
    ? boolean
    : string

/** One entry of GET /system/dict-data/list-all-simple, normalised (no nulls). */
export interface DictOption<V extends DictValue = string> {
  dictType: string
  value: V
  label: string
  /** One of DictColorType as sent by the server; kept as string because it is server data. */
  colorType: string
  cssClass: string
}

export type DictOptionsByType = Record<string, DictOption[]>

function convertValue(value: string, valueType: DictValueType): DictValue {
  if (valueType === 'number') return Number(value)
  if (valueType === 'boolean') return value === 'true'
  return value
}

/** Copies of `options` with values converted to `valueType` (default 'string'). */
export function convertDictOptions<T extends DictValueType = 'string'>(
  options: readonly DictOption[],
  valueType?: T,
): DictOption<DictValueOf<T>>[] {
  const wanted = valueType ?? 'string'
  return options.map(
    (option) =>
      ({ ...option, value: convertValue(option.value, wanted) }) as DictOption<DictValueOf<T>>,
  )
}

/** The options of `type` with values converted to `valueType` (default 'string'). */
export function getDictOptions<T extends DictValueType = 'string'>(
  byType: DictOptionsByType,
  type: string,
  valueType?: T,
): DictOption<DictValueOf<T>>[] {
  return convertDictOptions(byType[type] ?? [], valueType)
}

/** Wire values are strings: 1, '1' and true / 'true' must find the same entry. */
export function sameDictValue(a: DictValue, b: DictValue): boolean {
  return String(a) === String(b)
}

/** The entry of `type` whose value equals `value` (compared as strings), if any. */
export function findDictOption(
  byType: DictOptionsByType,
  type: string,
  value: DictValue | null | undefined,
): DictOption | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return byType[type]?.find((option) => sameDictValue(option.value, value))
}

/**
 * The label of `value` in `type`. An unknown value shows as itself, so a table never hides data
 * the dictionary lacks; null, undefined and '' give ''.
 */
export function getDictLabel(
  byType: DictOptionsByType,
  type: string,
  value: DictValue | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return ''
  return findDictOption(byType, type, value)?.label ?? String(value)
}
