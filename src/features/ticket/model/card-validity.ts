import { formatDate } from '@/shared/utils'

/** Local midnight of the day holding `now`. */
export function startOfDay(now: number): number {
  const day = new Date(now)
  day.setHours(0, 0, 0, 0)
  return day.getTime()
}

/** A card is valid through the whole of its last day; it has expired once that day is over. */
export function isCardExpired(validTo: number, now: number = Date.now()): boolean {
  return validTo < startOfDay(now)
}

/** '2026-01-01 至 2026-12-31' */
export function validityText(validFrom: number, validTo: number): string {
  return `${formatDate(validFrom, 'YYYY-MM-DD')} 至 ${formatDate(validTo, 'YYYY-MM-DD')}`
}
