import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { currentLocation, renderTabs } from './tabs-harness'

const tab = (name: string) => screen.getByRole('tab', { name })

async function openTabs() {
  const { go } = renderTabs('/index')
  for (const path of ['/system/dict', '/infra/config', '/user/profile']) await go(path)
  await go('/infra/config')
}

describe('TabsBar keyboard (WAI-ARIA tabs)', () => {
  it('is one stop in the Tab order: the active tab', async () => {
    await openTabs()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tab('配置管理')])
    expect(screen.getByRole('tablist', { name: '标签页' })).toContainElement(tab('配置管理'))
  })

  it('moves focus with Left / Right (wrapping) and Home / End, and Enter opens the tab', async () => {
    const user = userEvent.setup()
    await openTabs()
    tab('配置管理').focus()

    await user.keyboard('{ArrowRight}')
    expect(tab('个人中心')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(tab('首页')).toHaveFocus() // wraps to the first
    await user.keyboard('{ArrowLeft}')
    expect(tab('个人中心')).toHaveFocus() // and back to the last
    await user.keyboard('{Home}')
    expect(tab('首页')).toHaveFocus()
    await user.keyboard('{End}')
    expect(tab('个人中心')).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(tab('字典管理')).toHaveFocus()
    // Moving focus does not switch pages (manual activation); Enter does.
    expect(currentLocation()).toBe('/infra/config')
    await user.keyboard('{Enter}')
    expect(currentLocation()).toBe('/system/dict')
    expect(tab('字典管理')).toHaveAttribute('aria-selected', 'true')
    expect(tab('字典管理').tabIndex).toBe(0)
  })
})
