import dayjs, { type Dayjs } from 'dayjs'

/**
 * How a date field hands its value over, so the wire format stays what each query already sends:
 * - 'date': 'YYYY-MM-DD' (the search forms' ranges; the list kit adds 00:00:00 / 23:59:59);
 * - 'datetime': 'YYYY-MM-DD HH:mm:ss' (the admin-api's LocalDateTime);
 * - 'epoch': milliseconds since 1970 (fields the server sends and takes as numbers).
 */
export type DateValueFormat = 'date' | 'datetime' | 'epoch'

/** A date field's value: a string or epoch ms per its format; null (or '') while empty. */
export type DateFieldValue = string | number | null

/** A range: [begin, end] (an end may be empty while the user picks), or [] when empty. */
export type DateRangeFieldValue = readonly [DateFieldValue, DateFieldValue] | readonly []

export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
/** What the field shows when it holds a time too (seconds are not picked). */
export const DATETIME_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm'
export const TIME_FORMAT = 'HH:mm'

/** The picker's value for a field value; null when empty or unreadable. */
export function parseDateValue(value: DateFieldValue | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null
  const parsed = typeof value === 'number' ? dayjs(value) : dayjs(value)
  return parsed.isValid() ? parsed : null
}

/**
 * Which instant of a picked day a range end means when no time is picked: the beginning of the
 * first day, the end of the last day (so a one-day range covers the whole day).
 */
export type RangeEdge = 'start' | 'end' | 'exact'

/** The field value for a picked date (null when cleared). */
export function formatDateValue(
  picked: Dayjs | null,
  format: DateValueFormat,
  edge: RangeEdge = 'exact',
): DateFieldValue {
  if (!picked || !picked.isValid()) return null
  const moment =
    edge === 'start' ? picked.startOf('day') : edge === 'end' ? picked.endOf('day') : picked
  if (format === 'date') return moment.format(DATE_FORMAT)
  if (format === 'datetime') return moment.format(DATETIME_FORMAT)
  return moment.valueOf()
}

/** The picker's value for 'HH:mm' (or 'HH:mm:ss'); null when empty or unreadable. */
export function parseTimeValue(value: string | null | undefined): Dayjs | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '')
  if (!match) return null
  return dayjs()
    .startOf('day')
    .hour(Number(match[1]))
    .minute(Number(match[2]))
    .second(Number(match[3] ?? 0))
}
