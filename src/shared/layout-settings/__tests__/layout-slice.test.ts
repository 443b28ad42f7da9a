import { configureStore } from '@reduxjs/toolkit'
import {
  DEFAULT_LAYOUT_SETTINGS,
  layoutSlice,
  selectComponentSize,
  selectLayoutSettings,
  selectSidebar,
  settingsChanged,
  settingsReset,
  settingsSaved,
  sidebarClosed,
  sidebarToggled,
  sizeChanged,
} from '..'

/** A new store reads storage when it is created, as one page load (or qiankun mount) does. */
function newStore() {
  return configureStore({ reducer: { [layoutSlice.name]: layoutSlice.reducer } })
}

describe('layout settings', () => {
  it('start from the documented defaults', () => {
    const store = newStore()
    expect(selectLayoutSettings(store.getState())).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      showSettings: true,
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      errorLog: false,
    })
    expect(selectComponentSize(store.getState())).toBe('medium')
    expect(selectSidebar(store.getState()).opened).toBe(true)
  })

  it("apply live, are written to 'layout-setting' on save and read back after a reload", () => {
    const store = newStore()
    store.dispatch(settingsChanged({ topNav: true, theme: '#ff4500', sideTheme: 'theme-light' }))
    expect(selectLayoutSettings(store.getState()).topNav).toBe(true)
    expect(localStorage.getItem('layout-setting')).toBeNull()

    store.dispatch(settingsSaved())
    expect(JSON.parse(localStorage.getItem('layout-setting')!)).toMatchObject({
      topNav: true,
      theme: '#ff4500',
      sideTheme: 'theme-light',
      tagsView: true,
    })

    const reloaded = newStore()
    expect(selectLayoutSettings(reloaded.getState())).toMatchObject({
      topNav: true,
      theme: '#ff4500',
      sideTheme: 'theme-light',
      tagsView: true,
      sidebarLogo: true,
    })
  })

  it('reset restores the defaults and clears the stored settings', () => {
    const store = newStore()
    store.dispatch(settingsChanged({ tagsView: false, fixedHeader: true, theme: '#c71585' }))
    store.dispatch(settingsSaved())

    store.dispatch(settingsReset())
    expect(selectLayoutSettings(store.getState())).toEqual(DEFAULT_LAYOUT_SETTINGS)
    expect(localStorage.getItem('layout-setting')).toBeNull()
    expect(selectLayoutSettings(newStore().getState())).toEqual(DEFAULT_LAYOUT_SETTINGS)
  })

  it('ignore stored values of the wrong kind instead of breaking the theme', () => {
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({
        theme: 'red; background: url(x)',
        sideTheme: 'neon',
        tagsView: 'no',
        topNav: true,
      }),
    )
    expect(selectLayoutSettings(newStore().getState())).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      topNav: true,
    })
  })
})

describe('component size', () => {
  it("is stored under 'size' and read back after a reload", () => {
    const store = newStore()
    store.dispatch(sizeChanged('mini'))
    expect(selectComponentSize(store.getState())).toBe('mini')
    expect(localStorage.getItem('size')).toBe('mini')
    expect(selectComponentSize(newStore().getState())).toBe('mini')
  })

  it('falls back to medium for an unknown stored size', () => {
    localStorage.setItem('size', 'huge')
    expect(selectComponentSize(newStore().getState())).toBe('medium')
  })
})

describe('sidebar', () => {
  it("toggling is stored under 'sidebarStatus' and survives a reload", () => {
    const store = newStore()
    store.dispatch(sidebarToggled())
    expect(selectSidebar(store.getState()).opened).toBe(false)
    expect(localStorage.getItem('sidebarStatus')).toBe('0')
    expect(selectSidebar(newStore().getState()).opened).toBe(false)

    store.dispatch(sidebarToggled())
    expect(localStorage.getItem('sidebarStatus')).toBe('1')
    expect(selectSidebar(newStore().getState()).opened).toBe(true)
  })

  it('closing for the phone layout is not remembered for the desktop', () => {
    const store = newStore()
    store.dispatch(sidebarClosed({ withoutAnimation: true }))
    expect(selectSidebar(store.getState())).toMatchObject({
      opened: false,
      withoutAnimation: true,
    })
    expect(localStorage.getItem('sidebarStatus')).toBeNull()
  })
})
