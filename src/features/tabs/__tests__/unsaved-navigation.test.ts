import { pageLosingUnsavedWork, type UnsavedNavigationCheck } from '../model/unsaved-navigation'

const DESIGNER = '/bpm/manager/model/design'

/** The designer's tab with unsaved work on model m1, the user on the model list. */
const base: UnsavedNavigationCheck = {
  views: [
    { key: '/index', fullPath: '/index' },
    { key: '/bpm/manager/model', fullPath: '/bpm/manager/model' },
    { key: DESIGNER, fullPath: `${DESIGNER}?modelId=m1` },
  ],
  cachedKeys: ['/index', '/bpm/manager/model', DESIGNER],
  unsavedKeys: [DESIGNER],
  current: { pathname: '/bpm/manager/model', search: '', key: '/bpm/manager/model' },
  next: { pathname: DESIGNER, search: '?modelId=m2' },
}

describe('pageLosingUnsavedWork', () => {
  it('names the hidden tab another address would replace', () => {
    expect(pageLosingUnsavedWork(base)).toBe(DESIGNER)
  })

  it('names the shown tab when it is given another address from inside', () => {
    const inside = { pathname: DESIGNER, search: '?modelId=m1', key: DESIGNER }
    expect(pageLosingUnsavedWork({ ...base, current: inside })).toBe(DESIGNER)
  })

  it('lets the user go back to the same address, switch tabs, change the hash or refresh', () => {
    expect(
      pageLosingUnsavedWork({ ...base, next: { pathname: DESIGNER, search: '?modelId=m1' } }),
    ).toBeNull()
    expect(pageLosingUnsavedWork({ ...base, next: { pathname: '/index', search: '' } })).toBeNull()
    const withHash = { ...base, views: [{ key: DESIGNER, fullPath: `${DESIGNER}?modelId=m1#x` }] }
    expect(
      pageLosingUnsavedWork({ ...withHash, next: { pathname: DESIGNER, search: '?modelId=m1' } }),
    ).toBeNull()
    const refresh = { pathname: `/redirect${DESIGNER}`, search: '?modelId=m1' }
    expect(pageLosingUnsavedWork({ ...base, next: refresh })).toBeNull()
  })

  it('never asks when nothing is unsaved', () => {
    expect(pageLosingUnsavedWork({ ...base, unsavedKeys: [] })).toBeNull()
    expect(pageLosingUnsavedWork({ ...base, unsavedKeys: ['/index'] })).toBeNull()
  })

  it('names a shown page that is not kept (no tab bar, or a no-cache route) when the user leaves', () => {
    const current = { pathname: DESIGNER, search: '?modelId=m1', key: DESIGNER }
    const noTabs = { ...base, views: [], cachedKeys: [], current }
    expect(pageLosingUnsavedWork({ ...noTabs, next: { pathname: '/index', search: '' } })).toBe(
      DESIGNER,
    )
    expect(
      pageLosingUnsavedWork({ ...noTabs, next: { pathname: DESIGNER, search: '?modelId=m2' } }),
    ).toBe(DESIGNER)
    expect(
      pageLosingUnsavedWork({ ...noTabs, next: { pathname: DESIGNER, search: '?modelId=m1' } }),
    ).toBeNull()
  })
})
