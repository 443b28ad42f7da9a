import {
  SCROLL_DURATION_MS,
  SCROLL_STEP_MS,
  easeInOutQuad,
  smoothScrollTo,
} from '../model/scroll-to'
import { TAB_SCROLL_PADDING, tabScrollTarget } from '../model/tab-scroll-target'

/** An element stand-in that records every position written to it. */
function recorder(start = 0) {
  const positions: number[] = []
  let left = start
  return {
    positions,
    scrollTop: 0,
    get scrollLeft() {
      return left
    },
    set scrollLeft(value: number) {
      left = value
      positions.push(value)
    },
  }
}

describe('smoothScrollTo', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('eases over 500 ms in 20 ms steps: 25 positions, the last exactly on target', () => {
    expect([SCROLL_STEP_MS, SCROLL_DURATION_MS]).toEqual([20, 500])
    const bar = recorder(100)
    smoothScrollTo(bar, 'scrollLeft', 600)
    expect(bar.positions).toEqual([easeInOutQuad(20, 100, 500, 500)])

    vi.advanceTimersByTime(19)
    expect(bar.positions).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(bar.positions).toHaveLength(2)

    vi.advanceTimersByTime(1000)
    expect(bar.positions).toHaveLength(25)
    expect(bar.positions).toEqual(
      Array.from({ length: 25 }, (_, i) => easeInOutQuad((i + 1) * 20, 100, 500, 500)),
    )
    expect(bar.positions[24]).toBe(600)
    // Slow, fast, slow: the middle step moves furthest.
    const moves = bar.positions.map((p, i) => p - (i === 0 ? 100 : bar.positions[i - 1]))
    expect(Math.max(...moves)).toBe(moves[12])
    expect(moves[0]).toBeLessThan(moves[12] / 5)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes the duration it is given', () => {
    const bar = recorder(0)
    smoothScrollTo(bar, 'scrollLeft', -200, 100)
    vi.runAllTimers()
    expect(bar.positions).toHaveLength(5)
    expect(bar.positions[4]).toBe(-200)
  })

  it('stops when asked, and a new scroll of the same element replaces the running one', () => {
    const bar = recorder(0)
    const stop = smoothScrollTo(bar, 'scrollLeft', 500)
    vi.advanceTimersByTime(100)
    stop()
    vi.runAllTimers()
    expect(bar.positions).toHaveLength(6)

    const other = recorder(0)
    smoothScrollTo(other, 'scrollLeft', 500)
    vi.advanceTimersByTime(200)
    smoothScrollTo(other, 'scrollLeft', 0)
    vi.runAllTimers()
    expect(other.positions.at(-1)).toBe(0)
    // 11 steps of the first scroll, then 25 of the second: the first did not keep writing.
    expect(other.positions).toHaveLength(11 + 25)
  })
})

describe('tabScrollTarget', () => {
  // Ten 100 px tabs with 5 px between them, in a 300 px wide bar.
  const tabs = Array.from({ length: 10 }, (_, i) => ({
    offsetLeft: 15 + i * 105,
    offsetWidth: 100,
  }))
  const bar = (scrollLeft: number) => ({ clientWidth: 300, scrollLeft, scrollWidth: 1065 })

  it('scrolls fully left for the first tab and fully right for the last', () => {
    expect(tabScrollTarget(bar(400), tabs, 0)).toBe(0)
    expect(tabScrollTarget(bar(0), tabs, 9)).toBe(765)
    expect(tabScrollTarget(bar(765), tabs, 9)).toBeNull()
  })

  it('shows the next tab with 4 px to spare when the tab lies to the right', () => {
    expect(TAB_SCROLL_PADDING).toBe(4)
    // Tab 5's right neighbour ends at 15 + 6 * 105 + 100 = 745.
    expect(tabScrollTarget(bar(0), tabs, 5)).toBe(745 + 4 - 300)
  })

  it('shows the previous tab with 4 px to spare when the tab lies to the left', () => {
    // Tab 3's left neighbour starts at 15 + 2 * 105 = 225.
    expect(tabScrollTarget(bar(600), tabs, 3)).toBe(225 - 4)
  })

  it('leaves the bar alone when the tab and its neighbours are in view', () => {
    // Tabs 1 to 3 span 120 to 430: they fit in a 400 px bar scrolled to 100.
    expect(tabScrollTarget({ ...bar(100), clientWidth: 400 }, tabs, 2)).toBeNull()
    expect(tabScrollTarget(bar(0), tabs, -1)).toBeNull()
  })
})
