import { expect, test, type Page } from '@playwright/test'
import { dictTypeRows, loginAs, mainMenu, screenshot } from './support/console'
import {
  activePanel,
  bell,
  bellDot,
  cssOf,
  expectActiveTab,
  expectTabs,
  keptPages,
  loginLanding,
  openFromSidebar,
  openSettingsDrawer,
  openUserMenuItem,
  pager,
  PHONE,
  searchForm,
  sendNotification,
  tabList,
  tabMenuCommand,
  tabOf,
} from './support/shell'

/** Opens 字典管理, 配置管理, 个人中心 and 我的站内信 after the dashboard, all through the UI. */
async function openFourPages(page: Page) {
  await openFromSidebar(page, '系统管理', '字典管理')
  await expect(page).toHaveURL(/\/system\/dict$/)
  await expect(dictTypeRows(page).first()).toBeVisible()
  await openFromSidebar(page, '基础设施', '配置管理')
  await expect(page).toHaveURL(/\/infra\/config$/)
  await expect(activePanel(page).getByRole('table')).toBeVisible()
  await openUserMenuItem(page, '个人中心')
  await expect(page).toHaveURL(/\/user\/profile$/)
  await expect(activePanel(page).getByLabel('用户昵称')).toBeVisible()
  await bell(page).click()
  await page
    .getByRole('dialog', { name: '站内信' })
    .getByRole('button', { name: '查看全部' })
    .click()
  await expect(page).toHaveURL(/\/user\/notify-message$/)
  await expect(activePanel(page).getByRole('table')).toBeVisible()
  await expectTabs(page, ['首页', '字典管理', '配置管理', '个人中心', '我的站内信'])
  await expectActiveTab(page, '我的站内信')
}

test.describe('cached tabs', () => {
  test('five open pages keep a typed filter, the list page and a form draft across tabs', async ({
    page,
  }) => {
    await loginAs(page)
    await expectTabs(page, ['首页'])
    await expectActiveTab(page, '首页')

    await openFromSidebar(page, '系统管理', '字典管理')
    const rows = dictTypeRows(page)
    await expect(rows.first()).toBeVisible()
    // An applied filter that still spans two pages, then page 2, then a typed but unsent draft.
    await searchForm(page).getByLabel('字典名称').fill('类型')
    await searchForm(page).getByRole('button', { name: '搜索' }).click()
    await pager(page).getByRole('button', { name: '第 2 页' }).click()
    await expect(pager(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(activePanel(page).getByRole('progressbar', { name: '加载中' })).toHaveCount(0)
    const page2Types = await rows.allTextContents()
    expect(page2Types.length).toBeGreaterThan(0)
    await searchForm(page).getByLabel('字典类型').fill('草稿筛选')

    await openFromSidebar(page, '基础设施', '配置管理')
    await expect(page).toHaveURL(/\/infra\/config$/)
    await expect(activePanel(page).getByRole('table')).toBeVisible()

    await openUserMenuItem(page, '个人中心')
    await expect(page).toHaveURL(/\/user\/profile$/)
    const nickname = () =>
      activePanel(page).getByRole('form', { name: '基本资料' }).getByLabel('用户昵称')
    await nickname().fill('未保存的昵称草稿')

    await bell(page).click()
    await page
      .getByRole('dialog', { name: '站内信' })
      .getByRole('button', { name: '查看全部' })
      .click()
    await expect(page).toHaveURL(/\/user\/notify-message$/)
    await expect(activePanel(page).getByRole('table')).toBeVisible()
    await expectTabs(page, ['首页', '字典管理', '配置管理', '个人中心', '我的站内信'])
    await expectActiveTab(page, '我的站内信')
    // Five pages are open; the four in the background are kept, hidden.
    await expect(keptPages(page)).toHaveCount(5)
    await expect(keptPages(page).and(page.locator('[data-active="false"]'))).toHaveCount(4)
    await screenshot(page, 'shell-tabs-five-open')

    await tabOf(page, '字典管理').click()
    await expect(page).toHaveURL(/\/system\/dict$/)
    await expectActiveTab(page, '字典管理')
    await expect(searchForm(page).getByLabel('字典名称')).toHaveValue('类型')
    await expect(searchForm(page).getByLabel('字典类型')).toHaveValue('草稿筛选')
    await expect(pager(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(rows).toHaveText(page2Types)
    await screenshot(page, 'shell-tabs-dict-kept')

    await tabOf(page, '首页').click()
    await expect(page).toHaveURL(/\/index$/)
    await tabOf(page, '个人中心').click()
    await expect(page).toHaveURL(/\/user\/profile$/)
    await expect(nickname()).toHaveValue('未保存的昵称草稿')
    await screenshot(page, 'shell-tabs-profile-draft-kept')

    await tabOf(page, '配置管理').click()
    await tabOf(page, '字典管理').click()
    await expect(searchForm(page).getByLabel('字典名称')).toHaveValue('类型')
    await expect(pager(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('close left / right / others / current / all from the tab bar', async ({ page }) => {
    await loginAs(page)
    await openFourPages(page)

    // The context menu of the affixed home tab cannot close it.
    await tabOf(page, '首页').click({ button: 'right' })
    const menu = page.getByRole('menu', { name: '标签页操作' })
    await expect(menu.getByRole('menuitem')).toHaveText([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭左侧',
      '关闭右侧',
      '全部关闭',
    ])
    await expect(menu.getByRole('menuitem', { name: '关闭当前' })).toBeDisabled()
    await expect(menu.getByRole('menuitem', { name: '关闭左侧' })).toBeDisabled()
    await expect(tabOf(page, '首页').getByRole('button')).toHaveCount(0)
    await screenshot(page, 'shell-tabs-context-menu')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    // Left of 配置管理: 字典管理 closes, the affixed 首页 stays; the active tab is untouched.
    await tabMenuCommand(page, '配置管理', '关闭左侧')
    await expectTabs(page, ['首页', '配置管理', '个人中心', '我的站内信'])
    await expect(page).toHaveURL(/\/user\/notify-message$/)
    await expectActiveTab(page, '我的站内信')

    // Right of 个人中心 closes the active 我的站内信: 个人中心 becomes the page shown.
    await tabMenuCommand(page, '个人中心', '关闭右侧')
    await expectTabs(page, ['首页', '配置管理', '个人中心'])
    await expect(page).toHaveURL(/\/user\/profile$/)
    await expectActiveTab(page, '个人中心')

    // Others of 配置管理 (while 字典管理 is shown): 配置管理 and 首页 stay, 配置管理 is shown.
    await openFromSidebar(page, '系统管理', '字典管理')
    await expectTabs(page, ['首页', '配置管理', '个人中心', '字典管理'])
    await tabMenuCommand(page, '配置管理', '关闭其他')
    await expectTabs(page, ['首页', '配置管理'])
    await expect(page).toHaveURL(/\/infra\/config$/)
    await expectActiveTab(page, '配置管理')
    await expect(keptPages(page)).toHaveCount(2)

    // The cross closes the active tab: its left neighbour (no right one) is shown, and the
    // closed page loses its state.
    await openFromSidebar(page, '系统管理', '字典管理')
    await searchForm(page).getByLabel('字典名称').fill('将被丢弃')
    await tabOf(page, '字典管理').getByRole('button', { name: '关闭 字典管理' }).click()
    await expectTabs(page, ['首页', '配置管理'])
    await expect(page).toHaveURL(/\/infra\/config$/)
    await expectActiveTab(page, '配置管理')
    await openFromSidebar(page, '系统管理', '字典管理')
    await expect(searchForm(page).getByLabel('字典名称')).toHaveValue('')

    // 关闭当前 on a background tab keeps the page shown.
    await tabMenuCommand(page, '配置管理', '关闭当前')
    await expectTabs(page, ['首页', '字典管理'])
    await expect(page).toHaveURL(/\/system\/dict$/)

    await openUserMenuItem(page, '个人中心')
    await expectTabs(page, ['首页', '字典管理', '个人中心'])
    await tabMenuCommand(page, '字典管理', '全部关闭')
    await expectTabs(page, ['首页'])
    await expect(page).toHaveURL(/\/index$/)
    await expectActiveTab(page, '首页')
    await expect(keptPages(page)).toHaveCount(1)
    await screenshot(page, 'shell-tabs-all-closed')
  })

  test('刷新页面 re-creates the page: the typed filter is gone, the tab stays', async ({
    page,
  }) => {
    await loginAs(page)
    await openFromSidebar(page, '系统管理', '字典管理')
    await expect(dictTypeRows(page).first()).toBeVisible()
    await searchForm(page).getByLabel('字典名称').fill('刷新前的筛选')
    await tabMenuCommand(page, '字典管理', '刷新页面')
    await expect(page).toHaveURL(/\/system\/dict$/)
    await expectTabs(page, ['首页', '字典管理'])
    await expectActiveTab(page, '字典管理')
    await expect(dictTypeRows(page).first()).toBeVisible()
    await expect(searchForm(page).getByLabel('字典名称')).toHaveValue('')
    await screenshot(page, 'shell-tabs-refreshed')
  })

  test('a no-cache page (消息记录) is created fresh each time it is shown', async ({ page }) => {
    await loginAs(page)
    await openFromSidebar(page, '系统管理', '站内信管理', '消息记录')
    await expect(page).toHaveURL(/\/system\/notify\/notify-message$/)
    const code = () => searchForm(page).getByLabel('模版编码')
    await code().fill('sandbox_message')
    await screenshot(page, 'shell-notify-message-admin')

    await tabOf(page, '首页').click()
    await expect(page).toHaveURL(/\/index$/)
    // Not kept in the background, unlike a cached page.
    await expect(keptPages(page)).toHaveCount(1)
    await tabOf(page, '消息记录').click()
    await expect(page).toHaveURL(/\/system\/notify\/notify-message$/)
    await expect(code()).toHaveValue('')
  })

  test('two dictionary-data tabs keep separate filters', async ({ page }) => {
    await loginAs(page)
    await openFromSidebar(page, '系统管理', '字典管理')
    const types = dictTypeRows(page)
    await expect(types.nth(1)).toBeVisible()

    await types.nth(0).click()
    await expect(page).toHaveURL(/\/dict\/type\/data\/\d+$/)
    const firstUrl = page.url()
    const label = () => searchForm(page).getByLabel('字典标签')
    await label().fill('第一个筛选')
    const firstTable = activePanel(page).getByRole('table', { name: '字典数据列表' })
    await expect(firstTable.getByRole('row').nth(1)).toBeVisible()
    const firstRows = await firstTable.getByRole('row').allTextContents()

    await tabOf(page, '字典管理').click()
    await dictTypeRows(page).nth(1).click()
    await expect(page).toHaveURL(/\/dict\/type\/data\/\d+$/)
    expect(page.url()).not.toBe(firstUrl)
    await expect(label()).toHaveValue('')
    await label().fill('第二个筛选')
    await expect(tabList(page).getByRole('tab')).toHaveCount(4)
    await screenshot(page, 'shell-dict-data-two-tabs')

    const dataTabs = tabList(page).locator('[role="tab"][data-tab^="/dict/type/data/"]')
    await expect(dataTabs).toHaveCount(2)
    await dataTabs.nth(0).click()
    await expect(page).toHaveURL(firstUrl)
    await expect(label()).toHaveValue('第一个筛选')
    await expect(activePanel(page).getByRole('table').getByRole('row')).toHaveText(firstRows)
    await dataTabs.nth(1).click()
    await expect(label()).toHaveValue('第二个筛选')
    await expect(activePanel(page).getByRole('table').getByRole('row')).not.toHaveText(firstRows)
  })
})

test.describe('navigation', () => {
  test('top navigation shows width/3/85 top menus, the rest under 更多菜单', async ({ page }) => {
    await loginAs(page)
    const drawer = await openSettingsDrawer(page)
    await drawer.getByLabel('开启顶部导航').check()
    await drawer.getByRole('button', { name: '关闭' }).click()
    await expect(drawer).toBeHidden()

    const topNav = page.getByRole('navigation', { name: '顶部导航' })
    const all = [
      '首页',
      '预约管理',
      '票务管理',
      '志愿者管理',
      '活动管理',
      '商品中心',
      '交易中心',
      '支付中心',
      '工作流程',
      '系统管理',
      '基础设施',
      '使用文档',
      '参观须知',
    ]

    await page.setViewportSize({ width: 3400, height: 1440 })
    // floor(3400 / 3 / 85) = 13: all thirteen top menus fit.
    await expect(topNav.getByRole('button')).toHaveText(all)
    await expect(topNav.getByRole('button', { name: '更多菜单' })).toHaveCount(0)

    await page.setViewportSize({ width: 1920, height: 1080 })
    // floor(1920 / 3 / 85) = 7.
    await expect(topNav.getByRole('button')).toHaveText([...all.slice(0, 7), '更多菜单'])
    await screenshot(page, 'shell-top-nav-1920')

    await page.setViewportSize({ width: 1280, height: 800 })
    // floor(1280 / 3 / 85) = 5.
    await expect(topNav.getByRole('button')).toHaveText([...all.slice(0, 5), '更多菜单'])
    await screenshot(page, 'shell-top-nav-1280')

    await page.setViewportSize({ width: 1000, height: 800 })
    // floor(1000 / 3 / 85) = 3.
    await expect(topNav.getByRole('button')).toHaveText([...all.slice(0, 3), '更多菜单'])
    await topNav.getByRole('button', { name: '更多菜单' }).click()
    const more = page.getByRole('menu', { name: '更多菜单' })
    await expect(more.getByRole('menuitem')).toHaveText(all.slice(3))
    await expect
      .poll(() => cssOf(page.getByRole('presentation').locator('.MuiPaper-root'), 'opacity'))
      .toBe('1')
    await screenshot(page, 'shell-top-nav-1000-more')
    await page.keyboard.press('Escape')

    // Wide enough for 系统管理 and 基础设施 to be top menus of their own.
    await page.setViewportSize({ width: 3400, height: 1440 })
    // Choosing a top menu shows its children in the sidebar.
    await topNav.getByRole('button', { name: '系统管理' }).click()
    await expect(mainMenu(page).getByRole('link', { name: '字典管理' })).toBeVisible()
    await expect(mainMenu(page).getByRole('button', { name: '站内信管理' })).toBeVisible()
    await expect(mainMenu(page).getByText('配置管理')).toHaveCount(0)
    await screenshot(page, 'shell-top-nav-system')
    await topNav.getByRole('button', { name: '基础设施' }).click()
    await expect(mainMenu(page).getByRole('link', { name: '配置管理' })).toBeVisible()
    await expect(mainMenu(page).getByText('字典管理')).toHaveCount(0)
    await mainMenu(page).getByRole('link', { name: '配置管理' }).click()
    await expect(page).toHaveURL(/\/infra\/config$/)
    await expect(topNav.getByRole('button', { name: '基础设施' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('phone: the sidebar is a closed overlay that closes on navigation; no bell', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await loginLanding(page)
    await expect(mainMenu(page)).toBeHidden()
    await expect(bell(page)).toHaveCount(0)
    await expect(activePanel(page).getByRole('list', { name: '最新未读消息' })).toBeVisible()
    await screenshot(page, 'shell-phone-dashboard')

    await page.getByRole('button', { name: '展开菜单' }).click()
    await expect(mainMenu(page)).toBeVisible()
    // An overlay: the page underneath keeps the full width.
    const main = await page.locator('main').boundingBox()
    expect(main?.x).toBe(0)
    expect(main?.width).toBe(PHONE.width)
    // The drawer slides in from the left edge, 200 px wide.
    await expect
      .poll(async () => {
        const box = await page.locator('aside').boundingBox()
        return box && [Math.round(box.x), Math.round(box.width)]
      })
      .toEqual([0, 200])
    await screenshot(page, 'shell-phone-menu-open')

    await openFromSidebar(page, '系统管理', '字典管理')
    await expect(page).toHaveURL(/\/system\/dict$/)
    await expect(mainMenu(page)).toBeHidden()
    await expect(dictTypeRows(page).first()).toBeVisible()
    await expect(bell(page)).toHaveCount(0)
    await screenshot(page, 'shell-phone-dict')
  })

  test('phone: the dictionary search form fits inside its card', async ({ page }) => {
    // The 创建时间 range once ran ~43 px past the form at 390 px (fixed 160 + 150 px inputs).
    await page.setViewportSize(PHONE)
    await loginLanding(page)
    await page.getByRole('button', { name: '展开菜单' }).click()
    await openFromSidebar(page, '系统管理', '字典管理')
    await expect(dictTypeRows(page).first()).toBeVisible()
    // Every field and button of the form ends inside it (no field runs past the card's edge).
    const overflow = await searchForm(page).evaluate((form) => {
      const right = form.getBoundingClientRect().right
      return Array.from(form.querySelectorAll('input, button'))
        .filter((element) => element.getBoundingClientRect().right > right + 0.5)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent)
    })
    expect(overflow).toEqual([])
    // Both ends of the date range are wide enough to show a whole date (they once clipped it).
    for (const name of ['创建时间起', '创建时间止']) {
      const box = await searchForm(page).getByRole('group', { name }).boundingBox()
      expect(box?.width, name).toBeGreaterThan(200)
    }
    await screenshot(page, 'shell-phone-dict-search-form')
  })

  test('header search finds 字典管理 and opens it', async ({ page }) => {
    await loginAs(page)
    await expect(activePanel(page).getByRole('list', { name: '最新未读消息' })).toBeVisible()
    await page.getByRole('button', { name: '搜索菜单' }).click()
    await page.getByRole('combobox', { name: '搜索菜单内容' }).fill('字典')
    const option = page.getByRole('option', { name: '系统管理 > 字典管理' })
    await expect(option).toBeVisible()
    await screenshot(page, 'shell-header-search')
    await option.click()
    await expect(page).toHaveURL(/\/system\/dict$/)
    await expectActiveTab(page, '字典管理')
    await expect(dictTypeRows(page).first()).toBeVisible()
  })

  test("inner link 参观须知 shows the page in a frame; 使用文档 opens the console's own guide", async ({
    page,
  }) => {
    await loginAs(page)
    await mainMenu(page).getByRole('link', { name: '使用文档' }).click()
    await expect(page).toHaveURL(/\/help$/)
    await expect(
      activePanel(page).getByRole('heading', { level: 1, name: '票务预约管理系统使用指南' }),
    ).toBeVisible()
    await expect(tabOf(page, '使用文档')).toBeVisible()

    await mainMenu(page).getByRole('link', { name: '参观须知' }).click()
    await expect(page).toHaveURL(/\/inner-link\?url=.*visit-guide/)
    const frame = activePanel(page).frameLocator('iframe[title="参观须知"]')
    await expect(frame.getByRole('heading', { name: '参观须知', level: 1 })).toBeVisible()
    await expect(activePanel(page).getByText('正在加载页面，请稍候…')).toBeHidden()
    await expect(tabOf(page, '参观须知')).toBeVisible()
    await expect(mainMenu(page).getByRole('link', { name: '参观须知' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await screenshot(page, 'shell-inner-link')
  })

  test('the 参观须知 inner-link tab is the selected tab while its page is shown', async ({
    page,
  }) => {
    // An inner-link tab is keyed by path and query; it must still be the selected tab.
    await loginAs(page)
    await mainMenu(page).getByRole('link', { name: '参观须知' }).click()
    await expect(page).toHaveURL(/\/inner-link\?url=/)
    await expect(tabOf(page, '参观须知')).toBeVisible()
    await expectActiveTab(page, '参观须知')
  })

  test('closing the shown 参观须知 tab moves to its neighbour', async ({ page }) => {
    await loginAs(page)
    await openFromSidebar(page, '系统管理', '字典管理')
    await mainMenu(page).getByRole('link', { name: '参观须知' }).click()
    await expect(page).toHaveURL(/\/inner-link\?url=/)
    await tabOf(page, '参观须知').getByRole('button', { name: '关闭 参观须知' }).click()
    await expectTabs(page, ['首页', '字典管理'])
    await expect(page).toHaveURL(/\/system\/dict$/)
    await expectActiveTab(page, '字典管理')
  })
})

test.describe('settings and notifications', () => {
  test('theme colour and light side theme survive a reload after 保存配置', async ({ page }) => {
    await loginAs(page)
    const aside = page.locator('aside')
    await expect.poll(() => cssOf(aside, 'background-color')).toBe('rgb(48, 65, 86)')

    const drawer = await openSettingsDrawer(page)
    await screenshot(page, 'shell-settings-drawer')
    await drawer.getByRole('button', { name: '#ff4500' }).click()
    await drawer.getByRole('button', { name: '亮色主题' }).click()
    await expect(drawer.getByRole('button', { name: '#ff4500' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await drawer.getByRole('button', { name: '保存配置' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    const stored = await page.evaluate(() => localStorage.getItem('layout-setting'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ theme: '#ff4500', sideTheme: 'theme-light' })
    await drawer.getByRole('button', { name: '关闭' }).click()

    await page.reload()
    await expect(mainMenu(page)).toBeVisible()
    await expect.poll(() => cssOf(aside, 'background-color')).toBe('rgb(255, 255, 255)')
    // The active tab is filled with the primary colour: #ff4500's own hue, darkened to #cc3700
    // so white text on it reaches WCAG AA (4.5:1).
    await expect.poll(() => cssOf(tabOf(page, '首页'), 'background-color')).toBe('rgb(204, 55, 0)')
    await openFromSidebar(page, '系统管理', '字典管理')
    await expect
      .poll(() => cssOf(searchForm(page).getByRole('button', { name: '搜索' }), 'background-color'))
      .toBe('rgb(204, 55, 0)')
    await screenshot(page, 'shell-settings-after-reload')
    const again = await openSettingsDrawer(page)
    await expect(again.getByRole('button', { name: '#ff4500' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(again.getByRole('button', { name: '亮色主题' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test("the dashboard's latest unread list follows a new message like the bell does", async ({
    page,
    request,
  }) => {
    // The dashboard's list follows new messages on focus, like the bell's count beside it.
    await loginAs(page)
    const figure = activePanel(page).getByLabel('未读消息', { exact: true })
    await expect(figure).toHaveText(/^\d+$/)
    const before = (await figure.textContent()) ?? ''
    const content = `临时闭馆提醒 ${Date.now()}`
    await sendNotification(request, 'admin', content)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(figure).toHaveText(String(Number(before) + 1))
    await expect(activePanel(page).getByText(content)).toBeVisible()
  })

  test('the bell: dot while unread, new message on refocus and reload, 全部已读, 查看全部', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    // The sandbox seeds unread messages for admin.
    await expect(bell(page)).toHaveAccessibleName('站内信（有未读）')
    await expect(bellDot(page)).toBeVisible()

    await bell(page).click()
    const popover = page.getByRole('dialog', { name: '站内信' })
    await expect(popover.getByRole('list', { name: '未读消息' })).toBeVisible()
    // Polled: the pop-over grows in with a transition.
    await expect.poll(async () => (await popover.boundingBox())?.width).toBe(600)
    await screenshot(page, 'shell-bell-seeded')
    await popover.getByRole('button', { name: '全部已读' }).click()
    await expect(page.getByText('全部已读成功')).toBeVisible()
    await expect(popover.getByText('暂无未读消息')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    await expect(bell(page)).toHaveAccessibleName('站内信')
    await expect(bellDot(page)).toBeHidden()

    // A message sent now shows when the window regains focus (no wait for the 2-minute poll).
    const first = `闭馆通知 ${Date.now()}`
    await sendNotification(request, 'admin', first)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(bellDot(page)).toBeVisible()
    await bell(page).click()
    await expect(popover.getByRole('listitem')).toHaveCount(1)
    await expect(popover.getByRole('listitem')).toContainText(first)
    await expect(popover.getByRole('listitem')).toContainText('系统管理员')
    await screenshot(page, 'shell-bell-new-message')
    await popover.getByRole('button', { name: '全部已读' }).click()
    await expect(popover.getByText('暂无未读消息')).toBeVisible()
    await expect(bellDot(page)).toBeHidden()
    await page.keyboard.press('Escape')

    // And after a reload.
    const second = `讲解排班 ${Date.now()}`
    await sendNotification(request, 'admin', second)
    await page.reload()
    await expect(bellDot(page)).toBeVisible()
    await bell(page).click()
    await expect(popover.getByRole('listitem')).toContainText(second)
    await popover.getByRole('button', { name: '查看全部' }).click()
    await expect(popover).toBeHidden()
    await expect(page).toHaveURL(/\/user\/notify-message$/)
    await expectActiveTab(page, '我的站内信')
    await expect(activePanel(page).getByRole('table')).toContainText(second)
    await screenshot(page, 'shell-my-notify-messages')
  })
})
