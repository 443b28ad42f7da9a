import { expect, test, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import {
  createModelByApi,
  reviewProcessXml,
  rowMenuAction,
  showModelByKey,
  storeDiagramByApi,
  uniqueKey,
} from './support/bpm'
import { activePanel, confirmDialog, errorNotification, toast } from './support/system'

// 任务分配规则 from the model list (editable) and the definition list (read only), deploy refused
// until every user task has a rule, and the 用户分组 screen.

const MISSING_RULE =
  '部署流程失败，原因：用户任务(馆员审核)未配置分配规则，请点击【修改流程】按钮进行配置'

function rulesDialog(page: Page) {
  return page.getByRole('dialog', { name: '任务分配规则' })
}

async function pick(page: Page, comboboxName: string, option: string) {
  await page.getByRole('combobox', { name: comboboxName }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a model deploys once its user task has a rule set in the 任务分配规则 dialog', async ({
  page,
  request,
}) => {
  await loginAs(page)
  const key = uniqueKey('e2e_rules')
  const id = await createModelByApi(request, page, key, '讲解预约审核')
  await storeDiagramByApi(request, page, id, reviewProcessXml(key, '讲解预约审核'))

  const row = await showModelByKey(page, key)
  await row.getByRole('button', { name: '发布流程', exact: true }).click()
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(errorNotification(page, MISSING_RULE)).toBeVisible()

  await rowMenuAction(page, row, '分配规则')
  const rules = rulesDialog(page)
  const taskRow = rules.getByRole('row').filter({ hasText: 'Task_review' })
  await expect(taskRow).toContainText('馆员审核')
  await taskRow.getByRole('button', { name: '修改' }).click()

  const edit = page.getByRole('dialog', { name: '修改任务规则' })
  await expect(edit.getByRole('textbox', { name: '任务标识' })).toHaveValue('Task_review')
  await edit.getByRole('button', { name: '确定' }).click()
  await expect(edit).toContainText('规则类型不能为空')
  await pick(page, '规则类型', '用户')
  await edit.getByRole('button', { name: '确定' }).click()
  await expect(edit).toContainText('指定用户不能为空')
  await pick(page, '指定用户', '纪念馆管理员')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await screenshot(page, 'bpm-rules-edit')
  await edit.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '修改成功')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(taskRow).toContainText('用户')
  await expect(taskRow).toContainText('纪念馆管理员')
  await screenshot(page, 'bpm-rules-dialog')
  await rules.getByRole('button', { name: '关闭' }).click()

  await row.getByRole('button', { name: '发布流程', exact: true }).click()
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '部署成功')).toBeVisible()
  await expect(row).toContainText('v1')
})

test("a definition's rules are shown read-only", async ({ page }) => {
  await loginAs(page)
  await page.goto('/bpm/manager/definition?key=oa_leave')
  const table = activePanel(page).getByRole('table', { name: '流程定义列表' })
  await table
    .getByRole('row')
    .filter({ hasText: 'v1' })
    .getByRole('button', { name: '分配规则' })
    .click()
  const rules = rulesDialog(page)
  const leader = rules.getByRole('row').filter({ hasText: 'Task_leader_audit' })
  await expect(leader).toContainText('自定义脚本')
  await expect(leader).toContainText('流程发起人的一级领导')
  await expect(rules.getByRole('row').filter({ hasText: 'Task_director_audit' })).toContainText(
    '馆长',
  )
  await expect(rules.getByRole('button', { name: '修改' })).toHaveCount(0)
  await screenshot(page, 'bpm-rules-definition')
})

test('用户分组: the seeded groups with their members; a new group says what is missing', async ({
  page,
}) => {
  await loginAs(page)
  await page.goto('/bpm/manager/user-group')
  const table = activePanel(page).getByRole('table', { name: '用户分组列表' })
  const purchase = table.getByRole('row').filter({ hasText: '办公室采购组' })
  await expect(purchase).toContainText('孙主任')
  await expect(purchase).toContainText('文员小吴')

  await activePanel(page).getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '添加用户组' })
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toContainText('组名不能为空')
  await expect(dialog).toContainText('描述不能为空')
  await expect(dialog).toContainText('成员不能为空')
  await dialog.getByRole('textbox', { name: '组名' }).fill('讲解排班组')
  await dialog.getByRole('textbox', { name: '描述' }).fill('安排讲解员排班')
  await pick(page, '成员', '讲解员小李')
  await page.getByRole('option', { name: '讲解员小陈', exact: true }).click()
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()
  const created = table.getByRole('row').filter({ hasText: '讲解排班组' })
  await expect(created).toContainText('讲解员小陈')
  await screenshot(page, 'bpm-user-group')
})
