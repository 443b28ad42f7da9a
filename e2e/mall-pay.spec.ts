import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { loginAs, screenshot } from './support/console'
import { createPaidActivity, payWithMock, signUpPaid } from './support/pay'
import { activePanel, dataRows, rowsWith, toast } from './support/system'

// 支付中心 against the real sandbox: the app grid and a channel dialog whose fields follow the
// mode, the cashier paying with the mock channel (its QR URL opened on a second page), then the
// order's detail, 退款订单 and 回调通知.

test('支付应用: the channel grid, 编辑支付渠道 and 创建支付渠道 with fields by mode', async ({
  page,
}) => {
  await loginAs(page)
  await page.goto('/pay/app')
  const table = activePanel(page).getByRole('table', { name: '支付应用列表' })
  await expect(table.getByRole('columnheader', { name: '支付宝配置' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: '微信配置' })).toBeVisible()
  const mock = table.getByRole('button', { name: '活动报名 模拟支付：已开启' })
  await expect(mock).toBeVisible()
  await screenshot(page, 'pay-app')

  await mock.click()
  const edit = page.getByRole('dialog', { name: '编辑支付渠道' })
  await expect(edit.getByLabel('渠道费率')).toBeVisible()
  await screenshot(page, 'pay-channel-mock')
  await edit.getByRole('button', { name: '取消' }).click()

  await table.getByRole('button', { name: '活动报名 支付宝 PC 网站支付：未开启' }).click()
  const create = page.getByRole('dialog', { name: '创建支付渠道' })
  await expect(create.getByRole('textbox', { name: /^支付宝公钥( \*)?$/ })).toBeVisible()
  await create.getByRole('radio', { name: '证书模式' }).check()
  await expect(create.getByRole('textbox', { name: '根证书' })).toBeVisible()
  await expect(create.getByRole('textbox', { name: /^支付宝公钥( \*)?$/ })).toHaveCount(0)
  await create.getByRole('button', { name: '确定' }).click()
  await expect(create.getByText('开放平台应用的 APPID 不能为空')).toBeVisible()
  await screenshot(page, 'pay-channel-alipay')
  await create.getByRole('button', { name: '取消' }).click()
})

test('the cashier pays with the mock channel, then 支付订单, 退款订单 and 回调通知 show it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginAs(page)
  const title = `篆刻体验课${Date.now() % 100_000}`
  const activityId = await createPaidActivity(page, title)
  const { payOrderId } = await signUpPaid(page, activityId, '许嘉禾')

  // Not a console path or another origin: never followed.
  await page.goto(`/pay/cashier?id=${payOrderId}&returnUrl=${encodeURIComponent('/pay/order')}`)
  const cashier = page.getByRole('region', { name: '收银台' })
  await expect(cashier).toContainText(title)
  await screenshot(page, 'pay-cashier')
  // The cashier needs a pay order still waiting, so axe checks it here rather than in the sweep.
  expect(await seriousViolations(page)).toEqual([])
  await payWithMock(page, async (name) => {
    await screenshot(page, name)
    expect(await seriousViolations(page)).toEqual([])
  })
  await expect(toast(page, '支付成功')).toBeVisible()
  await expect(page).toHaveURL(/\/pay\/order\?payResult=success$/)

  const orders = activePanel(page).getByRole('table', { name: '支付订单列表' })
  const row = rowsWith(orders, title)
  await expect(row).toContainText('支付成功')
  await expect(row).toContainText('¥39.80')
  await screenshot(page, 'pay-order')
  await row.getByRole('button', { name: '详情' }).click()
  const detail = page.getByRole('dialog', { name: '支付订单详情' })
  await expect(detail).toContainText(title)
  await expect(detail).toContainText('模拟支付')
  await screenshot(page, 'pay-order-detail')
  await detail.getByRole('button', { name: '关闭' }).click()

  await page.goto('/pay/refund')
  await expect(activePanel(page).getByRole('table', { name: '退款订单列表' })).toBeVisible()
  await screenshot(page, 'pay-refund')

  await page.goto('/pay/notify')
  const notes = activePanel(page).getByRole('table', { name: '回调通知列表' })
  await expect(dataRows(notes).first()).toBeVisible()
  await dataRows(notes).first().getByRole('button', { name: '详情' }).click()
  const notice = page.getByRole('dialog', { name: '回调通知详情' })
  await expect(notice.getByRole('table', { name: '回调日志' })).toBeVisible()
  await screenshot(page, 'pay-notify-detail')
})

test('the cashier without an id or with a foreign returnUrl', async ({ page }) => {
  await loginAs(page)
  await page.goto('/pay/cashier?returnUrl=https%3A%2F%2Fevil.example%2Fsteal')
  await expect(toast(page, '未传递支付单号，无法查看对应的支付信息')).toBeVisible()
  await expect(page).toHaveURL(/\/pay\/order\?payResult=cancel$/)
})
