import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { pngFile, uploadPngByApi } from './support/images'
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
 * 商品中心 end to end against the real sandbox: a two-level category, a brand and a property with
 * two values made on their screens; a product built on them shows in 出售中, is taken off the
 * shelf (the 仓库中 count follows), put in the recycle bin and restored.
 */

/** The number a tab shows: '仓库中 (3)' -> 3. */
async function countOf(tabs: Locator, label: string): Promise<number> {
  const text =
    (await tabs.getByRole('tab', { name: new RegExp(`^${label} \\(`) }).textContent()) ?? ''
  const match = /\((\d+)\)/.exec(text)
  if (!match) throw new Error(`no count in "${text}"`)
  return Number(match[1])
}

async function confirm(page: Page, question: string | RegExp) {
  const dialog = confirmDialog(page)
  await expect(dialog).toContainText(question)
  await dialog.getByRole('button', { name: '确定' }).click()
}

test('categories, a brand and a property made on their screens carry a product through shelf, warehouse and recycle bin', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const suffix = uniqueSuffix()
  const topName = `红色文创${suffix}`
  const childName = `纪念书签${suffix}`
  const brandName = `馆藏品牌${suffix}`
  const propertyName = `尺寸${suffix}`
  const spuName = `延安窑洞书签${suffix}`
  await loginAs(page)

  // 商品分类: a top level, then a second level under it from the row's 新增.
  await page.goto('/product/category')
  let panel = activePanel(page)
  const categories = panel.getByRole('table', { name: '商品分类列表' })
  await panel.getByRole('button', { name: '新增', exact: true }).first().click()
  let dialog = page.getByRole('dialog', { name: '添加分类' })
  await expect(dialog.getByRole('combobox', { name: '上级分类' })).toHaveValue('顶级分类')
  await expect(dialog).toContainText('建议 200x100')
  await dialog.getByRole('textbox', { name: '分类名称' }).fill(topName)
  await dialog.getByLabel('选择分类图片').setInputFiles(pngFile('top.png'))
  await expect(dialog.getByRole('img', { name: '分类图片预览' })).toBeVisible()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功').first()).toBeVisible()
  await expect(dialog).toBeHidden()

  await rowsWith(categories, topName).getByRole('button', { name: '新增' }).click()
  dialog = page.getByRole('dialog', { name: '添加分类' })
  await expect(dialog.getByRole('combobox', { name: '上级分类' })).toHaveValue(topName)
  await expect(dialog).toContainText('建议 100x100')
  await dialog.getByRole('textbox', { name: '分类名称' }).fill(childName)
  await dialog.getByLabel('选择分类图片').setInputFiles(pngFile('child.png'))
  await expect(dialog.getByRole('img', { name: '分类图片预览' })).toBeVisible()
  await dialog.getByRole('combobox', { name: '上级分类' }).click()
  // Only top-level categories may hold others.
  const parents = page.getByRole('tree', { name: '上级分类' })
  await expect(parents.getByText(topName)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(parents).toBeHidden()
  await screenshot(page, 'mall-product-category-dialog')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功').first()).toBeVisible()
  const childRow = rowsWith(categories, childName)
  await expect(childRow.getByRole('img', { name: `${childName}图片` })).toBeVisible()
  await expect(childRow.getByRole('button', { name: '新增' })).toHaveCount(0)
  // The server refuses to delete a category that still holds one.
  await rowsWith(categories, topName).getByRole('button', { name: '删除' }).click()
  await confirm(page, `是否确认删除分类名称为"${topName}"的数据项?`)
  await expect(
    page.getByTestId('popup-notifications').getByText('存在子分类，无法删除'),
  ).toBeVisible()
  await screenshot(page, 'mall-product-category')

  // 商品品牌.
  await page.goto('/product/brand')
  panel = activePanel(page)
  await panel.getByRole('button', { name: '新增', exact: true }).click()
  dialog = page.getByRole('dialog', { name: '添加品牌' })
  await dialog.getByRole('textbox', { name: '品牌名称' }).fill(brandName)
  await dialog.getByLabel('选择品牌图片').setInputFiles(pngFile('brand.png'))
  await expect(dialog.getByRole('img', { name: '品牌图片预览' })).toBeVisible()
  await dialog.getByRole('textbox', { name: '品牌描述' }).fill('纪念馆自营文创品牌')
  await screenshot(page, 'mall-product-brand-dialog')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功').first()).toBeVisible()
  const brands = panel.getByRole('table', { name: '品牌列表' })
  await expect(
    rowsWith(brands, brandName).getByRole('img', { name: `${brandName}图片` }),
  ).toBeVisible()
  await screenshot(page, 'mall-product-brand')

  // 商品属性 and, through its name, its values.
  await page.goto('/product/property')
  panel = activePanel(page)
  await panel.getByRole('button', { name: '新增', exact: true }).click()
  dialog = page.getByRole('dialog', { name: '添加属性' })
  await dialog.getByRole('textbox', { name: '名称' }).fill(propertyName)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功').first()).toBeVisible()
  await screenshot(page, 'mall-product-property')
  await panel
    .getByRole('table', { name: '属性列表' })
    .getByRole('link', { name: propertyName })
    .click()
  await expect(page).toHaveURL(/\/property\/value\/\d+$/)
  panel = activePanel(page)
  await expect(panel.getByRole('combobox', { name: '属性' })).toHaveText(propertyName)
  for (const value of ['大号', '小号']) {
    await panel.getByRole('button', { name: '新增', exact: true }).click()
    dialog = page.getByRole('dialog', { name: '添加属性值' })
    await dialog.getByRole('textbox', { name: '属性值名称' }).fill(value)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toBeHidden()
  }
  const values = panel.getByRole('table', { name: '属性值列表' })
  await expect(rowsWith(values, '大号')).toHaveCount(1)
  await expect(rowsWith(values, '小号')).toHaveCount(1)
  await screenshot(page, 'mall-product-property-value')

  // A two-spec product on the shelf, built on them (the form itself is another spec's).
  const token = await accessToken(page)
  const categoryList = await apiGet<{ id: number; name: string }[]>(
    page.request,
    token,
    '/product/category/list',
    { name: childName },
  )
  const categoryId = categoryList.data.find((item) => item.name === childName)!.id
  const brandPage = await apiGet<{ list: { id: number }[] }>(
    page.request,
    token,
    '/product/brand/page',
    {
      pageNo: 1,
      pageSize: 10,
      name: brandName,
    },
  )
  const propertyId = Number(/\/property\/value\/(\d+)$/.exec(page.url())![1])
  const valuePage = await apiGet<{ list: { id: number; name: string }[] }>(
    page.request,
    token,
    '/product/property/value/page',
    { pageNo: 1, pageSize: 10, propertyId },
  )
  const valueId = (name: string) => valuePage.data.list.find((value) => value.name === name)!.id
  const picUrl = await uploadPngByApi(page, token, 'spu.png')
  const created = await apiPost<number>(page.request, token, '/product/spu/create', {
    name: spuName,
    introduction: '以延安窑洞为图样的金属书签',
    description: '<p>馆藏纹样，黄铜镀金</p>',
    categoryId,
    brandId: brandPage.data.list[0].id,
    picUrl,
    sliderPicUrls: [picUrl],
    unit: 1,
    sort: 5,
    specType: true,
    status: 1,
    skus: [
      { price: 1999, stock: 30, properties: [{ propertyId, valueId: valueId('大号') }] },
      { price: 2999, stock: 20, properties: [{ propertyId, valueId: valueId('小号') }] },
    ],
  })
  expect(created.code, created.msg).toBe(0)

  // 商品列表: 出售中 shows it at its lowest price; 下架 moves it to 仓库中.
  await page.goto('/product/spu')
  panel = activePanel(page)
  const tabs = panel.getByRole('tablist', { name: '商品状态' })
  const products = panel.getByRole('table', { name: '商品列表' })
  await expect(tabs.getByRole('tab', { name: /^出售中 \(\d+\)$/ })).toBeVisible()
  await expect(products.locator('tbody tr').first().getByRole('switch')).toBeVisible()
  await screenshot(page, 'mall-product-spu')
  await panel.getByRole('textbox', { name: '商品名称' }).fill(spuName)
  await panel.getByRole('button', { name: '搜索' }).click()
  const row = rowsWith(products, spuName)
  await expect(row).toContainText('¥19.99')
  await expect(row).toContainText('50')
  await expect(row.getByRole('img', { name: `${spuName}封面` })).toBeVisible()
  // The cascader filters by the second-level category too.
  await panel.getByRole('combobox', { name: '商品分类' }).click()
  await page
    .getByRole('listbox', { name: '一级商品分类' })
    .getByRole('option', { name: topName })
    .click()
  await page
    .getByRole('listbox', { name: '二级商品分类' })
    .getByRole('option', { name: childName })
    .click()
  await expect(panel.getByRole('combobox', { name: '商品分类' })).toHaveValue(
    `${topName} / ${childName}`,
  )
  await panel.getByRole('button', { name: '搜索' }).click()
  await expect(row).toHaveCount(1)
  await screenshot(page, 'mall-product-spu-filtered')

  const onSale = await countOf(tabs, '出售中')
  const warehouse = await countOf(tabs, '仓库中')
  const shelf = row.getByRole('switch', { name: `${spuName}的上架状态` })
  await expect(shelf).toBeChecked()
  await shelf.click()
  await confirm(page, `确认要"下架""${spuName}"商品吗?`)
  await expect(toast(page, '下架成功')).toBeVisible()
  await expect(tabs.getByRole('tab', { name: `仓库中 (${warehouse + 1})` })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: `出售中 (${onSale - 1})` })).toBeVisible()
  await expect(row).toHaveCount(0)

  await tabs.getByRole('tab', { name: /^仓库中/ }).click()
  await expect(row.getByRole('switch', { name: `${spuName}的上架状态` })).not.toBeChecked()
  const recycle = await countOf(tabs, '回收站')
  await row.getByRole('button', { name: '放入回收站' }).click()
  await confirm(page, `确认要将"${spuName}"放入回收站吗?`)
  await expect(toast(page, '已放入回收站')).toBeVisible()
  await expect(tabs.getByRole('tab', { name: `回收站 (${recycle + 1})` })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: `仓库中 (${warehouse})` })).toBeVisible()

  await tabs.getByRole('tab', { name: /^回收站/ }).click()
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('button', { name: '修改' })).toHaveCount(0)
  await screenshot(page, 'mall-product-spu-recycle')
  await row.getByRole('button', { name: '恢复' }).click()
  await confirm(page, `确认要恢复"${spuName}"到仓库中吗?`)
  await expect(toast(page, '恢复成功')).toBeVisible()
  await expect(tabs.getByRole('tab', { name: `回收站 (${recycle})` })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: `仓库中 (${warehouse + 1})` })).toBeVisible()
  await expect(row).toHaveCount(0)

  // 导出: the recycle bin's rows as a spreadsheet (.xlsx is a zip: it starts with PK).
  await panel.getByRole('button', { name: '导出' }).click()
  const downloading = page.waitForEvent('download')
  await confirm(page, '是否确认导出所有商品数据项?')
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
})
