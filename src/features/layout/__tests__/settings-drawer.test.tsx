import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectLayoutSettings } from '@/shared/layout-settings/layout-slice'
import { renderLayout } from './layout-harness'

async function openSettings() {
  const user = userEvent.setup()
  const view = renderLayout({ url: '/system/dict' })
  await user.click(screen.getByRole('button', { name: '用户菜单' }))
  await user.click(screen.getByRole('menuitem', { name: '布局设置' }))
  const drawer = await screen.findByRole('dialog', { name: '布局设置' })
  return { user, drawer, ...view }
}

const sidebarEntry = (name: string) =>
  within(screen.getByRole('navigation', { name: '主菜单', hidden: true })).getByRole('link', {
    name,
    hidden: true,
  })

// While the drawer is open the console behind it is hidden from assistive technology.
const behind = { hidden: true }

// Each test renders the whole console shell (MUI, StrictMode) and clicks through a drawer.
vi.setConfig({ testTimeout: 20000 })

describe('settings drawer', () => {
  it('applies the switches at once: tab bar, logo, fixed header, top navigation', async () => {
    const { user, drawer } = await openSettings()
    expect(screen.getByTestId('tabs-bar')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '票务预约管理系统', ...behind })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.getByTestId('console-header')).not.toHaveStyle({ position: 'sticky' })

    await user.click(within(drawer).getByRole('switch', { name: '开启标签页' }))
    expect(screen.queryByTestId('tabs-bar')).not.toBeInTheDocument()

    await user.click(within(drawer).getByRole('switch', { name: '显示Logo' }))
    expect(
      screen.queryByRole('link', { name: '票务预约管理系统', ...behind }),
    ).not.toBeInTheDocument()

    await user.click(within(drawer).getByRole('switch', { name: '固定头部' }))
    expect(screen.getByTestId('console-header')).toHaveStyle({ position: 'sticky' })

    await user.click(within(drawer).getByRole('switch', { name: '开启顶部导航' }))
    expect(screen.getByRole('navigation', { name: '顶部导航', ...behind })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: '面包屑', ...behind })).not.toBeInTheDocument()
  })

  it('recolours the console with the chosen theme colour and side theme', async () => {
    const { user, drawer, store } = await openSettings()
    // The theme colour, lightened on the dark sidebar to 4.5:1 (#409EFF itself is 3.7:1 there).
    expect(sidebarEntry('字典管理')).toHaveStyle({ color: 'rgb(98, 175, 255)' })

    await user.click(within(drawer).getByRole('button', { name: '#c71585' }))
    expect(sidebarEntry('字典管理')).toHaveStyle({ color: 'rgb(229, 147, 198)' }) // #c71585, lighter
    expect(within(drawer).getByRole('button', { name: '#c71585' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(drawer).getByRole('button', { name: '亮色主题' }))
    expect(selectLayoutSettings(store.getState()).sideTheme).toBe('theme-light')
    expect(screen.getByRole('navigation', { name: '主菜单', ...behind }).parentElement).toHaveStyle(
      {
        backgroundColor: 'rgb(255, 255, 255)',
      },
    )
  })

  it('offers the default colour and the presets as swatches', async () => {
    const { drawer } = await openSettings()
    const swatches = within(within(drawer).getByRole('group', { name: '主题颜色' }))
      .getAllByRole('button')
      .map((swatch) => swatch.getAttribute('aria-label'))
    expect(swatches).toEqual([
      '#409EFF',
      '#ff4500',
      '#ff8c00',
      '#ffd700',
      '#90ee90',
      '#00ced1',
      '#1e90ff',
      '#c71585',
    ])
  })

  it("saves to 'layout-setting' with a saving message", async () => {
    const { user, drawer } = await openSettings()
    await user.click(within(drawer).getByRole('switch', { name: '动态标题' }))
    await user.click(within(drawer).getByRole('button', { name: '#ff4500' }))
    expect(localStorage.getItem('layout-setting')).toBeNull()

    await user.click(within(drawer).getByRole('button', { name: '保存配置' }))
    expect(screen.getByText('正在保存到本地，请稍候...')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('layout-setting')!)).toMatchObject({
      dynamicTitle: true,
      theme: '#ff4500',
      tagsView: true,
    })
    await waitFor(() =>
      expect(screen.queryByText('正在保存到本地，请稍候...')).not.toBeInTheDocument(),
    )
  })

  it('reset restores the defaults and forgets the saved settings', async () => {
    const { user, drawer, store } = await openSettings()
    await user.click(within(drawer).getByRole('switch', { name: '开启标签页' }))
    await user.click(within(drawer).getByRole('button', { name: '#ffd700' }))
    await user.click(within(drawer).getByRole('button', { name: '保存配置' }))
    expect(localStorage.getItem('layout-setting')).not.toBeNull()

    await user.click(within(drawer).getByRole('button', { name: '重置配置' }))
    expect(localStorage.getItem('layout-setting')).toBeNull()
    expect(selectLayoutSettings(store.getState())).toMatchObject({
      theme: '#409EFF',
      tagsView: true,
    })
    expect(within(drawer).getByRole('switch', { name: '开启标签页' })).toBeChecked()
    expect(screen.getByTestId('tabs-bar')).toBeInTheDocument()
  })

  it('reopens with what was saved', async () => {
    localStorage.setItem('layout-setting', JSON.stringify({ tagsView: false, topNav: true }))
    const { drawer } = await openSettings()
    expect(within(drawer).getByRole('switch', { name: '开启标签页' })).not.toBeChecked()
    expect(within(drawer).getByRole('switch', { name: '开启顶部导航' })).toBeChecked()
    expect(screen.queryByTestId('tabs-bar')).not.toBeInTheDocument()
  })
})

describe('document title', () => {
  it('names the page when dynamic titles are on', async () => {
    const { user, drawer } = await openSettings()
    expect(document.title).toBe('票务预约管理系统')
    await user.click(within(drawer).getByRole('switch', { name: '动态标题' }))
    expect(document.title).toBe('字典管理 - 票务预约管理系统')
    await user.click(within(drawer).getByRole('switch', { name: '动态标题' }))
    expect(document.title).toBe('票务预约管理系统')
  })
})
