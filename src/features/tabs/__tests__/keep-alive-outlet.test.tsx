import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activePage, currentLocation, renderTabs, tabTitles } from './tabs-harness'

function panels() {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]')).map((panel) => ({
    key: panel.dataset.tabKey,
    active: panel.dataset.active === 'true',
    hidden: panel.hidden,
  }))
}

async function openTab(title: string) {
  await userEvent.click(screen.getByRole('tab', { name: title }))
}

async function rightClickMenu(tab: string, item: string) {
  fireEvent.contextMenu(screen.getByRole('tab', { name: tab }), { clientX: 40, clientY: 50 })
  await userEvent.click(await screen.findByRole('menuitem', { name: item }))
}

describe('KeepAliveOutlet', () => {
  it('keeps a page’s typed input while the user is on another tab', async () => {
    const { go } = renderTabs('/system/dict')
    await userEvent.type(activePage().note(), '门票')
    const created = activePage().created()

    await openTab('首页')
    expect(activePage().heading()).toBe('首页')
    expect(activePage().note()).toHaveValue('')

    await openTab('字典管理')
    expect(activePage().note()).toHaveValue('门票')
    expect(activePage().created()).toBe(created)

    // Coming back through navigation (sidebar, search) finds the same page too.
    await go('/index')
    await go('/system/dict')
    expect(activePage().note()).toHaveValue('门票')
  })

  it('keeps hidden pages in the DOM, marked hidden, with exactly one active panel', async () => {
    renderTabs('/system/dict')
    await openTab('首页')
    expect(panels()).toEqual([
      { key: '/system/dict', active: false, hidden: true },
      { key: '/index', active: true, hidden: false },
    ])
    // Hidden pages are out of the accessibility tree: only the visible page's box is found.
    expect(screen.getAllByRole('textbox', { name: '备注' })).toHaveLength(1)
  })

  it('lets a hidden page keep seeing its own location, so it stays the page it was', async () => {
    const { go } = renderTabs('/infra/config?page=2')
    await go('/infra/config?page=3')
    expect(activePage().seenLocation()).toBe('/infra/config?page=3')
    await go('/system/dict?type=ticket')

    const hidden = document.querySelector<HTMLElement>('[data-tab-key="/infra/config"]')!
    expect(hidden).not.toBeVisible()
    expect(within(hidden).getByRole('heading', { hidden: true })).toHaveTextContent('配置管理')
    expect(within(hidden).getByTestId('seen-location')).toHaveTextContent('/infra/config?page=3')
    expect(activePage().seenLocation()).toBe('/system/dict?type=ticket')
  })

  it('gives a fresh page after its tab is closed and opened again', async () => {
    const { go } = renderTabs('/system/dict')
    await userEvent.type(activePage().note(), '门票')
    const created = activePage().created()

    await userEvent.click(screen.getByRole('button', { name: '关闭 字典管理' }))
    expect(currentLocation()).toBe('/index')
    expect(panels().map((panel) => panel.key)).toEqual(['/index'])

    await go('/system/dict')
    expect(activePage().note()).toHaveValue('')
    expect(activePage().created()).not.toBe(created)
  })

  it('creates a no-cache page afresh on every visit (menu keepAlive off, and /pay/cashier)', async () => {
    const { go } = renderTabs('/system/notify-message')
    for (const [path, title] of [
      ['/system/notify-message', '站内信管理'],
      ['/pay/cashier', '收银台'],
    ]) {
      await go(path)
      await userEvent.type(activePage().note(), '草稿')
      const created = activePage().created()

      await openTab('首页')
      expect(panels().map((panel) => panel.key)).not.toContain(path)

      await openTab(title)
      expect(activePage().heading()).toBe(title)
      expect(activePage().note()).toHaveValue('')
      expect(activePage().created()).not.toBe(created)
    }
    // They are still tabs; only their pages are not kept.
    expect(tabTitles()).toEqual(['首页', '站内信管理', '收银台'])
  })

  it('keeps two tabs of one route with different params apart', async () => {
    const { go } = renderTabs('/dict/type/data/1')
    await userEvent.type(activePage().note(), '一号')
    await go('/dict/type/data/2')
    expect(activePage().heading()).toBe('字典数据 2')
    expect(activePage().note()).toHaveValue('')
    await userEvent.type(activePage().note(), '二号')

    // Each page names its tab after its record, so the two can be told apart.
    expect(tabTitles()).toEqual(['首页', '字典数据 1', '字典数据 2'])
    await userEvent.click(screen.getByRole('tab', { name: '字典数据 1' }))
    expect(activePage().heading()).toBe('字典数据 1')
    expect(activePage().note()).toHaveValue('一号')
    await userEvent.click(screen.getByRole('tab', { name: '字典数据 2' }))
    expect(activePage().heading()).toBe('字典数据 2')
    expect(activePage().note()).toHaveValue('二号')
  })

  it('re-creates the page on 刷新页面 and stays on it', async () => {
    renderTabs('/infra/config?page=2')
    await userEvent.type(activePage().note(), '旧内容')
    const created = activePage().created()

    await rightClickMenu('配置管理', '刷新页面')
    expect(currentLocation()).toBe('/infra/config?page=2')
    expect(activePage().heading()).toBe('配置管理')
    expect(activePage().note()).toHaveValue('')
    expect(activePage().created()).not.toBe(created)
    expect(tabTitles()).toEqual(['首页', '配置管理'])

    // The new page is cached again.
    await userEvent.type(activePage().note(), '新内容')
    await openTab('首页')
    await openTab('配置管理')
    expect(activePage().note()).toHaveValue('新内容')
  })

  it('frees every closed page when all tabs close', async () => {
    const { go } = renderTabs('/index')
    for (const path of ['/system/dict', '/infra/config', '/dict/type/data/7', '/user/profile']) {
      await go(path)
    }
    expect(panels()).toHaveLength(5)

    await rightClickMenu('个人中心', '全部关闭')
    expect(currentLocation()).toBe('/index')
    expect(tabTitles()).toEqual(['首页'])
    expect(panels()).toEqual([{ key: '/index', active: true, hidden: false }])
  })

  it('brings back the scroll position of a cached page, and starts other pages at the top', async () => {
    const { go } = renderTabs('/system/dict')
    const main = screen.getByTestId('main')
    main.scrollTop = 120
    fireEvent.scroll(main)

    await openTab('首页')
    expect(main.scrollTop).toBe(0)
    await openTab('字典管理')
    expect(main.scrollTop).toBe(120)

    // A closed tab forgets it.
    await userEvent.click(screen.getByRole('button', { name: '关闭 字典管理' }))
    await go('/system/dict')
    expect(main.scrollTop).toBe(0)
  })
})
