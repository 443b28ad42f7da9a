import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Button from '@mui/material/Button'
import defaultAvatar from '@/shared/assets/default-avatar.svg'
import { selectComponentSize } from '@/shared/layout-settings/layout-slice'
import { DOCS_URL, renderLayout } from './layout-harness'

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(document, 'fullscreenEnabled')
})

describe('size select', () => {
  it('switches the size of the whole console, says so and remembers it', async () => {
    const user = userEvent.setup()
    const { store } = renderLayout({ page: <Button>示例按钮</Button> })
    const sample = screen.getByRole('button', { name: '示例按钮' })
    expect(sample).toHaveClass('MuiButton-sizeMedium')

    await user.click(screen.getByRole('button', { name: '布局大小' }))
    const sizes = screen.getByRole('menu', { name: '布局大小' })
    expect(
      within(sizes)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Default', 'Medium', 'Small', 'Mini'])
    expect(within(sizes).getByRole('menuitem', { name: 'Medium' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(within(sizes).getByRole('menuitem', { name: 'Mini' }))

    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument()
    expect(selectComponentSize(store.getState())).toBe('mini')
    expect(localStorage.getItem('size')).toBe('mini')
    expect(screen.getByRole('button', { name: '示例按钮' })).toHaveClass('MuiButton-sizeSmall')
  })

  it('starts from the stored size', () => {
    localStorage.setItem('size', 'small')
    renderLayout({ page: <Button>示例按钮</Button> })
    expect(screen.getByRole('button', { name: '示例按钮' })).toHaveClass('MuiButton-sizeSmall')
  })
})

describe('full-screen toggle', () => {
  it('warns when the browser cannot go full screen', async () => {
    const user = userEvent.setup()
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false })
    renderLayout()
    await user.click(screen.getByRole('button', { name: '全屏' }))
    expect(await screen.findByText('你的浏览器不支持全屏')).toBeInTheDocument()
  })

  it('asks the browser for full screen when it can', async () => {
    const user = userEvent.setup()
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true })
    const request = vi.fn(() => Promise.resolve())
    document.documentElement.requestFullscreen = request
    renderLayout()
    await user.click(screen.getByRole('button', { name: '全屏' }))
    expect(request).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('你的浏览器不支持全屏')).not.toBeInTheDocument()
  })
})

describe('header search', () => {
  it('navigates to the chosen page', async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    await user.type(screen.getByRole('combobox', { name: '搜索菜单内容' }), '参数')
    await user.click(await screen.findByRole('option', { name: '基础设施 > 参数配置' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/infra/config')
    expect(screen.queryByRole('combobox', { name: '搜索菜单内容' })).not.toBeInTheDocument()
  })

  it('opens an http(s) page in a new window', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderLayout()
    await user.click(screen.getByRole('button', { name: '搜索菜单' }))
    await user.type(screen.getByRole('combobox', { name: '搜索菜单内容' }), '使用文档')
    await user.keyboard('{Enter}')
    expect(open).toHaveBeenCalledWith(DOCS_URL, '_blank', 'noopener,noreferrer')
    expect(screen.getByTestId('location')).toHaveTextContent('/index')
  })
})

describe('user menu', () => {
  it('shows the default avatar and offers 个人中心, 使用文档, 布局设置 and 退出登录', async () => {
    const user = userEvent.setup()
    renderLayout()
    const button = screen.getByRole('button', { name: '用户菜单' })
    expect(button.querySelector('img')).toHaveAttribute('src', defaultAvatar)
    await user.click(button)
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '个人中心',
      '使用文档',
      '布局设置',
      '退出登录',
    ])
    await user.click(screen.getByRole('menuitem', { name: '布局设置' }))
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeInTheDocument()
  })

  it("opens the console's own guide from 使用文档, not an outside site", async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole('button', { name: '用户菜单' }))
    await user.click(screen.getByRole('menuitem', { name: '使用文档' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/help$/)
  })

  it('asks before logging out', async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole('button', { name: '用户菜单' }))
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }))
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/index')
  })
})
