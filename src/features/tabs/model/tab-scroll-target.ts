/** Room left beside the neighbour of the tab scrolled into view. */
export const TAB_SCROLL_PADDING = 4

export interface TabBox {
  offsetLeft: number
  offsetWidth: number
}

export interface TabScroller {
  /** Visible width of the scrolling bar. */
  clientWidth: number
  scrollLeft: number
  scrollWidth: number
}

/**
 * The scrollLeft that shows the tab at `index` with its neighbours peeking in (the first tab
 * scrolls fully left, the last fully right), or null when it is already in view. Offsets are
 * relative to the scrolling bar.
 */
export function tabScrollTarget(
  scroller: TabScroller,
  tabs: readonly TabBox[],
  index: number,
): number | null {
  if (index < 0 || index >= tabs.length) return null
  const { clientWidth, scrollLeft, scrollWidth } = scroller
  let target: number | null = null
  if (index === 0) {
    target = 0
  } else if (index === tabs.length - 1) {
    target = Math.max(0, scrollWidth - clientWidth)
  } else {
    const next = tabs[index + 1]
    const previous = tabs[index - 1]
    const afterNext = next.offsetLeft + next.offsetWidth + TAB_SCROLL_PADDING
    const beforePrevious = previous.offsetLeft - TAB_SCROLL_PADDING
    if (afterNext > scrollLeft + clientWidth) target = afterNext - clientWidth
    else if (beforePrevious < scrollLeft) target = beforePrevious
  }
  return target === null || target === scrollLeft ? null : target
}
