import { computePagerItems, type PagerItem } from '../pager-items'

function show(items: PagerItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ')
}

describe('computePagerItems', () => {
  it('shows every page when they fit', () => {
    expect(show(computePagerItems(1, 7, 7))).toBe('1 2 3 4 5 6 7')
    expect(show(computePagerItems(1, 1, 7))).toBe('1')
  })

  it('shows at most 7 numbers with the first and last page and an ellipsis per skipped run', () => {
    expect(show(computePagerItems(1, 20, 7))).toBe('1 2 3 4 5 6 … 20')
    expect(show(computePagerItems(4, 20, 7))).toBe('1 2 3 4 5 6 … 20')
    expect(show(computePagerItems(5, 20, 7))).toBe('1 … 3 4 5 6 7 … 20')
    expect(show(computePagerItems(10, 20, 7))).toBe('1 … 8 9 10 11 12 … 20')
    expect(show(computePagerItems(17, 20, 7))).toBe('1 … 15 16 17 18 19 20')
    expect(show(computePagerItems(20, 20, 7))).toBe('1 … 15 16 17 18 19 20')
  })

  it('shows 5 numbers with a pager count of 5', () => {
    expect(show(computePagerItems(1, 10, 5))).toBe('1 2 3 4 … 10')
    expect(show(computePagerItems(5, 10, 5))).toBe('1 … 4 5 6 … 10')
    expect(show(computePagerItems(10, 10, 5))).toBe('1 … 7 8 9 10')
  })

  it('clamps a page outside the range', () => {
    expect(show(computePagerItems(99, 3, 7))).toBe('1 2 3')
    expect(show(computePagerItems(1, 0, 7))).toBe('1')
  })
})
