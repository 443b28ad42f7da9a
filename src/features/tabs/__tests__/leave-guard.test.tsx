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
    expect(currentLocation()).toBe('/index')
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
