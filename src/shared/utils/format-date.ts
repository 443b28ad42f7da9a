import dayjs from 'dayjs'

export const DEFAULT_DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss'
export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD'

export type DateInput = number | string | Date | null | undefined

/**
 * Formats epoch milliseconds (the contract's date-time form), a date string or a Date with a
 * dayjs pattern. Empty or unparsable input gives '' so table cells stay blank instead of
 * showing 'Invalid Date'.
 */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_TIME_PATTERN): string {
  if (value === null || value === undefined || value === '') return ''
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed.format(pattern) : ''
}
