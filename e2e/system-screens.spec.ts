import { expect, test, type Page } from '@playwright/test'
import { ADMIN, STAFF, loginAs, mainMenu, screenshot } from './support/console'
import {
  accessToken,
  activePanel,
  apiDelete,
  apiGet,
  apiPost,
  dataRows,
  deleteRow,
  errorNotification,
  exportList,
  loginAtAnyWidth,
  pager,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

/** Opens a screen through the sidebar, as a user would. */
async function openFromMenu(page: Page, ...titles: string[]) {
  for (const title of titles) await mainMenu(page).getByText(title, { exact: true }).click()
}

async function openDictTypes(page: Page) {
  await openFromMenu(page, '系统管理', '字典管理')
  await expect(page).toHaveURL(/\/system\/dict$/)
  const table = activePanel(page).getByRole('table', { name: '字典类型列表' })
  await expect(dataRows(table).first()).toBeVisible()
  return table
}

async function openConfigs(page: Page) {
  await openFromMenu(page, '基础设施', '配置管理')
  await expect(page).toHaveURL(/\/infra\/config$/)
  const table = activePanel(page).getByRole('table', { name: '参数配置列表' })
  await expect(dataRows(table).first()).toBeVisible()
  return table
}

/** Searches the visible list by one text field of its search form. */
async function searchBy(page: Page, label: string, text: string) {
  const form = activePanel(page).getByRole('search', { name: '搜索条件' })
  await form.getByLabel(label, { exact: true }).fill(text)
  await form.getByRole('button', { name: '搜索' }).click()
}

test.describe('字典管理: dictionary types', () => {
  test('create, edit (type locked), search and reset, export, delete', async ({ page }) => {
    const suffix = uniqueSuffix()
    const name = `讲解语种${suffix}`
    const type = `museum_lang_${suffix}`
    await loginAs(page)
    const table = await openDictTypes(page)
    const panel = activePanel(page)
    const totalText = await pager(panel)
      .getByText(/^共 \d+ 条$/)
      .textContent()
    const totalBefore = Number(/\d+/.exec(totalText ?? '')?.[0])

    // Create
    await panel.getByRole('button', { name: '新增' }).click()
    const createDialog = page.getByRole('dialog', { name: '添加字典类型' })
    await createDialog.getByLabel('字典名称').fill(name)
    await createDialog.getByLabel('字典类型').fill(type)
    await expect(createDialog.getByRole('radio', { name: '开启' })).toBeChecked()
    await createDialog.getByRole('radio', { name: '关闭' }).check()
    await createDialog.getByLabel('备注').fill('讲解服务提供的语种')
    await createDialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(createDialog).toBeHidden()
    const row = rowsWith(table, type)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(name)
    await expect(row).toContainText('关闭')
    await expect(row).toContainText('讲解服务提供的语种')
    await expect(pager(panel)).toContainText(`共 ${totalBefore + 1} 条`)

    // Edit: the type key cannot change; the name can.
    await row.getByRole('button', { name: '修改' }).click()
    const editDialog = page.getByRole('dialog', { name: '修改字典类型' })
    await expect(editDialog.getByLabel('字典名称')).toHaveValue(name)
    await expect(editDialog.getByLabel('字典类型')).toHaveValue(type)
    await expect(editDialog.getByLabel('字典类型')).toBeDisabled()
    await expect(editDialog.getByRole('radio', { name: '关闭' })).toBeChecked()
    await editDialog.getByLabel('字典名称').fill(`${name}（已改）`)
    await editDialog.getByRole('radio', { name: '开启' }).check()
    await editDialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功')).toBeVisible()
    await expect(editDialog).toBeHidden()
    await expect(row).toContainText(`${name}（已改）`)
    await expect(row).toContainText('开启')

    // Search by name, then reset.
    await searchBy(page, '字典名称', `${name}（已改）`)
    await expect(dataRows(table)).toHaveCount(1)
    await expect(dataRows(table)).toContainText(type)
    await expect(pager(panel)).toContainText('共 1 条')
    await searchBy(page, '字典名称', '没有这个字典名称')
    await expect(table).toContainText('暂无数据')
    await panel.getByRole('button', { name: '重置' }).click()
    await expect(panel.getByRole('search').getByLabel('字典名称', { exact: true })).toHaveValue('')
    await expect(pager(panel)).toContainText(`共 ${totalBefore + 1} 条`)
    await expect(dataRows(table)).toHaveCount(20)

    // Export: a CSV with a header row and the new type.
    const file = await exportList(page, panel, '字典类型')
    expect(file.fileName).toMatch(/\.csv$/)
    const lines = file.text.trim().split(/\r?\n/)
    expect(lines[0]).toContain('字典名称')
    expect(lines[0]).toContain('字典类型')
    expect(lines.some((line) => line.includes(type) && line.includes(`${name}（已改）`))).toBe(true)
    expect(lines.length).toBe(totalBefore + 2)

    // Delete
    const id = (await row.locator('td').first().textContent())?.trim()
    await deleteRow(page, row, `是否确认删除字典编号为"${id}"的数据项?`)
    await expect(row).toHaveCount(0)
    await expect(pager(panel)).toContainText(`共 ${totalBefore} 条`)
  })

  test('an empty submit shows the required messages; an outside click keeps the dialog and input', async ({
    page,
  }) => {
    await loginAs(page)
    await openDictTypes(page)
    await activePanel(page).getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加字典类型' })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('字典名称不能为空')).toBeVisible()
    await expect(dialog.getByText('字典类型不能为空')).toBeVisible()

    await dialog.getByLabel('字典名称').fill('未保存的字典')
    await expect(dialog.getByText('字典名称不能为空')).toBeHidden()
    // A click on the backdrop, far from the dialog's paper.
    await page.mouse.click(8, 450)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('字典名称')).toHaveValue('未保存的字典')
    // Escape does not throw typed input away either.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('字典名称')).toHaveValue('未保存的字典')
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()
    await expect(rowsWith(activePanel(page).getByRole('table'), '未保存的字典')).toHaveCount(0)
  })

  test('pagination: 共 N 条, page sizes 10/20/30/50, the 前往 jumper and page buttons', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const token = await accessToken(page)
    const { data } = await apiGet<{ total: number }>(request, token, '/system/dict-type/page', {
      pageNo: 1,
      pageSize: 1,
    })
    const total = data.total
    expect(total).toBeGreaterThan(50)
    const table = await openDictTypes(page)
    const nav = pager(activePanel(page))
    await expect(nav).toContainText(`共 ${total} 条`)
    await expect(dataRows(table)).toHaveCount(20)
    await expect(nav.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    const sizeSelect = nav.getByRole('combobox', { name: '每页条数' })
    await sizeSelect.click()
    await expect(page.getByRole('option')).toHaveText(['10条/页', '20条/页', '30条/页', '50条/页'])
    await page.getByRole('option', { name: '10条/页' }).click()
    await expect(dataRows(table)).toHaveCount(10)
    // Wide screen: 7 numbered pages at most (first, last and five around the current one).
    expect(Math.ceil(total / 10)).toBeGreaterThan(7)
    await expect(nav.getByRole('button', { name: /^第 \d+ 页$/ })).toHaveCount(7)
    await sizeSelect.click()
    await page.getByRole('option', { name: '50条/页' }).click()
    await expect(dataRows(table)).toHaveCount(50)
    await sizeSelect.click()
    await page.getByRole('option', { name: '30条/页' }).click()
    await expect(dataRows(table)).toHaveCount(30)

    // 前往 the last page: it holds the remainder and is the current page.
    const lastPage = Math.ceil(total / 30)
    const firstId = await dataRows(table).first().locator('td').first().textContent()
    await nav.getByRole('textbox', { name: '前往页码' }).fill(String(lastPage))
    await nav.getByRole('textbox', { name: '前往页码' }).press('Enter')
    await expect(nav.getByRole('button', { name: `第 ${lastPage} 页` })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(dataRows(table)).toHaveCount(total - (lastPage - 1) * 30)
    await expect(dataRows(table).first().locator('td').first()).not.toHaveText(firstId ?? '')
    await expect(nav.getByRole('button', { name: '下一页' })).toBeDisabled()

    // A number beyond the last page lands on the last page; 上一页 and a page button move back.
    await nav.getByRole('button', { name: '上一页' }).click()
    await expect(nav.getByRole('button', { name: `第 ${lastPage - 1} 页` })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(dataRows(table)).toHaveCount(30)
    await nav.getByRole('button', { name: '第 1 页' }).click()
    await expect(nav.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(dataRows(table).first().locator('td').first()).toHaveText(firstId ?? '')
    await expect(nav.getByRole('button', { name: '上一页' })).toBeDisabled()
  })
})

test.describe('字典数据: dictionary data', () => {
  test('from a type link: create, edit, export and delete a data item', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix()
    const type = `museum_hall_${suffix}`
    await loginAs(page)
    const token = await accessToken(page)
    const created = await apiPost<number>(request, token, '/system/dict-type/create', {
      name: `展厅${suffix}`,
      type,
      status: 0,
    })
    expect(created.code).toBe(0)

    const types = await openDictTypes(page)
    await searchBy(page, '字典类型', type)
    await expect(dataRows(types)).toHaveCount(1)
    await types.getByRole('link', { name: type }).click()
    await expect(page).toHaveURL(new RegExp(`/dict/type/data/${created.data}$`))
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: '字典数据列表' })
    await expect(table).toContainText('暂无数据')
    // The 字典名称 filter shows the type the link came from.
    await expect(panel.getByRole('search').getByRole('combobox', { name: '字典名称' })).toHaveText(
      `展厅${suffix}`,
    )

    // Create
    await panel.getByRole('button', { name: '新增' }).click()
    const createDialog = page.getByRole('dialog', { name: '添加字典数据' })
    await expect(createDialog.getByLabel('字典类型')).toHaveValue(type)
    await expect(createDialog.getByLabel('字典类型')).toBeDisabled()
    await createDialog.getByRole('button', { name: '确定' }).click()
    await expect(createDialog.getByText('数据标签不能为空')).toBeVisible()
    await expect(createDialog.getByText('数据键值不能为空')).toBeVisible()
    await createDialog.getByLabel('数据标签').fill('第一展厅')
    await createDialog.getByLabel('数据键值').fill('hall-1')
    await createDialog.getByLabel('显示排序').fill('3')
    await createDialog.getByRole('combobox', { name: '颜色类型' }).click()
    await page.getByRole('option', { name: /成功（success）/ }).click()
    await expect(createDialog.getByRole('combobox', { name: '颜色类型' })).toContainText('success')
    await createDialog.getByLabel('备注').fill('一楼东侧')
    await createDialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(createDialog).toBeHidden()
    const row = rowsWith(table, '第一展厅')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('hall-1')
    await expect(row).toContainText('success')
    await expect(row).toContainText('一楼东侧')
    await expect(row.locator('td').nth(3)).toHaveText('3')

    // Edit
    await row.getByRole('button', { name: '修改' }).click()
    const editDialog = page.getByRole('dialog', { name: '修改字典数据' })
    await expect(editDialog.getByLabel('数据标签')).toHaveValue('第一展厅')
    await expect(editDialog.getByLabel('显示排序')).toHaveValue('3')
    await editDialog.getByLabel('数据标签').fill('第一展厅（序厅）')
    await editDialog.getByRole('combobox', { name: '颜色类型' }).click()
    await page.getByRole('option', { name: /危险（danger）/ }).click()
    await editDialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功')).toBeVisible()
    const edited = rowsWith(table, '第一展厅（序厅）')
    await expect(edited).toHaveCount(1)
    await expect(edited).toContainText('danger')

    // Export: the data of this type only, as CSV.
    const file = await exportList(page, panel, '字典数据')
    expect(file.fileName).toMatch(/\.csv$/)
    const lines = file.text.trim().split(/\r?\n/)
    expect(lines[0]).toContain('字典标签')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('第一展厅（序厅）')
    expect(lines[1]).toContain('hall-1')

    // Delete
    const id = (await edited.locator('td').first().textContent())?.trim()
    await deleteRow(page, edited, `是否确认删除字典编码为"${id}"的数据项?`)
    await expect(table).toContainText('暂无数据')
    expect((await apiDelete(request, token, '/system/dict-type/delete', created.data)).code).toBe(0)
  })

  test('a changed label shows as a tag wherever the type is used (消息记录)', async ({ page }) => {
    await loginAs(page)
    const types = await openDictTypes(page)
    await searchBy(page, '字典类型', 'system_notify_template_type')
    await types.getByRole('link', { name: 'system_notify_template_type' }).click()
    const table = activePanel(page).getByRole('table', { name: '字典数据列表' })
    const row = rowsWith(table, '系统消息')
    await expect(row).toHaveCount(1)

    const rename = async (from: string, to: string) => {
      await rowsWith(table, from).getByRole('button', { name: '修改' }).click()
      const dialog = page.getByRole('dialog', { name: '修改字典数据' })
      await dialog.getByLabel('数据标签').fill(to)
      await dialog.getByRole('button', { name: '确定' }).click()
      await expect(dialog).toBeHidden()
      await expect(rowsWith(table, to)).toHaveCount(1)
    }

    await rename('系统消息', '馆内系统消息')
    try {
      await openFromMenu(page, '站内信管理', '消息记录')
      const messages = activePanel(page).getByRole('table', { name: '站内信列表' })
      await expect(dataRows(messages).first()).toBeVisible()
      // Without logging in again, the type column shows the new label.
      await expect(messages.getByText('馆内系统消息').first()).toBeVisible()
      await expect(messages.getByText('系统消息', { exact: true })).toHaveCount(0)
    } finally {
      await page.goto('/system/dict')
      const list = activePanel(page).getByRole('table', { name: '字典类型列表' })
      await searchBy(page, '字典类型', 'system_notify_template_type')
      await list.getByRole('link', { name: 'system_notify_template_type' }).click()
      await rename('馆内系统消息', '系统消息')
    }
  })
})

test.describe('配置管理: configs', () => {
  test('create, a duplicate key keeps the dialog, edit, export, delete; built-in rows have no 删除', async ({
    page,
  }) => {
    const suffix = uniqueSuffix()
    const key = `museum.e2e.${suffix}`
    await loginAs(page)
    const table = await openConfigs(page)
    const panel = activePanel(page)

    // A built-in entry offers 修改 but no 删除; a custom one offers both.
    const builtIn = rowsWith(table, 'sys.index.skinName')
    await expect(builtIn).toContainText('系统内置')
    await expect(builtIn.getByRole('button', { name: '修改' })).toBeVisible()
    await expect(builtIn.getByRole('button', { name: '删除' })).toHaveCount(0)
    const custom = rowsWith(table, 'museum.reserve.daily-limit')
    await expect(custom).toContainText('自定义')
    await expect(custom.getByRole('button', { name: '删除' })).toBeVisible()

    // Create
    await panel.getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加参数配置' })
    await dialog.getByRole('button', { name: '确定' }).click()
    for (const message of [
      '参数分类不能为空',
      '参数名称不能为空',
      '参数键名不能为空',
      '参数键值不能为空',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }
    await dialog.getByLabel('参数分类').fill('museum')
    await dialog.getByLabel('参数名称').fill(`讲解预约上限${suffix}`)
    await dialog.getByLabel('参数键名').fill(key)
    await dialog.getByLabel('参数键值').fill('30')
    await dialog.getByRole('radio', { name: '否' }).check()
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = rowsWith(table, key)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`讲解预约上限${suffix}`)
    await expect(row).toContainText('自定义')
    await expect(row.locator('td').nth(5)).toHaveText('否')

    // The same key again: the server's message, and the dialog keeps what was typed.
    await panel.getByRole('button', { name: '新增' }).click()
    await dialog.getByLabel('参数分类').fill('museum')
    await dialog.getByLabel('参数名称').fill('重复的键名')
    await dialog.getByLabel('参数键名').fill(key)
    await dialog.getByLabel('参数键值').fill('31')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(errorNotification(page, '参数配置 key 重复')).toBeVisible()
    await screenshot(page, 'system-config-duplicate-key')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('参数名称')).toHaveValue('重复的键名')
    await expect(dialog.getByLabel('参数键值')).toHaveValue('31')
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()
    await expect(rowsWith(table, key)).toHaveCount(1)

    // Edit: the key is fixed, the value changes.
    await row.getByRole('button', { name: '修改' }).click()
    const editDialog = page.getByRole('dialog', { name: '修改参数配置' })
    await expect(editDialog.getByLabel('参数键名')).toHaveValue(key)
    await expect(editDialog.getByRole('radio', { name: '否' })).toBeChecked()
    await editDialog.getByLabel('参数键值').fill('45')
    await editDialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功')).toBeVisible()
    await expect(row.locator('td').nth(4)).toHaveText('45')

    // Export (all configs under the current filters)
    const file = await exportList(page, panel, '参数配置')
    expect(file.fileName).toMatch(/\.csv$/)
    const lines = file.text.trim().split(/\r?\n/)
    expect(lines[0]).toContain('参数键名')
    expect(lines.some((line) => line.includes(key) && line.includes('45'))).toBe(true)
    expect(lines.some((line) => line.includes('sys.index.skinName'))).toBe(true)

    // Delete the custom entry
    const id = (await row.locator('td').first().textContent())?.trim()
    await deleteRow(page, row, `是否确认删除参数编号为"${id}"的数据项?`)
    await expect(rowsWith(table, key)).toHaveCount(0)
  })

  test('the 系统内置 filter lists only built-in entries, none of them deletable', async ({
    page,
  }) => {
    await loginAs(page)
    const table = await openConfigs(page)
    const form = activePanel(page).getByRole('search')
    await form.getByRole('combobox', { name: '系统内置' }).click()
    await page.getByRole('option', { name: '系统内置' }).click()
    await form.getByRole('button', { name: '搜索' }).click()
    await expect(rowsWith(table, '自定义')).toHaveCount(0)
    await expect(dataRows(table).first()).toContainText('系统内置')
    await expect(table.getByRole('button', { name: '删除' })).toHaveCount(0)
  })
})

test.describe('站内信管理: admin message records', () => {
  test('消息记录 lists every user’s messages and opens 详情', async ({ page, request }) => {
    const content = `闭馆通知 ${uniqueSuffix()}：本周一闭馆维护`
    const sent = await request.post('/sandbox/notify/send', {
      data: { username: 'staff', content, templateNickname: '值班室' },
    })
    expect(((await sent.json()) as { code: number }).code).toBe(0)

    await loginAs(page)
    await openFromMenu(page, '系统管理', '站内信管理', '消息记录')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: '站内信列表' })
    const row = rowsWith(table, content)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('值班室')
    await expect(row).toContainText('系统消息')
    await expect(row).toContainText('否')
    await expect(pager(panel)).toContainText(/共 \d+ 条/)

    await row.getByRole('button', { name: '详情' }).click()
    const detail = page.getByRole('dialog', { name: '站内信详情' })
    await expect(detail).toContainText(content)
    await expect(detail).toContainText('值班室')
    await expect(detail).toContainText('管理员')
    await screenshot(page, 'system-notify-message-detail')
    await detail.getByRole('button', { name: '关闭' }).click()
    await expect(detail).toBeHidden()
  })
})

test.describe('staff cannot see or call what it lacks', () => {
  test('no 基础设施 menu, /infra/config is 403, 字典管理 is read-only', async ({ page }) => {
    await loginAs(page, STAFF)
    await expect(mainMenu(page).getByText('系统管理')).toBeVisible()
    await expect(mainMenu(page).getByText('基础设施')).toHaveCount(0)
    await expect(mainMenu(page).getByText('配置管理')).toHaveCount(0)

    const table = await openDictTypes(page)
    const panel = activePanel(page)
    await expect(panel.getByRole('button', { name: '搜索', exact: true })).toBeVisible()
    for (const label of ['新增', '导出', '修改', '删除']) {
      await expect(panel.getByRole('button', { name: label, exact: true })).toHaveCount(0)
    }
    // The data screen of a type is read-only too (a seeded type with data: other tests may have
    // added empty types at the top of the list).
    await table.getByRole('link', { name: 'yes_no', exact: true }).click()
    await expect(page).toHaveURL(/\/dict\/type\/data\/\d+$/)
    const data = activePanel(page).getByRole('table', { name: '字典数据列表' })
    await expect(dataRows(data).first()).toBeVisible()
    for (const label of ['新增', '导出', '修改', '删除']) {
      await expect(activePanel(page).getByRole('button', { name: label, exact: true })).toHaveCount(
        0,
      )
    }

    await page.goto('/infra/config')
    await expect(page.getByRole('heading', { name: '抱歉，您无权访问此页面' })).toBeVisible()
    await expect(page.getByRole('table', { name: '参数配置列表' })).toHaveCount(0)
  })

  test('with staff’s own token the server answers 403 to create and to the config list', async ({
    page,
  }) => {
    await loginAs(page, STAFF)
    const token = await accessToken(page)
    const create = await page.request.post('/prod-api/admin-api/system/dict-type/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: '越权字典', type: 'staff_forbidden_type', status: 0 },
    })
    expect(((await create.json()) as { code: number }).code).toBe(403)
    const configs = await page.request.get('/prod-api/admin-api/infra/config/page', {
      headers: { Authorization: `Bearer ${token}` },
      params: { pageNo: 1, pageSize: 10 },
    })
    expect(((await configs.json()) as { code: number }).code).toBe(403)
    // What staff may do still works with the same token: reading dictionary types.
    const types = await apiGet<{ total: number }>(page.request, token, '/system/dict-type/page', {
      pageNo: 1,
      pageSize: 1,
    })
    expect(types.code).toBe(0)
    expect(types.data.total).toBeGreaterThan(0)
    // And nothing was created by the refused call.
    const check = await apiGet<{ total: number }>(page.request, token, '/system/dict-type/page', {
      pageNo: 1,
      pageSize: 1,
      type: 'staff_forbidden_type',
    })
    expect(check.data.total).toBe(0)
  })
})

test.describe('screenshots of the system screens', () => {
  const screens = [
    { name: 'system-dict-types', path: '/system/dict', table: '字典类型列表' },
    { name: 'system-dict-data', path: '/dict/type/data/1', table: '字典数据列表' },
    { name: 'system-configs', path: '/infra/config', table: '参数配置列表' },
    { name: 'system-notify-messages', path: '/system/notify/notify-message', table: '站内信列表' },
  ]

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`each list screen at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await loginAtAnyWidth(page, ADMIN)
      for (const screen of screens) {
        await page.goto(screen.path)
        const table = activePanel(page).getByRole('table', { name: screen.table })
        await expect(dataRows(table).first()).toBeVisible()
        await expect(pager(activePanel(page))).toBeVisible()
        await screenshot(page, `${screen.name}-${viewport.width}`)
        // The console scrolls inside its main area, so the full-page shot ends at the window's
        // bottom: a second shot shows the pager.
        await pager(activePanel(page)).scrollIntoViewIfNeeded()
        await screenshot(page, `${screen.name}-${viewport.width}-pager`)
      }
      await page.goto('/system/dict')
      await activePanel(page).getByRole('button', { name: '新增' }).click()
      const dialog = page.getByRole('dialog', { name: '添加字典类型' })
      await dialog.getByRole('button', { name: '确定' }).click()
      await expect(dialog.getByText('字典名称不能为空')).toBeVisible()
      await screenshot(page, `system-dict-type-dialog-errors-${viewport.width}`)
      await dialog.getByRole('button', { name: '取消' }).click()
      await expect(dialog).toBeHidden()
    })
  }
})

test.describe('layout of the list screens (known defects, see the comments)', () => {
  test('on a 390x844 phone the pager shows at most 5 numbered pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAtAnyWidth(page)
    await page.goto('/system/dict')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: '字典类型列表' })
    await expect(dataRows(table).first()).toBeVisible()
    const nav = pager(panel)
    await nav.getByRole('combobox', { name: '每页条数' }).click()
    await page.getByRole('option', { name: '10条/页' }).click()
    await expect(dataRows(table)).toHaveCount(10)
    await expect(nav.getByRole('button', { name: /^第 \d+ 页$/ })).toHaveCount(5)
    await expect(nav.getByRole('textbox', { name: '前往页码' })).toBeVisible()
  })

  // The search form fits a phone: fields go full width, the date range shares it.
  test('on a 390x844 phone the search form stays inside its card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAtAnyWidth(page)
    await page.goto('/system/dict')
    const panel = activePanel(page)
    const card = panel.getByRole('region', { name: '字典管理' }).locator('.MuiPaper-root').first()
    const range = panel.getByRole('search').getByRole('group', { name: '创建时间', exact: true })
    await expect(range).toBeVisible()
    const cardBox = await card.boundingBox()
    const endDate = await range.getByRole('group', { name: '创建时间止' }).boundingBox()
    expect(cardBox).not.toBeNull()
    expect(endDate).not.toBeNull()
    expect(endDate!.x + endDate!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
  })

  // The 操作 column is pinned to the right edge, so row actions never need a sideways scroll.
  test('at 1440x900 the row operations are visible without scrolling sideways', async ({
    page,
  }) => {
    await loginAs(page)
    const screens = [
      { path: '/system/dict', table: '字典类型列表', action: '修改' },
      { path: '/infra/config', table: '参数配置列表', action: '修改' },
      { path: '/system/notify/notify-message', table: '站内信列表', action: '详情' },
    ]
    for (const screen of screens) {
      await page.goto(screen.path)
      const table = activePanel(page).getByRole('table', { name: screen.table })
      const action = dataRows(table).first().getByRole('button', { name: screen.action })
      await expect(action).toBeVisible()
      await expect
        .soft(action, `${screen.path}: ${screen.action} in view`)
        .toBeInViewport({ timeout: 3_000 })
    }
  })
})

// A refusal raised by a dialog's save must reach screen readers: the dialog hides its siblings,
// so toasts and notifications portal to the body when they appear.
test('a refused save inside a form dialog is announced as an alert', async ({ page }) => {
  await loginAs(page)
  await openConfigs(page)
  await activePanel(page).getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '添加参数配置' })
  await dialog.getByLabel('参数分类').fill('ui')
  await dialog.getByLabel('参数名称').fill('重复的内置键名')
  await dialog.getByLabel('参数键名').fill('sys.index.skinName')
  await dialog.getByLabel('参数键值').fill('skin-green')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(errorNotification(page, '参数配置 key 重复')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: '参数配置 key 重复' })).toBeVisible({
    timeout: 2_000,
  })
})
