import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { loginAs, screenshot } from './support/console'
import { SEEDED_MODEL, waitForDesigner } from './support/bpm'
import { PHONE, activePanel } from './support/shell'
import { loginAtAnyWidth } from './support/system'

interface Screen {
  name: string
  path: string
  /** What shows once the screen is ready. */
  ready: (page: Page) => Locator
  /** Waits further (e.g. the designer's modeler). */
  settle?: (page: Page) => Promise<void>
  shot?: string
}

const table = (name: string) => (page: Page) => activePanel(page).getByRole('table', { name })

const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: '首页',
    path: '/index',
    ready: (page) => activePanel(page).getByText('未读消息', { exact: true }),
    shot: 'a11y-dashboard',
  },
  { name: '字典管理', path: '/system/dict', ready: table('字典类型列表'), shot: 'a11y-dict-types' },
  { name: '字典数据', path: '/dict/type/data/1', ready: table('字典数据列表') },
  { name: '配置管理', path: '/infra/config', ready: table('参数配置列表'), shot: 'a11y-config' },
  { name: '文件配置', path: '/infra/file/file-config', ready: table('文件配置列表') },
  { name: '文件列表', path: '/infra/file/file', ready: table('文件列表') },
  { name: '我的站内信', path: '/user/notify-message', ready: table('我的站内信列表') },
  {
    name: '个人中心',
    path: '/user/profile',
    ready: (page) => activePanel(page).getByRole('form', { name: '基本资料' }),
  },
  { name: '流程表单', path: '/bpm/manager/form', ready: table('流程表单列表') },
  { name: '流程模型', path: '/bpm/manager/model', ready: table('流程模型列表') },
  {
    name: '流程定义',
    path: `/bpm/manager/definition?key=${SEEDED_MODEL.key}`,
    ready: table('流程定义列表'),
  },
  {
    name: '表单设计器',
    path: '/bpm/manager/form/edit',
    ready: (page) => activePanel(page).getByRole('heading', { name: '新增表单' }),
    shot: 'a11y-form-editor',
  },
  {
    name: '流程设计器',
    path: `/bpm/manager/model/design?modelId=${SEEDED_MODEL.id}`,
    ready: (page) => activePanel(page),
    settle: waitForDesigner,
    shot: 'a11y-designer',
  },
  { name: '个人预约', path: '/reserve/personal', ready: table('个人预约列表') },
  { name: '团队预约', path: '/reserve/team', ready: table('团队预约列表') },
  { name: '场次管理', path: '/reserve/slot', ready: table('场次列表'), shot: 'a11y-slots' },
  {
    name: '预约规则',
    path: '/reserve/rule',
    ready: (page) => activePanel(page).getByRole('form', { name: '个人预约规则' }),
  },
  { name: '预约须知', path: '/reserve/notice', ready: table('预约须知列表') },
  { name: '公告管理', path: '/reserve/announcement', ready: table('公告列表') },
  { name: '门票管理', path: '/ticket/list', ready: table('门票列表') },
  {
    name: '检票核销',
    path: '/ticket/check',
    ready: (page) => activePanel(page).getByRole('textbox', { name: '票号或身份证号' }),
    shot: 'a11y-gate',
  },
  { name: '优待证件', path: '/ticket/card', ready: table('优待证件列表') },
  { name: '志愿者信息', path: '/volunteer/info', ready: table('志愿者列表') },
  { name: '志愿者审核', path: '/volunteer/audit', ready: table('志愿者申请列表') },
  { name: '服务记录', path: '/volunteer/service-record', ready: table('服务记录列表') },
  { name: '活动列表', path: '/activity/list', ready: table('活动列表'), shot: 'a11y-activities' },
  { name: '活动报名', path: '/activity/sign', ready: table('活动报名列表') },
  { name: '商品分类', path: '/product/category', ready: table('商品分类列表') },
  { name: '商品品牌', path: '/product/brand', ready: table('品牌列表') },
  { name: '商品属性', path: '/product/property', ready: table('属性列表') },
  { name: '商品属性值', path: '/property/value/1', ready: table('属性值列表') },
  { name: '商品列表', path: '/product/spu', ready: table('商品列表'), shot: 'a11y-product-spu' },
  {
    name: '添加商品',
    path: '/spu/add',
    ready: (page) => activePanel(page).getByRole('form', { name: '添加商品' }),
    shot: 'a11y-spu-form',
  },
  {
    name: '编辑商品',
    path: '/spu/edit/1',
    ready: (page) => activePanel(page).getByRole('form', { name: '编辑商品' }),
  },
  {
    name: '订单列表',
    path: '/trade/order',
    ready: (page) => activePanel(page).getByRole('article').first(),
    shot: 'a11y-trade-order',
  },
  {
    name: '订单详情',
    path: '/trade/order/detail?id=1',
    ready: (page) => activePanel(page).getByRole('region', { name: '操作日志' }),
  },
  { name: '售后退款', path: '/trade/after-sale', ready: table('售后列表') },
  {
    name: '售后详情',
    path: '/trade/after-sale/detail?id=1',
    ready: (page) => activePanel(page).getByRole('region', { name: '售后日志' }),
  },
  { name: '自提门店', path: '/trade/delivery/pick-up-store', ready: table('自提门店列表') },
  { name: '支付应用', path: '/pay/app', ready: table('支付应用列表'), shot: 'a11y-pay-app' },
  { name: '支付订单', path: '/pay/order', ready: table('支付订单列表') },
  { name: '退款订单', path: '/pay/refund', ready: table('退款订单列表') },
  { name: '回调通知', path: '/pay/notify', ready: table('回调通知列表') },
  {
    name: '用户管理',
    path: '/system/user',
    ready: table('用户列表'),
    shot: 'a11y-system-user',
  },
  { name: '角色管理', path: '/system/role', ready: table('角色列表') },
  { name: '菜单管理', path: '/system/menu', ready: table('菜单列表'), shot: 'a11y-system-menu' },
  { name: '部门管理', path: '/system/dept', ready: table('部门列表') },
  { name: '岗位管理', path: '/system/post', ready: table('岗位列表') },
  { name: '通知公告', path: '/system/notice', ready: table('公告列表') },
  {
    name: '站内信模板',
    path: '/system/notify/notify-template',
    ready: table('站内信模板列表'),
  },
  { name: '操作日志', path: '/system/log/operate-log', ready: table('操作日志列表') },
  { name: '登录日志', path: '/system/log/login-log', ready: table('登录日志列表') },
  { name: '短信渠道', path: '/system/sms/sms-channel', ready: table('短信渠道列表') },
  { name: '短信模板', path: '/system/sms/sms-template', ready: table('短信模板列表') },
  { name: '短信日志', path: '/system/sms/sms-log', ready: table('短信日志列表') },
  { name: '令牌管理', path: '/system/oauth2/token', ready: table('令牌列表') },
  { name: '应用管理', path: '/system/oauth2/application', ready: table('应用列表') },
  { name: '定时任务', path: '/infra/job', ready: table('定时任务列表') },
  { name: '调度日志', path: '/job/log?jobId=1', ready: table('调度日志列表') },
  {
    name: '使用文档',
    path: '/help',
    ready: (page) =>
      activePanel(page).getByRole('heading', { level: 1, name: '票务预约管理系统使用指南' }),
  },
  {
    name: '系统接口',
    path: '/infra/swagger',
    ready: (page) =>
      activePanel(page)
        .frameLocator('iframe[title="系统接口"]')
        .getByRole('heading', { name: /博物馆管理后台 接口文档/ }),
  },
  { name: 'API 访问日志', path: '/infra/log/api-access-log', ready: table('API 访问日志列表') },
  { name: 'API 错误日志', path: '/infra/log/api-error-log', ready: table('API 错误日志列表') },
  {
    name: 'Redis 监控',
    path: '/infra/redis',
    ready: (page) => activePanel(page).getByRole('button', { name: '刷新' }),
  },
  { name: '代码生成', path: '/infra/codegen', ready: table('代码生成列表') },
  { name: '数据源配置', path: '/infra/data-source-config', ready: table('数据源配置列表') },
  {
    name: '表单构建',
    path: '/infra/build',
    ready: (page) => activePanel(page).getByRole('list', { name: '表单字段' }),
  },
]

/** Opens each screen in turn and collects what axe finds; screenshots where a screen asks. */
async function sweep(page: Page, screens: readonly Screen[]) {
  await loginAs(page)
  const found: Record<string, unknown> = {}
  for (const screen of screens) {
    await page.goto(screen.path)
    await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 })
    await screen.settle?.(page)
    // Lists fill in after their request: check what the user reads, not the skeleton.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
    const violations = await seriousViolations(page)
    if (violations.length) found[screen.name] = violations
    if (screen.shot) await screenshot(page, screen.shot)
  }
  expect(found).toEqual({})
}

test.describe('axe finds no serious or critical violation', () => {
  test('on the login page', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('form', { name: '账号密码登录' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('on the error pages', async ({ page }) => {
    for (const [path, title] of [
      ['/404', '找不到网页！'],
      ['/401', '您没有访问权限！'],
      ['/403', '抱歉，您无权访问此页面'],
    ]) {
      await page.goto(path)
      await expect(page.getByText(title)).toBeVisible()
      expect(await seriousViolations(page), path).toEqual([])
    }
  })

  // In batches of 15 screens, each its own test: one long sweep outgrew any sane time limit as
  // the modules landed, and a failing batch names the screens it covers.
  const BATCH = 15
  for (let start = 0; start < SIGNED_IN_SCREENS.length; start += BATCH) {
    const batch = SIGNED_IN_SCREENS.slice(start, start + BATCH)
    test(`on every signed-in screen (${batch[0].name} … ${batch[batch.length - 1].name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      await sweep(page, batch)
    })
  }

  test('with the settings drawer and a dialog open', async ({ page }) => {
    await loginAs(page)
    await page.goto('/system/dict')
    await expect(table('字典类型列表')(page)).toBeVisible()
    await activePanel(page).getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加字典类型' })
    await expect(dialog).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'a11y-dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: '布局设置' }).click()
    const drawer = page.getByRole('dialog', { name: '布局设置' })
    await expect(drawer).toBeVisible()
    // The user menu fades out as the drawer slides in: check the drawer, not a half-faded menu.
    await expect(page.getByRole('menu')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
})

test.describe('axe on the system administration dialogs', () => {
  test('添加用户, 菜单权限 (the check tree) and 添加菜单', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAs(page)
    const toolbarButton = (label: string) =>
      activePanel(page)
        .getByRole('toolbar', { name: '列表操作' })
        .getByRole('button', { name: label, exact: true })
    const check = async (dialog: Locator, shot: string) => {
      await expect(dialog).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await seriousViolations(page), shot).toEqual([])
      await screenshot(page, shot)
      await dialog.getByRole('button', { name: '取消' }).click()
      await expect(dialog).toBeHidden()
    }

    await page.goto('/system/user')
    await expect(table('用户列表')(page)).toBeVisible()
    await toolbarButton('新增').click()
    await check(page.getByRole('dialog', { name: '添加用户' }), 'a11y-system-user-dialog')

    await page.goto('/system/role')
    const gateRole = table('角色列表')(page).locator('tbody tr').filter({ hasText: '前台检票员' })
    await gateRole.getByRole('button', { name: '菜单权限', exact: true }).click()
    const menus = page.getByRole('dialog', { name: '菜单权限' })
    await expect(menus.getByRole('tree', { name: '菜单权限' })).toBeVisible()
    await menus.getByRole('switch', { name: '展开/折叠' }).check()
    await check(menus, 'a11y-system-role-menus')

    await page.goto('/system/menu')
    await expect(table('菜单列表')(page)).toBeVisible()
    await toolbarButton('新增').click()
    await check(page.getByRole('dialog', { name: '添加菜单' }), 'a11y-system-menu-dialog')
  })
})

test.describe('the pinned 操作 column', () => {
  const operationsHeader = (page: Page) =>
    table('参数配置列表')(page).getByRole('columnheader', { name: '操作' })
  const style = (locator: Locator, property: 'position' | 'borderLeftStyle') =>
    locator.evaluate((element, name) => getComputedStyle(element)[name], property)

  test('on a narrow desktop, shows a separator while columns run under it', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 })
    await loginAs(page)
    await page.goto('/infra/config')
    const header = operationsHeader(page)
    await expect(header).toBeVisible()
    expect(await style(header, 'position')).toBe('sticky')
    await expect.poll(() => style(header, 'borderLeftStyle')).toBe('solid')
    await screenshot(page, 'a11y-pinned-column-desktop')
    // Scrolled to the right end nothing runs under it: no separator.
    await header.evaluate((cell) => {
      const box = cell.closest('.MuiTableContainer-root')!
      box.scrollLeft = box.scrollWidth
    })
    await expect.poll(() => style(header, 'borderLeftStyle')).toBe('none')
  })

  test('on a phone, is not pinned and covers no data', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await loginAtAnyWidth(page)
    await page.goto('/infra/config')
    const header = operationsHeader(page)
    await expect(header).toBeAttached()
    expect(await style(header, 'position')).toBe('static')
    const firstRow = table('参数配置列表')(page).getByRole('row').nth(1)
    await expect(firstRow).toBeVisible()
    // No cell of the row overlaps another one.
    const boxes = await firstRow
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect))
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index].left).toBeGreaterThanOrEqual(boxes[index - 1].right - 1)
    }
    await screenshot(page, 'a11y-pinned-column-phone')
  })
})
