import { addDateRange } from '@/shared/utils'
import type { DateRangeValue, SearchFieldDef, SearchValue, SearchValues } from './list-types'

/** The empty value of a field: '' for text and selects, [] for date ranges. */
export function emptyValueOf(field: SearchFieldDef): SearchValue {
  return field.kind === 'dateRange' ? [] : ''
}

/** Every field's empty value, overridden by `defaults` (which may also hold hidden filters). */
export function initialSearchValues(
  fields: readonly SearchFieldDef[],
  defaults: SearchValues = {},
): SearchValues {
  const values: SearchValues = {}
  for (const field of fields) values[field.name] = emptyValueOf(field)
  return { ...values, ...defaults }
}

function isDateRange(value: SearchValue): value is DateRangeValue {
  return typeof value !== 'string'
}

/**
 * Turns search values into backend query params: blank values are left out (the backend reads a
 * missing filter as "any"), text is trimmed and a date range becomes
 * `[begin 00:00:00, end 23:59:59]` (docs/admin-api.md#query-strings).
 */
export function toQueryParams(values: SearchValues): Record<string, string | [string, string]> {
  let params: Record<string, string | [string, string]> = {}
  for (const [name, value] of Object.entries(values)) {
    if (isDateRange(value)) {
      if (value.length === 2) params = addDateRange(params, value, name)
      continue
    }
    const text = value.trim()
    if (text !== '') params[name] = text
  }
  return params
}
