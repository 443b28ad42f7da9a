import {
  getLayoutSetting,
  getSidebarHide,
  getSidebarStatus,
  getSize,
  removeLayoutSetting,
  setLayoutSetting,
  setSidebarHide,
  setSidebarStatus,
  setSize,
} from '../layout-storage'

it("keeps the layout settings as JSON under 'layout-setting'", () => {
  expect(getLayoutSetting()).toBeNull()
  setLayoutSetting({ theme: '#409EFF', tagsView: true, sideTheme: 'theme-dark' })
  expect(JSON.parse(localStorage.getItem('layout-setting')!)).toEqual({
    theme: '#409EFF',
    tagsView: true,
    sideTheme: 'theme-dark',
  })
  expect(getLayoutSetting()).toEqual({ theme: '#409EFF', tagsView: true, sideTheme: 'theme-dark' })
  removeLayoutSetting()
  expect(getLayoutSetting()).toBeNull()
})

it('ignores unreadable layout settings', () => {
  localStorage.setItem('layout-setting', '{not json')
  expect(getLayoutSetting()).toBeNull()
  localStorage.setItem('layout-setting', '[1]')
  expect(getLayoutSetting()).toBeNull()
})

it("keeps the sidebar status as '1' / '0' under 'sidebarStatus'", () => {
  expect(getSidebarStatus()).toBeNull()
  setSidebarStatus('0')
  expect(localStorage.getItem('sidebarStatus')).toBe('0')
  expect(getSidebarStatus()).toBe('0')
  setSidebarStatus('1')
  expect(getSidebarStatus()).toBe('1')
})

it("keeps 'size' and 'sidebarHide'", () => {
  expect(getSize()).toBeNull()
  expect(getSidebarHide()).toBeNull()
  setSize('medium')
  setSidebarHide(true)
  expect(localStorage.getItem('size')).toBe('medium')
  expect(localStorage.getItem('sidebarHide')).toBe('true')
  expect(getSize()).toBe('medium')
  expect(getSidebarHide()).toBe(true)
  setSidebarHide(false)
  expect(getSidebarHide()).toBe(false)
})
