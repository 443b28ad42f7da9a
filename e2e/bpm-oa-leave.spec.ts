import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot, STAFF } from './support/console'
import { activePanel, errorNotification, rowsWith, toast } from './support/system'
import { tabList, tabOf } from './support/shell'

/**
 * OA leave against the real sandbox, as the seeded ordinary employee (staff, 票务部): file a leave
 * on 发起 OA 请假, find it 处理中 in 请假查询, read it on 查看 OA 请假 and on its approval page
 * (审批进度, where the leave is the business form), and cancel another one.
 */

const LIST = '/bpm/oa/leave'

/** Types a date-time into a MUI X field as a user would: its first section, then the digits. */
async function typeDateTime(page: Page, field: Locator, value: string) {
  await field.getByRole('spinbutton').first().click()
  await page.keyboard.type(value.replace(/\D/g, ''))
}

/** Serious or critical axe findings on the page (the a11y spec's bar for every screen). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

function leaveTable(page: Page): Locator {
  return activePanel(page).getByRole('table', { name: '请假申请列表' })
}

test.describe.configure({ mode: 'serial' })

test('staff files a leave from the console, finds it 处理中 and opens its approval', async ({
  page,
}) => {
  // Three axe runs and a diagram on top of the flow.
  test.setTimeout(180_000)
  const reason = `回老家探亲（e2e ${Date.now()}）`
  await loginAs(page, STAFF)
  await page.goto(LIST)
  let panel = activePanel(page)
  await expect(panel.getByRole('table', { name: '请假申请列表' })).toBeVisible()
  await panel.getByRole('button', { name: '发起请假' }).click()
  await expect(page).toHaveURL(/\/bpm\/oa\/leave\/create$/)
  await expect(tabOf(page, '发起 OA 请假')).toBeVisible()

  panel = activePanel(page)
  const form = panel.getByRole('form', { name: '发起 OA 请假' })
  const start = form.getByRole('group', { name: '开始时间' })
  await expect(start).toBeVisible()
  await expect(form.locator('label', { hasText: '选择开始时间' })).toBeVisible()
  await expect(form.locator('label', { hasText: '选择结束时间' })).toBeVisible()
  await expect(form.getByRole('combobox', { name: '请假类型' })).toHaveText('请选择')
  await expect(form.getByRole('textbox', { name: '原因' })).toHaveAttribute(
    'placeholder',
    '请输入原因',
  )
  expect(await seriousViolations(page)).toEqual([])

  // Nothing filed: every rule speaks.
  await form.getByRole('button', { name: '提 交' }).click()
  for (const message of [
    '开始时间不能为空',
    '结束时间不能为空',
    '请假类型不能为空',
    '请假原因不能为空',
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await screenshot(page, 'bpm-oa-leave-create-rules')

  // An end before the start: the server refuses, the form keeps everything.
  await typeDateTime(page, start, '2027-05-06 09:00')
  const end = form.getByRole('group', { name: '结束时间' })
  await typeDateTime(page, end, '2027-05-05 18:00')
  await form.getByRole('combobox', { name: '请假类型' }).click()
  await page.getByRole('option', { name: '事假' }).click()
  await form.getByRole('textbox', { name: '原因' }).fill(reason)
  await form.getByRole('button', { name: '提 交' }).click()
  await expect(errorNotification(page, '请求参数不正确:结束时间，需要在开始时间之后')).toBeVisible()
  await expect(page).toHaveURL(/\/bpm\/oa\/leave\/create$/)
  await expect(form.getByRole('textbox', { name: '原因' })).toHaveValue(reason)
  await expect(start).toContainText('2027-05-06 09:00')
  await expect(form.getByRole('combobox', { name: '请假类型' })).toHaveText('事假')

  // Corrected: filed, the create tab closes and the list shows the leave in progress.
  await typeDateTime(page, end, '2027-05-07 18:00')
  await expect(end).toContainText('2027-05-07 18:00')
  await form.getByRole('button', { name: '提 交' }).click()
  await expect(toast(page, '发起成功')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  await expect(tabList(page).getByRole('tab', { name: /^发起 OA 请假/ })).toHaveCount(0)
  const row = rowsWith(leaveTable(page), reason)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('处理中')
  await expect(row).toContainText('事假')
  await expect(row).toContainText('2027-05-06 09:00:00')
  await expect(row).toContainText('2027-05-07 18:00:00')
  await expect(row.getByRole('button', { name: '取消请假' })).toBeVisible()
  await screenshot(page, 'bpm-oa-leave-list')
  expect(await seriousViolations(page)).toEqual([])

  // 详情: 查看 OA 请假.
  await row.getByRole('button', { name: '详情' }).click()
  await expect(page).toHaveURL(/\/bpm\/oa\/leave\/detail\?id=\d+$/)
  const detail = activePanel(page).getByRole('region', { name: '查看 OA 请假' })
  await expect(detail).toContainText('开始时间：2027-05-06 09:00:00')
  await expect(detail).toContainText('结束时间：2027-05-07 18:00:00')
  await expect(detail).toContainText('请假类型：事假')
  await expect(detail).toContainText(`原因：${reason}`)
  await screenshot(page, 'bpm-oa-leave-detail')
  expect(await seriousViolations(page)).toEqual([])

  // 审批进度: the approval page, with the leave as its application.
  await tabOf(page, '请假查询').click()
  await rowsWith(leaveTable(page), reason).getByRole('button', { name: '审批进度' }).click()
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=[\w-]+$/)
  panel = activePanel(page)
  await expect(panel.getByRole('region', { name: /^申请信息【/ })).toContainText(`原因：${reason}`)
  await expect(panel.getByRole('region', { name: '审批记录' })).toBeVisible()
  await expect(
    panel.getByRole('region', { name: '流程图' }).locator('.djs-element').first(),
  ).toBeVisible()
  await screenshot(page, 'bpm-oa-leave-progress')
})

test('staff cancels a leave in progress, with a reason', async ({ page }) => {
  const reason = `临时有事（e2e ${Date.now()}）`
  await loginAs(page, STAFF)
  await page.goto('/bpm/oa/leave/create')
  const form = activePanel(page).getByRole('form', { name: '发起 OA 请假' })
  await typeDateTime(page, form.getByRole('group', { name: '开始时间' }), '2027-06-01 09:00')
  await typeDateTime(page, form.getByRole('group', { name: '结束时间' }), '2027-06-01 17:00')
  await form.getByRole('combobox', { name: '请假类型' }).click()
  await page.getByRole('option', { name: '病假' }).click()
  await form.getByRole('textbox', { name: '原因' }).fill(reason)
  await form.getByRole('button', { name: '提 交' }).click()
  await expect(toast(page, '发起成功')).toBeVisible()

  const row = rowsWith(leaveTable(page), reason)
  await row.getByRole('button', { name: '取消请假' }).click()
  const prompt = page.getByRole('dialog', { name: '取消流程' })
  await expect(prompt).toContainText('请输入取消原因？')
  await prompt.getByRole('textbox').fill(' ')
  await expect(prompt.getByText('取消原因不能为空')).toBeVisible()
  await expect(prompt.getByRole('button', { name: '确定' })).toBeDisabled()
  await prompt.getByRole('textbox').fill('计划有变')
  await prompt.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '取消成功')).toBeVisible()
  await expect(row).toContainText('已取消')
  await expect(row.getByRole('button', { name: '取消请假' })).toHaveCount(0)
  await screenshot(page, 'bpm-oa-leave-cancelled')
})
