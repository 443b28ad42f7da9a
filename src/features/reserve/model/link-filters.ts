import type { SearchValues } from '@/shared/list-kit'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Filters a link may open a booking list with (the dashboard's cards): ?visitDate=YYYY-MM-DD
 * (that day) and ?status=N when N is one of `statuses`. Anything else in the link is ignored.
 */
export function filtersFromLink(
  params: URLSearchParams,
  statuses: ReadonlySet<string>,
): SearchValues {
  const defaults: SearchValues = {}
  const day = params.get('visitDate')
  if (day && DAY.test(day)) defaults.visitDate = [day, day]
  const status = params.get('status')
  if (status && statuses.has(status)) defaults.status = status
  return defaults
}
