import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectDevice, selectSidebar } from '@/shared/layout-settings/layout-slice'
import { renderLayout, resizeWindow } from './layout-harness'

const JSDOM_WIDTH = window.innerWidth

afterEach(() => resizeWindow(JSDOM_WIDTH))

describe('on a phone (body under 992 px)', () => {
  it('hides the header tools and starts with the sidebar closed', () => {
    resizeWindow(390)
    const { store } = renderLayout({ url: '/system/dict' })
    expect(selectDevice(store.getState())).toBe('mobile')
    expect(screen.queryByRole('button', { name: '站内信提醒' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument()
    // Closed for the phone, not stored as the user's choice.
    expect(localStorage.getItem('sidebarStatus')).toBeNull()
    expect(selectSidebar(store.getState()).withoutAnimation).toBe(true)
  })

  it('opens the sidebar as an overlay that closes when the route changes', async () => {
    const user = userEvent.setup()
    resizeWindow(390)
    renderLayout({ url: '/system/dict' })

    await user.click(screen.getByRole('button', { name: '展开菜单' }))
    const menu = await screen.findByRole('navigation', { name: '主菜单' })
    await user.click(within(menu).getByRole('button', { name: '基础设施' }))
    await user.click(within(menu).getByRole('link', { name: '参数配置' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/infra/config')
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument(),
    )
  })

  it('switches to the phone layout when the window narrows, and back', () => {
    const { store } = renderLayout({ url: '/system/dict' })
    expect(screen.getByRole('button', { name: '站内信提醒' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument()

    resizeWindow(991)
    expect(selectDevice(store.getState())).toBe('mobile')
    expect(screen.queryByRole('button', { name: '站内信提醒' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument()

    resizeWindow(992)
    expect(selectDevice(store.getState())).toBe('desktop')
    expect(screen.getByRole('button', { name: '站内信提醒' })).toBeInTheDocument()
  })
})
