import { expect, test } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { createPaidActivity, payWithMock, signUpPaid } from './support/pay'
import { activePanel, rowsWith, toast } from './support/system'

// A paid activity's sign-up taken at the counter waits as 待支付; 去支付 opens the cashier, the
// visitor pays with the sandbox's mock channel, and the payment notification makes it 报名成功.

test('a paid sign-up: 去支付 -> cashier -> paid -> 报名成功', async ({ page }) => {
  test.setTimeout(120_000)
  await loginAs(page)
  const title = `拓印体验课${Date.now() % 100_000}`
  const activityId = await createPaidActivity(page, title)
  const { payOrderId } = await signUpPaid(page, activityId, '周明远')

  await page.goto(`/activity/sign?activityId=${activityId}`)
  const table = activePanel(page).getByRole('table', { name: '活动报名列表' })
  const row = rowsWith(table, '周明远')
  await expect(row).toContainText('待支付')
  await expect(row).toContainText('¥39.80')
  await screenshot(page, 'activity-pay-sign-list')

  await row.getByRole('button', { name: '去支付' }).click()
  await expect(page).toHaveURL(new RegExp(`/pay/cashier\\?id=${payOrderId}&returnUrl=`))
  const cashier = page.getByRole('region', { name: '收银台' })
  await expect(cashier).toContainText(title)
  await expect(cashier).toContainText('¥39.80')
  await screenshot(page, 'activity-pay-cashier')

  await payWithMock(page)
  await expect(toast(page, '支付成功')).toBeVisible()
  await expect(page).toHaveURL(/\/activity\/sign\?payResult=success$/)
  const paidRow = rowsWith(activePanel(page).getByRole('table', { name: '活动报名列表' }), '周明远')
  await expect(paidRow).toContainText('报名成功')
  await expect(paidRow).toContainText('已支付')
  await screenshot(page, 'activity-pay-paid')
})
