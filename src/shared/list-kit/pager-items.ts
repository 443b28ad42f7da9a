export type PagerItem =
  { type: 'page'; page: number } | { type: 'start-ellipsis' } | { type: 'end-ellipsis' }

/**
 * The numbered buttons of a pager with `pagerCount` numbers at most: the first and last page are
 * always shown and the current page stays in the middle of the rest, with an ellipsis for each
 * skipped run. E.g. pagerCount 7, page 10 of 20: 1 … 8 9 10 11 12 … 20.
 *
 * MUI's usePagination keeps the number of slots (numbers + ellipses) constant instead, which shows
 * 8 numbers near the ends with 7 slots in the middle; the console's pager keeps the number count.
 */
export function computePagerItems(
  page: number,
  pageCount: number,
  pagerCount: number,
): PagerItem[] {
  const count = Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), count)
  const pages = (from: number, to: number): PagerItem[] =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({
      type: 'page' as const,
      page: from + i,
    }))

  if (count <= pagerCount) return pages(1, count)

  const half = (pagerCount - 1) / 2
  const showStartEllipsis = current > pagerCount - half
  const showEndEllipsis = current < count - half
  const inner = pagerCount - 2

  let middle: PagerItem[]
  if (showStartEllipsis && !showEndEllipsis) middle = pages(count - inner, count - 1)
  else if (!showStartEllipsis && showEndEllipsis) middle = pages(2, inner + 1)
  else {
    const offset = Math.floor(pagerCount / 2) - 1
    middle = pages(current - offset, current + offset)
  }

  return [
    { type: 'page', page: 1 },
    ...(showStartEllipsis ? [{ type: 'start-ellipsis' as const }] : []),
    ...middle,
    ...(showEndEllipsis ? [{ type: 'end-ellipsis' as const }] : []),
    { type: 'page', page: count },
  ]
}
