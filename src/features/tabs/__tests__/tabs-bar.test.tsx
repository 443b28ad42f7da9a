import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loggedOut } from '@/shared/session/session-slice'
import { TAB_MENU_WIDTH } from '../components/tab-context-menu'
import { currentLocation, renderTabs, tabTitles } from './tabs-harness'

async function openAll(go: (to: string) => Promise<void>, paths: string[]) {
  for (const path of paths) await go(path)
}

function openMenu(tab: string) {
  fireEvent.contextMenu(screen.getByRole('tab', { name: tab }), { clientX: 40, clientY: 50 })
  return screen.getByRole('menu', { name: '标签页操作' })
}

function menuItem(name: string) {
  return screen.getByRole('menuitem', { name })
}

const FIVE = ['/system/dict', '/infra/config', '/user/profile', '/dict/type/data/3']

describe('TabsBar', () => {
  it('shows the affixed home tab first, even before it is visited, without a close button', async () => {
    const { go } = renderTabs('/system/dict')
    expect(tabTitles()).toEqual(['首页', '字典管理'])
    expect(screen.getByRole('tab', { name: '字典管理' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull()
    expect(screen.getByRole('button', { name: '关闭 字典管理' })).toBeInTheDocument()

    // Visiting a page again does not add a second tab; a different query updates its link.
    await go('/index')
    await go('/system/dict?type=ticket')
    expect(tabTitles()).toEqual(['首页', '字典管理'])
    expect(screen.getByRole('tab', { name: '字典管理' })).toHaveAttribute(
      'href',
      '/system/dict?type=ticket',
    )
  })

  it('never makes a tab of the refresh helper or of a menu section', async () => {
    const { go } = renderTabs('/index')
    await go('/redirect/system/dict')
    expect(currentLocation()).toBe('/system/dict')
    await go('/system')
    expect(tabTitles()).toEqual(['首页', '字典管理'])
  })

  it('goes to the page of a tab that is clicked', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, ['/infra/config?page=3', '/system/dict'])
    await userEvent.click(screen.getByRole('tab', { name: '配置管理' }))
    expect(currentLocation()).toBe('/infra/config?page=3')
  })

  it('closing the active tab activates its right neighbour, else its left one', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, ['/system/dict', '/infra/config', '/user/profile'])
    await go('/infra/config')

    await userEvent.click(screen.getByRole('button', { name: '关闭 配置管理' }))
    expect(tabTitles()).toEqual(['首页', '字典管理', '个人中心'])
    expect(currentLocation()).toBe('/user/profile')

    await userEvent.click(screen.getByRole('button', { name: '关闭 个人中心' }))
    expect(currentLocation()).toBe('/system/dict')

    // Closing another tab leaves the user where they are.
    await go('/infra/config')
    await userEvent.click(screen.getByRole('button', { name: '关闭 字典管理' }))
    expect(currentLocation()).toBe('/infra/config')
    expect(tabTitles()).toEqual(['首页', '配置管理'])
  })

  it('closes a tab on a middle click, but not the affixed one', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, ['/system/dict', '/infra/config'])
    const middleClick = (name: string) =>
      fireEvent(
        screen.getByRole('tab', { name }),
        new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
      )
    middleClick('字典管理')
    middleClick('首页')
    expect(tabTitles()).toEqual(['首页', '配置管理'])
    expect(currentLocation()).toBe('/infra/config')
  })

  it('offers the six commands in a 105 px wide menu, disabling those that would close nothing', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, ['/system/dict', '/infra/config', '/user/profile'])

    const menu = openMenu('首页')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭'])
    expect(TAB_MENU_WIDTH).toBe(105)
    expect(menu.closest('.MuiPaper-root')).toHaveStyle({ width: '105px' })
    const disabled = () =>
      within(screen.getByRole('menu', { name: '标签页操作' }))
        .getAllByRole('menuitem')
        .filter((item) => item.getAttribute('aria-disabled') === 'true')
        .map((item) => item.textContent)
    // On the affixed first tab: it cannot close, and nothing is on its left.
    expect(disabled()).toEqual(['关闭当前', '关闭左侧'])

    await userEvent.keyboard('{Escape}')
    openMenu('个人中心')
    expect(disabled()).toEqual(['关闭右侧'])
    await userEvent.keyboard('{Escape}')
    // Only the affixed tab is on its left.
    openMenu('字典管理')
    expect(disabled()).toEqual(['关闭左侧'])
    await userEvent.keyboard('{Escape}')
    openMenu('配置管理')
    expect(disabled()).toEqual([])
  })

  it('关闭其他 keeps the affixed tab and the chosen one, and goes to the chosen one', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, FIVE)
    openMenu('配置管理')
    await userEvent.click(menuItem('关闭其他'))
    expect(tabTitles()).toEqual(['首页', '配置管理'])
    expect(currentLocation()).toBe('/infra/config')
  })

  it('关闭左侧 and 关闭右侧 keep the affixed tab; the user stays when the active tab survives', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, FIVE)
    await go('/dict/type/data/3')

    openMenu('配置管理')
    await userEvent.click(menuItem('关闭左侧'))
    expect(tabTitles()).toEqual(['首页', '配置管理', '个人中心', '字典数据 3'])
    expect(currentLocation()).toBe('/dict/type/data/3')

    openMenu('个人中心')
    await userEvent.click(menuItem('关闭右侧'))
    expect(tabTitles()).toEqual(['首页', '配置管理', '个人中心'])
    // The active tab was closed: the chosen tab becomes active.
    expect(currentLocation()).toBe('/user/profile')
  })

  it('全部关闭 leaves only the affixed home tab and goes there', async () => {
    const { go } = renderTabs('/index')
    await openAll(go, FIVE)
    openMenu('个人中心')
    await userEvent.click(menuItem('全部关闭'))
    expect(tabTitles()).toEqual(['首页'])
    expect(currentLocation()).toBe('/index')
  })

  it('empties the tab list when the user logs out', async () => {
    const { go, store } = renderTabs('/index')
    await openAll(go, ['/system/dict'])
    expect(tabTitles()).toEqual(['首页', '字典管理'])
    act(() => {
      store.dispatch(loggedOut())
    })
    expect(screen.queryAllByRole('tab')).toEqual([])
    expect(store.getState().tabs).toEqual({ views: [], cachedKeys: [], unsavedKeys: [] })
  })

  describe('with a laid-out bar (jsdom does no layout, so geometry is stubbed)', () => {
    const stubbed = ['offsetLeft', 'offsetWidth', 'clientWidth', 'scrollWidth'] as const
    const originals = stubbed.map((name) =>
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
    )
    const tabIndex = (el: HTMLElement) => Array.from(el.parentElement!.children).indexOf(el)
    const tabCount = (el: HTMLElement) => el.querySelectorAll('[data-tab]').length

    beforeEach(() => {
      // 100 px tabs 5 px apart from 15 px in, in a 300 px wide bar.
      const geometry: Record<(typeof stubbed)[number], (el: HTMLElement) => number> = {
        offsetLeft: (el) => (el.dataset.tab ? 15 + tabIndex(el) * 105 : 0),
        offsetWidth: (el) => (el.dataset.tab ? 100 : 0),
        clientWidth: (el) => (el.getAttribute('role') === 'tablist' ? 300 : 0),
        scrollWidth: (el) =>
          el.getAttribute('role') === 'tablist' ? 15 + tabCount(el) * 105 + 10 : 0,
      }
      for (const name of stubbed) {
        Object.defineProperty(HTMLElement.prototype, name, {
          configurable: true,
          get(this: HTMLElement) {
            return geometry[name](this)
          },
        })
      }
    })
    afterEach(() => {
      stubbed.forEach((name, i) => {
        const original = originals[i]
        // clientWidth and scrollWidth live on Element.prototype: removing the stub uncovers them.
        if (original) Object.defineProperty(HTMLElement.prototype, name, original)
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
      })
    })

    it('eases the active tab into view', async () => {
      const { go } = renderTabs('/index')
      const bar = screen.getByRole('tablist')
      await openAll(go, FIVE)
      // The last of five tabs: scrolled fully right (15 + 5 * 105 + 10 - 300 = 250), not at once.
      expect(bar.scrollLeft).toBeGreaterThan(0)
      expect(bar.scrollLeft).toBeLessThan(250)
      await waitFor(() => expect(bar.scrollLeft).toBe(250))

      await go('/index')
      await waitFor(() => expect(bar.scrollLeft).toBe(0))

      // A middle tab: its right neighbour (tab 3, ending at 15 + 3 * 105 + 100) shows with 4 px.
      await go('/infra/config')
      await waitFor(() => expect(bar.scrollLeft).toBe(430 + 4 - 300))
    })
  })
})
