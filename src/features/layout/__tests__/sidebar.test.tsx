import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderLayout } from './layout-harness'

const mainMenu = () => screen.getByRole('navigation', { name: '主菜单' })

describe('sidebar', () => {
  it('lists the permitted menus under the logo, which links to the root', () => {
    renderLayout({ url: '/system/dict' })
    expect(screen.getByRole('link', { name: '票务预约管理系统' })).toHaveAttribute('href', '/')
    expect(within(mainMenu()).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/index')
    expect(within(mainMenu()).getByRole('link', { name: '字典管理' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // An external link opens in a new tab; it never replaces the console.
    expect(within(mainMenu()).getByRole('link', { name: '使用文档' })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  it('a hidden detail page activates the menu it belongs to', () => {
    renderLayout({ url: '/dict/type/data/7' })
    expect(within(mainMenu()).getByRole('link', { name: '字典管理' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('opens one section at a time', async () => {
    const user = userEvent.setup()
    renderLayout({ url: '/system/dict' })
    const system = within(mainMenu()).getByRole('button', { name: '系统管理' })
    const infra = within(mainMenu()).getByRole('button', { name: '基础设施' })
    expect(system).toHaveAttribute('aria-expanded', 'true')
    expect(infra).toHaveAttribute('aria-expanded', 'false')

    // A nested section opens inside its parent, which stays open.
    await user.click(within(mainMenu()).getByRole('button', { name: '站内信管理' }))
    expect(system).toHaveAttribute('aria-expanded', 'true')
    expect(within(mainMenu()).getByRole('link', { name: '消息记录' })).toBeInTheDocument()

    await user.click(infra)
    expect(infra).toHaveAttribute('aria-expanded', 'true')
    expect(system).toHaveAttribute('aria-expanded', 'false')
  })

  it('collapses with the hamburger and stays collapsed after a reload', async () => {
    const user = userEvent.setup()
    const first = renderLayout({ url: '/system/dict' })
    expect(screen.getByRole('heading', { name: '票务预约管理系统' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '收起菜单' }))
    expect(localStorage.getItem('sidebarStatus')).toBe('0')
    expect(screen.queryByRole('heading', { name: '票务预约管理系统' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument()
    first.unmount()

    renderLayout({ url: '/system/dict' })
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '票务预约管理系统' })).not.toBeInTheDocument()
  })

  it('collapsed, a section opens as a flyout menu', async () => {
    const user = userEvent.setup()
    localStorage.setItem('sidebarStatus', '0')
    renderLayout({ url: '/index' })
    await user.click(within(mainMenu()).getByRole('button', { name: '基础设施' }))
    const flyout = screen.getByRole('menu', { name: '基础设施' })
    await user.click(within(flyout).getByRole('menuitem', { name: '参数配置' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/infra/config')
  })

  it('hides the logo when the sidebar-logo setting is off', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ sidebarLogo: false }))
    renderLayout()
    expect(screen.queryByRole('link', { name: '票务预约管理系统' })).not.toBeInTheDocument()
    expect(mainMenu()).toBeInTheDocument()
  })
})
