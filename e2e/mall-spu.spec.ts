import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { pngFile, uploadPngByApi } from './support/images'
import {
  accessToken,
  activePanel,
  apiPost,
  confirmDialog,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

/**
 * The product form end to end against the real sandbox: a product with 3 规格 (typed in, so the
 * form creates the properties and values) is added with pictures, rich text and a 批量设置 fill,
 * edited (a value removed, the other rows keep their prices) and put in the recycle bin.
 */

async function addSpec(page: Page, form: Locator, name: string, values: string[]) {
  const property = form.getByRole('combobox', { name: '添加规格' })
  await property.fill(name)
  await property.press('Enter')
  const valueBox = form.getByRole('combobox', { name: `添加${name}的规格值` })
  for (const value of values) {
    await valueBox.fill(value)
    await valueBox.press('Enter')
    await expect(form.getByRole('button', { name: `${name}：${value}` })).toBeVisible()
  }
  await page.keyboard.press('Escape')
}

const cell = (form: Locator, name: string) => form.locator(`input[aria-label="${name}"]`)

test('a product with 3 规格 is added on the form, edited and put in the recycle bin', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const suffix = uniqueSuffix()
  const name = `故宫角楼积木${suffix}`
  const [color, size, pack] = [`颜色${suffix}`, `尺码${suffix}`, `包装${suffix}`]
  await loginAs(page)
  const token = await accessToken(page)
  const pic = await uploadPngByApi(page, token, 'category.png')
  const top = await apiPost<number>(page.request, token, '/product/category/create', {
    parentId: 0,
    name: `文创积木${suffix}`,
    picUrl: pic,
    sort: 1,
    status: 0,
  })
  expect(top.code, top.msg).toBe(0)
  const child = await apiPost<number>(page.request, token, '/product/category/create', {
    parentId: top.data,
    name: `拼装模型${suffix}`,
    picUrl: pic,
    sort: 1,
    status: 0,
  })
  expect(child.code, child.msg).toBe(0)
  const brand = await apiPost<number>(page.request, token, '/product/brand/create', {
    name: `紫禁文创${suffix}`,
    picUrl: pic,
    sort: 1,
    status: 0,
  })
  expect(brand.code, brand.msg).toBe(0)

  // 添加商品: 保存 on an empty form opens 基础设置 and focuses 商品名称.
  await page.goto('/spu/add')
  const form = page.getByRole('form', { name: '添加商品' })
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByRole('tab', { name: /基础设置/, selected: true })).toBeVisible()
  await expect(form.getByRole('textbox', { name: '商品名称' })).toBeFocused()
  await expect(form.getByText('商品名称不能为空')).toBeVisible()
  await screenshot(page, 'mall-spu-form-errors')

  await form.getByRole('textbox', { name: '商品名称' }).fill(name)
  await form.getByRole('textbox', { name: '关键字' }).fill('角楼 积木')
  await form.getByRole('textbox', { name: '商品简介' }).fill('按故宫角楼比例拼装的积木模型')
  await form.getByRole('combobox', { name: '商品分类' }).click()
  await page
    .getByRole('listbox', { name: '一级商品分类' })
    .getByRole('option', { name: `文创积木${suffix}` })
    .click()
  await page
    .getByRole('listbox', { name: '二级商品分类' })
    .getByRole('option', { name: `拼装模型${suffix}` })
    .click()
  await form.getByRole('combobox', { name: '商品品牌' }).click()
  await page.getByRole('option', { name: `紫禁文创${suffix}` }).click()
  await form.getByLabel('选择封面图').setInputFiles(pngFile('cover.png'))
  await expect(form.getByRole('img', { name: '封面图预览' })).toBeVisible()
  await form.getByLabel('选择轮播图').setInputFiles([pngFile('a.png'), pngFile('b.png')])
  await expect(form.getByRole('img', { name: '第 2 张轮播图' })).toBeVisible()
  await form.getByRole('combobox', { name: '单位' }).click()
  await page.getByRole('option', { name: '套' }).click()
  await screenshot(page, 'mall-spu-form-basic')

  // 价格库存: 3 规格 typed in (created on the server), 2 values each -> 8 rows; 批量设置.
  await form.getByRole('tab', { name: /价格库存/ }).click()
  await form.getByRole('radio', { name: '多规格' }).check()
  await addSpec(page, form, color, ['朱红', '明黄'])
  await addSpec(page, form, size, ['小号', '大号'])
  await addSpec(page, form, pack, ['简装', '礼盒'])
  const table = form.getByRole('table', { name: '商品规格' })
  await expect(table.locator('tbody tr')).toHaveCount(1 + 8)
  await cell(form, '批量设置 销售价(元)').fill('199.90')
  await cell(form, '批量设置 库存').fill('20')
  await form.getByRole('button', { name: '批量填充' }).click()
  await expect(cell(form, '明黄 / 大号 / 礼盒 销售价(元)')).toHaveValue('199.90')
  await cell(form, '朱红 / 小号 / 简装 销售价(元)').fill('99.99')
  await cell(form, '明黄 / 大号 / 礼盒 销售价(元)').fill('0.015')
  await screenshot(page, 'mall-spu-form-skus')

  // 商品详情, then 保存: the wrong price is found on 价格库存 and focused.
  await form.getByRole('tab', { name: /商品详情/ }).click()
  const editor = form.locator('[contenteditable="true"][aria-label="商品详情"]')
  await editor.click()
  await page.keyboard.type('1:100 比例，共 1280 块积木。')
  await form.getByRole('tab', { name: /其它设置/ }).click()
  await form.getByRole('radio', { name: '立即上架' }).check()
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByRole('tab', { name: /价格库存/, selected: true })).toBeVisible()
  await expect(cell(form, '明黄 / 大号 / 礼盒 销售价(元)')).toBeFocused()
  await expect(form.getByText('金额最多保留两位小数')).toBeVisible()
  await cell(form, '明黄 / 大号 / 礼盒 销售价(元)').fill('299')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()
  await expect(page).toHaveURL(/\/product\/spu$/)

  // The list shows it at its lowest price, with the summed stock.
  const panel = activePanel(page)
  const products = panel.getByRole('table', { name: '商品列表' })
  await panel.getByRole('textbox', { name: '商品名称' }).fill(name)
  await panel.getByRole('button', { name: '搜索' }).click()
  const row = rowsWith(products, name)
  await expect(row).toContainText('¥99.99')
  await expect(row).toContainText('160')

  // 编辑商品: the SKUs come back; removing 礼盒 drops its 4 rows and keeps the others' prices.
  await row.getByRole('button', { name: '修改' }).click()
  const editForm = page.getByRole('form', { name: '编辑商品' })
  await editForm.getByRole('tab', { name: /价格库存/ }).click()
  await expect(cell(editForm, '朱红 / 小号 / 简装 销售价(元)')).toHaveValue('99.99')
  await editForm.getByLabel('删除规格值 礼盒').click()
  await expect(editForm.getByRole('table', { name: '商品规格' }).locator('tbody tr')).toHaveCount(
    1 + 4,
  )
  await expect(cell(editForm, '朱红 / 小号 / 简装 销售价(元)')).toHaveValue('99.99')
  await cell(editForm, '明黄 / 大号 / 简装 销售价(元)').fill('88.8')
  await screenshot(page, 'mall-spu-form-edit')
  await editForm.getByRole('button', { name: '保存' }).click()
  await expect(toast(page, '修改成功')).toBeVisible()
  await expect(page).toHaveURL(/\/product\/spu$/)
  await panel.getByRole('button', { name: '搜索' }).click()
  await expect(row).toContainText('¥88.80')
  await expect(row).toContainText('80')

  // 放入回收站 from the list.
  await row.getByRole('button', { name: '放入回收站' }).click()
  const dialog = confirmDialog(page)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '已放入回收站')).toBeVisible()
  await expect(row).toHaveCount(0)
  await screenshot(page, 'mall-spu-list-after')
})
