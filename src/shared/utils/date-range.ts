import dayjs from 'dayjs'

export const RANGE_BEGIN_TIME = '00:00:00'
export const RANGE_END_TIME = '23:59:59'

/** A picked date range: [begin, end] as 'YYYY-MM-DD' (a time part is ignored), or nothing. */
export type DateRange = readonly [string, string] | readonly []

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/

function datePart(value: string | undefined): string | null {
  if (!value) return null
  const prefix = DATE_PREFIX.exec(value)
  if (prefix) return prefix[0]
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null
}

/**
 * Returns a copy of `params` with `propName` set to
 * ['YYYY-MM-DD 00:00:00', 'YYYY-MM-DD 23:59:59'] so a whole-day range reaches the server
 * (docs/admin-api.md#query-strings). An empty or incomplete range leaves `params` unchanged.
 */
export function addDateRange<P extends object, K extends string = 'createTime'>(
  params: P,
  range: DateRange | null | undefined,
  propName: K = 'createTime' as K,
): P & Partial<Record<K, [string, string]>> {
  const begin = datePart(range?.[0])
  const end = datePart(range?.[1])
  if (!begin || !end) return { ...params }
  return { ...params, [propName]: [`${begin} ${RANGE_BEGIN_TIME}`, `${end} ${RANGE_END_TIME}`] }
}
