import { expect, test, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import {
  memberApplyAfterSale,
  memberCreateOrder,
  memberLogin,
  memberOrderDetail,
  memberReturnDelivery,
} from './support/member'
import { accessToken, activePanel, apiGet, confirmDialog, toast } from './support/system'

/**
 * The shop's main flow, end to end against the real sandbox: a member buys (member calls), the
 * order is paid at the console's cashier with the mock channel, staff ship it in 订单详情, the member asks for a 退货退款
 * and sends the goods back, staff 同意售后, 确认收货 and 确认退款, and the pay refund and the
 * order show the money returned.
 */

interface SkuRow {
  id: number
  stock: number
  price: number
}

/** A SKU on the shelf with stock, read through the admin-api (what the member would browse). */
async function skuOnSale(page: Page, token: string): Promise<SkuRow> {
  const spus = await apiGet<{ list: Array<{ id: number; stock: number }> }>(
    page.request,
    token,
    '/product/spu/page',
    { pageNo: 1, pageSize: 20, tabType: 0 },
  )
  for (const spu of spus.data.list.filter((row) => row.stock > 0)) {
    const skus = await apiGet<SkuRow[]>(page.request, token, '/product/sku/list', {
      spuIds: spu.id,
    })
    const sku = skus.data.find((row) => row.stock > 0)
    if (sku) return sku
  }
  throw new Error('no SKU with stock on the shelf')
}

/**
 * Pays at the console's cashier with the mock channel: the cashier shows the mock channel's code,
 * the "phone" opens the code's page and confirms, and the cashier (polling) sees the payment and
 * returns to `returnUrl` with payResult=success.
 */
async function payAtCashier(page: Page, payOrderId: number, returnUrl: string) {
  await page.goto(`/pay/cashier?id=${payOrderId}&returnUrl=${encodeURIComponent(returnUrl)}`)
  const cashier = activePanel(page).getByRole('region', { name: '收银台' })
  await expect(cashier).toContainText('支付订单')
  await cashier.getByRole('button', { name: '模拟支付' }).click()
  const code = page.getByRole('dialog', { name: '模拟支付' })
  await expect(code).toContainText('请使用手机“扫一扫”打开模拟支付')
  await screenshot(page, 'mall-flow-cashier')
  const mockUrl = await code
    .getByRole('link', { name: '在新窗口中打开模拟支付' })
    .getAttribute('href')
  expect(mockUrl).toBeTruthy()
  const phone = await page.context().newPage()
  await phone.goto(mockUrl ?? '')
  await phone.getByRole('button', { name: '确认支付' }).click()
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible()
  await phone.close()
  await expect(toast(page, '支付成功')).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/payResult=success/)
}

async function pressAndConfirm(page: Page, label: string) {
  await activePanel(page).getByRole('button', { name: label }).click()
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
}

test('a member buys, pays, is shipped to, returns the goods and is refunded; staff work it in the console', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await loginAs(page)
  const token = await accessToken(page)
  const sku = await skuOnSale(page, token)

  // The member buys one through the mini-program's calls, and pays.
  const member = await memberLogin(page.request)
  const created = await memberCreateOrder(page.request, member, [{ skuId: sku.id, count: 1 }], {
    receiverName: '林小满',
    receiverMobile: '17000000001',
  })
  await payAtCashier(page, created.payOrderId, `/trade/order/detail?id=${created.id}`)
  const bought = await memberOrderDetail(page.request, member, created.id)
  expect(bought.status).toBe(10)

  // Staff ship it in 订单详情.
  await page.goto(`/trade/order/detail?id=${created.id}`)
  const detail = activePanel(page)
  await expect(detail.getByRole('region', { name: '订单状态' })).toContainText('待发货')
  await expect(detail.getByRole('region', { name: '操作日志' })).toContainText('用户下单')
  await expect(detail.getByRole('region', { name: '操作日志' })).toContainText('用户付款成功')
  await screenshot(page, 'mall-flow-order-paid')
  await detail.getByRole('button', { name: '发货' }).click()
  const ship = page.getByRole('dialog', { name: '订单发货' })
  await ship.getByRole('combobox').click()
  await page.getByRole('option', { name: '顺丰速运' }).click()
  await ship.getByRole('textbox').fill('SF20261127001')
  await ship.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '发货成功')).toBeVisible()
  await expect(detail.getByRole('region', { name: '订单状态' })).toContainText('已发货')
  await expect(detail.getByRole('region', { name: '操作日志' })).toContainText(
    '已发货，快递公司：顺丰速运，快递单号：SF20261127001',
  )

  // The member asks for a 退货退款 of the item.
  const item = bought.items[0]
  const afterSaleId = await memberApplyAfterSale(page.request, member, {
    orderItemId: item.id,
    way: 20,
    refundPrice: item.payPrice,
    applyReason: '商品破损',
    applyDescription: '外包装压坏',
  })

  // Staff agree in 售后详情; the member sends it back; staff receive it and refund.
  await page.goto(`/trade/after-sale/detail?id=${afterSaleId}`)
  const afterSale = activePanel(page)
  const status = afterSale.getByRole('region', { name: '售后状态' })
  await expect(status).toContainText('申请售后')
  await expect(afterSale.getByRole('region', { name: '申请信息' })).toContainText('商品破损')
  await screenshot(page, 'mall-flow-after-sale-applied')
  await pressAndConfirm(page, '同意售后')
  await expect(toast(page, '已同意售后')).toBeVisible()
  await expect(status).toContainText('商品待退货')

  await memberReturnDelivery(page.request, member, afterSaleId, 'SF20261127999')
  await page.reload()
  await expect(status).toContainText('商家待收货')
  await expect(afterSale.getByRole('region', { name: '申请信息' })).toContainText('SF20261127999')
  await pressAndConfirm(page, '确认收货')
  await expect(status).toContainText('等待退款')
  await pressAndConfirm(page, '确认退款')
  await expect(toast(page, '退款已提交')).toBeVisible()
  await expect(status).toContainText('退款成功')
  await expect(afterSale.getByRole('region', { name: '售后日志' })).toContainText('会员申请退款')
  await screenshot(page, 'mall-flow-after-sale-refunded')

  // The pay refund exists for the order's pay order, and the order shows the money returned.
  const refunds = await apiGet<{
    list: Array<{ orderId: number; merchantOrderId: string; refundPrice: number; status: number }>
  }>(page.request, token, '/pay/refund/page', { pageNo: 1, pageSize: 10 })
  const refund = refunds.data.list.find((row) => row.orderId === created.payOrderId)
  expect(refund?.refundPrice).toBe(item.payPrice)
  expect(refund?.status).toBe(10)

  // 退款订单 shows it, found by the shop's order as its merchant order.
  await page.goto('/pay/refund')
  const refundScreen = activePanel(page)
  await refundScreen
    .getByRole('textbox', { name: '商户支付单号' })
    .fill(refund?.merchantOrderId ?? '')
  await refundScreen.getByRole('button', { name: '搜索', exact: true }).click()
  const refundTable = refundScreen.getByRole('table', { name: '退款订单列表' })
  await expect(refundTable.getByRole('row')).toHaveCount(2)
  await expect(refundTable).toContainText(`¥${(item.payPrice / 100).toFixed(2)}`)
  await screenshot(page, 'mall-flow-pay-refund')

  await page.goto(`/trade/order/detail?id=${created.id}`)
  await expect(detail.getByRole('table', { name: '订单商品' })).toContainText('已退款')
  await expect(detail.getByRole('region', { name: '订单状态' })).toContainText('全部退款')
  await expect(detail.getByLabel('订单金额')).toContainText('已退款')
  await screenshot(page, 'mall-flow-order-refunded')

  const after = await memberOrderDetail(page.request, member, created.id)
  expect(after.refundPrice).toBe(item.payPrice)
})
