import { splitTopMenus, topNavVisibleCount } from '../model/top-nav'

describe('top navigation visible count (window width / 3 / 85, rounded down)', () => {
  it.each([
    [1280, 5],
    [1440, 5],
    [1920, 7],
    [390, 1],
    [2560, 10],
    [200, 0],
  ])('%i px shows %i menus', (width, count) => {
    expect(topNavVisibleCount(width)).toBe(count)
  })

  it('puts the menus past the visible count under more menu', () => {
    expect(splitTopMenus(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: ['d'] })
    expect(splitTopMenus(['a', 'b'], 5)).toEqual({ shown: ['a', 'b'], more: [] })
  })
})
