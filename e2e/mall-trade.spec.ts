import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { PNG } from './support/images'
import {
  memberCreateOrder,
  memberLogin,
  memberOrderDetail,
  type MemberSession,
} from './support/member'
import {
  accessToken,
  activePanel,
  apiGet,
  apiPost,
  confirmDialog,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

/**
 * 交易中心 against the real sandbox: the order list's search and summary, 订单详情's actions
 * (备注, 调整价格 on an unpaid order, 修改地址, 发货), 核销 of a 自提 order by its code, and
 * 自提门店 kept without a map key (typed coordinates, nothing asked of the map service).
 */

interface SkuRow {
  id: number
  stock: number
}

async function skuOnSale(page: Page, token: string): Promise<number> {
  const spus = await apiGet<{ list: Array<{ id: number; stock: number }> }>(
    page.request,
    token,
    '/product/spu/page',
    { pageNo: 1, pageSize: 20, tabType: 0 },
  )
  for (const spu of spus.data.list.filter((row) => row.stock > 1)) {
    const skus = await apiGet<SkuRow[]>(page.request, token, '/product/sku/list', {
      spuIds: spu.id,
    })
    const sku = skus.data.find((row) => row.stock > 1)
    if (sku) return sku.id
  }
  throw new Error('no SKU with stock on the shelf')
}

async function payWithMock(page: Page, token: string, payOrderId: number) {
  const paid = await apiPost(page.request, token, '/pay/order/submit', {
    id: payOrderId,
    channelCode: 'mock',
    channelExtras: { auto: true },
  })
  expect(paid.code, paid.msg).toBe(0)
}

async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function orderNo(page: Page, member: MemberSession, id: number): Promise<string> {
  return (await memberOrderDetail(page.request, member, id)).no
}

test('订单列表 and 订单详情: search, summary, remark, price, address and shipping', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await loginAs(page)
  const token = await accessToken(page)
  const skuId = await skuOnSale(page, token)
  const member = await memberLogin(page.request)
  const created = await memberCreateOrder(page.request, member, [{ skuId, count: 1 }])
  const no = await orderNo(page, member, created.id)

  // The list: search by 订单号 (the default 搜索方式); the summary counts the one order.
  await page.goto('/trade/order')
  const list = activePanel(page)
  await list.getByRole('textbox', { name: '搜索内容' }).fill(no)
  await list.getByRole('button', { name: '搜索' }).click()
  const card = list.getByRole('article', { name: `订单 ${no}` })
  await expect(card).toBeVisible()
  await expect(list.getByRole('article')).toHaveCount(1)
  const summary = list.getByLabel('订单统计')
  await expect(summary).toContainText(/订单数量\s*1/)
  await expect(card).toContainText('待支付')
  await screenshot(page, 'mall-trade-order-list')

  // 待发货 tab: the unpaid order is not there.
  await list.getByRole('tab', { name: '待发货' }).click()
  await expect(list.getByRole('article')).toHaveCount(0)
  await list.getByRole('tab', { name: '全部' }).click()
  await expect(card).toBeVisible()

  await card.getByRole('button', { name: '详情' }).click()
  const detail = activePanel(page)
  const state = detail.getByRole('region', { name: '订单状态' })
  await expect(state).toContainText('待支付')

  // 调整价格: one yuan off; the dialog shows the new 实付 before saving.
  const before = (await memberOrderDetail(page.request, member, created.id)).payPrice
  await detail.getByRole('button', { name: '调整价格' }).click()
  const price = page.getByRole('dialog', { name: '调整价格' })
  await price.getByRole('textbox').fill('-1.005')
  await price.getByRole('button', { name: '确定' }).click()
  await expect(price).toContainText('金额最多保留两位小数')
  await price.getByRole('textbox').fill('-1')
  const expected = `¥${((before - 100) / 100).toFixed(2)}`
  await expect(price).toContainText(`调整后实付：${expected}`)
  await screenshot(page, 'mall-trade-adjust-price')
  await price.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '修改成功')).toBeVisible()
  await expect(detail.getByLabel('订单金额')).toContainText(expected)
  await expect(detail.getByRole('region', { name: '操作日志' })).toContainText('修改价格')
  expect((await memberOrderDetail(page.request, member, created.id)).payPrice).toBe(before - 100)

  // 备注.
  await detail.getByRole('button', { name: '备注' }).click()
  const remark = page.getByRole('dialog', { name: '商家备注' })
  await remark.getByRole('textbox').fill('请用礼盒包装')
  await remark.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '备注成功')).toBeVisible()
  await expect(detail.getByRole('region', { name: '订单信息' })).toContainText('请用礼盒包装')

  // Paid, then 修改地址 (province > city > district) and 发货 without logistics.
  await payWithMock(page, token, created.payOrderId)
  await page.reload()
  await expect(state).toContainText('待发货')
  await detail.getByRole('button', { name: '修改地址' }).click()
  const address = page.getByRole('dialog', { name: '修改收货地址' })
  await address.getByRole('textbox', { name: '收货人' }).fill('周知远')
  await pick(page, address.getByRole('combobox', { name: '省份' }), '江苏省')
  await pick(page, address.getByRole('combobox', { name: '城市' }), '南京市')
  await pick(page, address.getByRole('combobox', { name: '区县' }), '秦淮区')
  await address.getByRole('textbox', { name: '详细地址' }).fill('夫子庙 1 号')
  await screenshot(page, 'mall-trade-address')
  await address.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '修改成功')).toBeVisible()
  const receiver = detail.getByRole('region', { name: '收货信息' })
  await expect(receiver).toContainText('周知远')
  await expect(receiver).toContainText('江苏省 南京市 秦淮区 夫子庙 1 号')

  await detail.getByRole('button', { name: '发货' }).click()
  const ship = page.getByRole('dialog', { name: '订单发货' })
  await pick(page, ship.getByRole('combobox'), '无需物流')
  await ship.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '发货成功')).toBeVisible()
  await expect(state).toContainText('已发货')
  await expect(detail.getByRole('button', { name: '修改地址' })).toHaveCount(0)
  await screenshot(page, 'mall-trade-order-detail')

  // The list shows the new state without a reload (cache tags).
  await page.goto('/trade/order')
  await expect(card).toContainText('已发货')
  await expect(card).toContainText('请用礼盒包装')
})

test('核销: a 自提 order picked up by its code', async ({ page }) => {
  test.setTimeout(120_000)
  await loginAs(page)
  const token = await accessToken(page)
  const skuId = await skuOnSale(page, token)
  const stores = await apiGet<Array<{ id: number; name: string }>>(
    page.request,
    token,
    '/trade/delivery/pick-up-store/list-all-simple',
  )
  const member = await memberLogin(page.request)
  const created = await memberCreateOrder(page.request, member, [{ skuId, count: 1 }], {
    pickUpStoreId: stores.data[0].id,
  })
  await payWithMock(page, token, created.payOrderId)
  const detail = await memberOrderDetail(page.request, member, created.id)
  const code = (detail as unknown as { pickUpVerifyCode: string }).pickUpVerifyCode

  await page.goto('/trade/order')
  const list = activePanel(page)
  await list.getByRole('textbox', { name: '搜索内容' }).fill(detail.no)
  await list.getByRole('button', { name: '搜索' }).click()
  const card = list.getByRole('article', { name: `订单 ${detail.no}` })
  await expect(card).toContainText('待发货')
  await expect(card.getByRole('button', { name: '发货' })).toHaveCount(0)

  await list.getByRole('button', { name: '核销' }).first().click()
  const verify = page.getByRole('dialog', { name: '订单核销' })
  await verify.getByRole('textbox').fill('000000')
  await verify.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('核销码不正确')).toBeVisible()
  await expect(verify).toBeVisible()
  await verify.getByRole('textbox').fill(code)
  await screenshot(page, 'mall-trade-pick-up')
  await verify.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '核销成功')).toBeVisible()
  await expect(card).toContainText('已完成')

  await card.getByRole('button', { name: '详情' }).click()
  const info = activePanel(page).getByRole('region', { name: '自提信息' })
  await expect(info).toContainText(stores.data[0].name)
  await expect(activePanel(page).getByRole('region', { name: '操作日志' })).toContainText(
    '管理员自提核销',
  )
})

test('自提门店 without a map key: coordinates typed by hand, nothing asked of the map service', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const outside: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('map.qq.com')) outside.push(request.url())
  })
  await loginAs(page)
  const name = `夫子庙自提点${uniqueSuffix()}`
  await page.goto('/trade/delivery/pick-up-store')
  const screen = activePanel(page)
  await screen.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '添加自提门店' })
  await expect(dialog).toContainText('未配置地图密钥')
  await expect(dialog.getByRole('button', { name: '获取' })).toHaveCount(0)
  await dialog.getByRole('textbox', { name: '门店名称' }).fill(name)
  await dialog.getByRole('textbox', { name: '门店电话' }).fill('025-52201234')
  await pick(page, dialog.getByRole('combobox', { name: '省份' }), '江苏省')
  await pick(page, dialog.getByRole('combobox', { name: '城市' }), '南京市')
  await pick(page, dialog.getByRole('combobox', { name: '区县' }), '秦淮区')
  await dialog.getByRole('textbox', { name: '门店详细地址' }).fill('贡院街 152 号')
  await dialog
    .getByLabel('选择门店 logo图片')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(dialog.getByRole('img', { name: '门店 logo预览' })).toBeVisible()
  await dialog.getByRole('textbox', { name: '纬度' }).fill('32.0216')
  await dialog.getByRole('textbox', { name: '经度' }).fill('118.7886')
  await screenshot(page, 'mall-trade-store-dialog')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()

  const table = screen.getByRole('table', { name: '自提门店列表' })
  const row = rowsWith(table, name)
  await expect(row).toContainText('江苏省 南京市 秦淮区 贡院街 152 号')
  await expect(row).toContainText('09:00 ~ 18:00')
  await screenshot(page, 'mall-trade-store-list')

  await row.getByRole('button', { name: '修改' }).click()
  const edit = page.getByRole('dialog', { name: '修改自提门店' })
  await expect(edit.getByRole('textbox', { name: '纬度' })).toHaveValue('32.0216')
  await edit.getByRole('textbox', { name: '门店名称' }).fill(`${name}（新）`)
  await edit.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '修改成功')).toBeVisible()
  const renamed = rowsWith(table, `${name}（新）`)
  await expect(renamed).toBeVisible()

  await renamed.getByRole('button', { name: '删除' }).click()
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '删除成功')).toBeVisible()
  await expect(rowsWith(table, name)).toHaveCount(0)
  expect(outside).toEqual([])
})
