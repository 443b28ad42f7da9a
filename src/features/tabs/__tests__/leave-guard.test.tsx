import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activePage, currentLocation, renderTabs, tabTitles } from './tabs-harness'

function confirmDialog() {
  return within(screen.getByRole('dialog'))
}

describe('closing a tab whose page has unsaved work', () => {
  it('asks first: 留在此页 keeps the tab and the work, 离开 closes it', async () => {
    const { go } = renderTabs('/index')
    await go('/system/dict')
    await userEvent.type(activePage().note(), '未保存的流程图')

    await userEvent.click(screen.getByRole('button', { name: '关闭 字典管理' }))
    expect(
      confirmDialog().getByText('当前页面有未保存的修改，离开后将丢失。确定离开吗？'),
    ).toBeInTheDocument()
    await userEvent.click(confirmDialog().getByRole('button', { name: '留在此页' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(tabTitles()).toEqual(['首页', '字典管理'])
    expect(activePage().note()).toHaveValue('未保存的流程图')

    await userEvent.click(screen.getByRole('button', { name: '关闭 字典管理' }))
    await userEvent.click(confirmDialog().getByRole('button', { name: '离开' }))
    await waitFor(() => expect(tabTitles()).toEqual(['首页']))
    // The router moves on after the tab list has changed (its navigation settles a tick later).
    await waitFor(() => expect(currentLocation()).toBe('/index'))
  })

  it('asks for a hidden tab too (its page runs no effects while hidden)', async () => {
    const { go } = renderTabs('/index')
    await go('/system/dict')
    await userEvent.type(activePage().note(), '未保存的表单')
    await go('/infra/config')
    await userEvent.click(screen.getByRole('button', { name: '关闭 字典管理' }))
    await userEvent.click(confirmDialog().getByRole('button', { name: '留在此页' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(tabTitles()).toEqual(['首页', '字典管理', '配置管理'])
    expect(currentLocation()).toBe('/infra/config')
  })

  it('closes pages without unsaved work at once, also in bulk', async () => {
    const { go } = renderTabs('/index')
    await go('/system/dict')
    await userEvent.type(activePage().note(), '已保存')
    await go('/infra/config')
    fireEvent.contextMenu(screen.getByRole('tab', { name: '配置管理' }), {
      clientX: 40,
      clientY: 50,
    })
    await userEvent.click(await screen.findByRole('menuitem', { name: '全部关闭' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(tabTitles()).toEqual(['首页'])
  })
})

describe('navigating to an address that would throw unsaved work away', () => {
  it('asks before a hidden tab with unsaved work gets another address (from another tab)', async () => {
    const { go, router } = renderTabs('/index')
    // Not awaited (the navigation waits for the answer), and outside act: a synchronous act
    // keeps flushing the dialog's transition and never returns.
    const start = (to: string) => void router.navigate(to)
    await go('/system/dict')
    await userEvent.type(activePage().note(), '未保存的字典')
    await go('/infra/config')

    // Like 设计流程 of another model on the list: the hidden tab's page would be re-created.
    start('/system/dict?dictType=2')
    const ask = await screen.findByRole('dialog')
    expect(ask).toHaveTextContent('当前页面有未保存的修改，离开后将丢失。确定离开吗？')
    await userEvent.click(within(ask).getByRole('button', { name: '留在此页' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(currentLocation()).toBe('/infra/config')

    // Switching to the tab itself loses nothing and does not ask.
    await go('/system/dict')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(activePage().note()).toHaveValue('未保存的字典')

    start('/system/dict?dictType=2')
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '离开' }),
    )
    await waitFor(() => expect(currentLocation()).toBe('/system/dict?dictType=2'))
  })

  it('asks before leaving a no-cache page with unsaved work, which would be gone', async () => {
    const { go, router } = renderTabs('/index')
    // Not awaited (the navigation waits for the answer), and outside act: a synchronous act
    // keeps flushing the dialog's transition and never returns.
    const start = (to: string) => void router.navigate(to)
    await go('/system/notify-message')
    await userEvent.type(activePage().note(), '未保存的消息')

    start('/index')
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '留在此页' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(currentLocation()).toBe('/system/notify-message')
    expect(activePage().note()).toHaveValue('未保存的消息')

    start('/index')
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '离开' }),
    )
    await waitFor(() => expect(currentLocation()).toBe('/index'))
    // The work was given up: coming back and leaving again asks nothing.
    await go('/system/notify-message')
    expect(activePage().note()).toHaveValue('')
    await go('/index')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
