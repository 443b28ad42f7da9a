import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { settingsChanged } from '@/shared/layout-settings/layout-slice'
import { innerLinkPath } from '../model/menu-links'
import {
  createLayoutStore,
  DOCS_URL,
  MENU_ROUTES,
  renderLayout,
  resizeWindow,
  route,
  WIKI_URL,
} from './layout-harness'

const JSDOM_WIDTH = window.innerWidth

afterEach(() => {
  resizeWindow(JSDOM_WIDTH)
  vi.restoreAllMocks()
})

/** Eight more top sections than the sandbox has, so the navbar overflows. */
const MANY_TOPS = Array.from({ length: 6 }, (_, i) =>
  route(`/section${i + 1}`, `栏目${i + 1}`, {
    children: [route(`/section${i + 1}/page`, `栏目${i + 1}页面`, { component: 'x' })],
  }),
)

function renderTopNav(url = '/index', menuRoutes = MENU_ROUTES) {
  const store = createLayoutStore()
  store.dispatch(settingsChanged({ topNav: true }))
  return renderLayout({ url, store, menuRoutes })
}

const topNav = () => screen.getByRole('navigation', { name: '顶部导航' })
const topItems = () =>
  within(topNav())
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('top navigation', () => {
  it('replaces the breadcrumb with the top menus', () => {
    renderTopNav()
    expect(screen.queryByRole('navigation', { name: '面包屑' })).not.toBeInTheDocument()
    expect(topItems()).toEqual(['首页', '系统管理', '基础设施', '使用文档'])
  })

  it('shows five menus at 1280 px and puts the rest under 更多菜单', async () => {
    const user = userEvent.setup()
    resizeWindow(1280)
    renderTopNav('/index', [...MENU_ROUTES, ...MANY_TOPS])

    expect(topItems()).toEqual(['首页', '系统管理', '基础设施', '使用文档', '栏目1', '更多菜单'])
    await user.click(within(topNav()).getByRole('button', { name: '更多菜单' }))
    const more = screen.getByRole('menu', { name: '更多菜单' })
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['栏目2', '栏目3', '栏目4', '栏目5', '栏目6'])
  })

  it('shows seven at 1920 px, and follows the window as it resizes', () => {
    resizeWindow(1920)
    renderTopNav('/index', [...MENU_ROUTES, ...MANY_TOPS])
    expect(topItems()).toHaveLength(8)
    expect(topItems().at(-1)).toBe('更多菜单')
    expect(topItems()).toContain('栏目3')

    resizeWindow(1440)
    expect(topItems()).toEqual(['首页', '系统管理', '基础设施', '使用文档', '栏目1', '更多菜单'])
  })

  it('shows the children of the chosen top menu in the sidebar', async () => {
    const user = userEvent.setup()
    renderTopNav('/system/dict')
    const sidebar = screen.getByRole('navigation', { name: '主菜单' })
    expect(within(sidebar).getByRole('link', { name: '字典管理' })).toBeInTheDocument()
    expect(within(sidebar).queryByRole('link', { name: '参数配置' })).not.toBeInTheDocument()

    await user.click(within(topNav()).getByRole('button', { name: '基础设施' }))
    expect(within(sidebar).getByRole('link', { name: '参数配置' })).toBeInTheDocument()
    expect(within(sidebar).queryByRole('link', { name: '字典管理' })).not.toBeInTheDocument()
    // Choosing a section does not leave the page.
    expect(screen.getByTestId('location')).toHaveTextContent('/system/dict')
  })

  it('hides the sidebar for a top menu that is a page of its own, and stores that', async () => {
    const user = userEvent.setup()
    renderTopNav('/system/dict')
    await user.click(within(topNav()).getByRole('button', { name: '首页' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/index')
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument()
    expect(localStorage.getItem('sidebarHide')).toBe('true')
  })

  it('opens an external link in a new tab and an inner link in the console', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderTopNav('/infra/config')

    await user.click(within(topNav()).getByRole('button', { name: '使用文档' }))
    expect(open).toHaveBeenCalledWith(DOCS_URL, '_blank', 'noopener,noreferrer')
    expect(screen.getByTestId('location')).toHaveTextContent('/infra/config')

    const sidebar = screen.getByRole('navigation', { name: '主菜单' })
    await user.click(within(sidebar).getByRole('link', { name: '知识库' }))
    expect(screen.getByTestId('location')).toHaveTextContent(innerLinkPath(WIKI_URL, '知识库'))
    expect(within(sidebar).getByRole('link', { name: '知识库' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(open).toHaveBeenCalledTimes(1)
  })
})
