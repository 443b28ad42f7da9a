import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { ProductSpuDetail } from '@/shared/wire/product-spu'

/** What the test reads of a PUT update body. */
interface SavedBody {
  id: number
  specType: boolean
  skus: { id?: number; price: number; marketPrice: number; properties: { valueName: string }[] }[]
}
import SpuFormPage from '../../pages/spu-form-page'

const server = setupMswServer()
const dicts = dictOptionsFrom({ product_unit: { '1': ['个', 'default'], '2': ['件', 'default'] } })

const sku = (id: number, price: number, props: [number, string, number, string][]) => ({
  id,
  spuId: 5,
  name: '',
  price,
  marketPrice: 2999,
  costPrice: 800,
  barCode: null,
  picUrl: null,
  stock: 10,
  warnStock: 10,
  weight: null,
  volume: null,
  salesCount: 0,
  properties: props.map(([propertyId, propertyName, valueId, valueName]) => ({
    propertyId,
    propertyName,
    valueId,
    valueName,
  })),
})

const DETAIL: ProductSpuDetail = {
  id: 5,
  name: '青花瓷书签',
  keyword: '书签',
  introduction: '馆藏纹样',
  description: '<p>详情</p>',
  categoryId: 11,
  brandId: 1,
  picUrl: 'http://files.test/cover.png',
  sliderPicUrls: ['http://files.test/a.png'],
  videoUrl: null,
  unit: 1,
  sort: 0,
  status: 0,
  specType: true,
  giveIntegral: 0,
  virtualSalesCount: 0,
  price: 1999,
  marketPrice: 2999,
  costPrice: 800,
  stock: 40,
  salesCount: 0,
  createTime: 1_700_000_000_000,
  skus: [
    sku(1, 1999, [
      [7, '颜色', 71, '红'],
      [3, '尺码', 31, 'S'],
    ]),
    sku(2, 2099, [
      [7, '颜色', 71, '红'],
      [3, '尺码', 32, 'M'],
    ]),
    sku(3, 1899, [
      [7, '颜色', 72, '蓝'],
      [3, '尺码', 31, 'S'],
    ]),
    sku(4, 1999, [
      [7, '颜色', 72, '蓝'],
      [3, '尺码', 32, 'M'],
    ]),
  ],
}

function serve(onUpdate: (body: SavedBody) => Response | Promise<Response>) {
  server.use(
    http.get(apiUrl('/product/category/list'), () =>
      okEnvelope([
        { id: 1, parentId: 0, name: '文创', picUrl: 'x', sort: 1, status: 0, createTime: 1 },
        { id: 11, parentId: 1, name: '书签', picUrl: 'x', sort: 1, status: 0, createTime: 1 },
      ]),
    ),
    http.get(apiUrl('/product/brand/list-all-simple'), () => okEnvelope([{ id: 1, name: '馆藏' }])),
    http.get(apiUrl('/product/property/list'), () => okEnvelope([])),
    http.get(apiUrl('/product/spu/get-detail'), () => okEnvelope(DETAIL)),
    http.put(apiUrl('/product/spu/update'), async ({ request }) =>
      onUpdate((await request.json()) as SavedBody),
    ),
  )
}

function renderEdit() {
  return renderSignedInPage(<SpuFormPage />, {
    path: '/spu/edit/:spuId',
    url: '/spu/edit/5',
    dicts,
  })
}

const cell = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!

// A whole product form with its rich-text editor takes seconds in jsdom on a busy machine.
describe('SPU form (edit)', { timeout: 60_000 }, () => {
  it('maps the SKUs back to the table, saves exact fen and returns to the list', async () => {
    let saved: SavedBody | undefined
    serve((body) => {
      saved = body
      return HttpResponse.json({ code: 0, data: true, msg: '' })
    })
    const { store } = renderEdit()
    await userEvent.click(await screen.findByRole('tab', { name: '价格库存' }))
    expect(cell('红 / M 销售价(元)')).toHaveValue('20.99')
    expect(cell('蓝 / S 销售价(元)')).toHaveValue('18.99')
    expect(store.getState().unsaved['/spu/edit/5']).toBe(false)
    fireEvent.change(cell('蓝 / M 销售价(元)'), { target: { value: '20.07' } })
    await waitFor(() => expect(store.getState().unsaved).toEqual({ '/spu/edit/5': true }))

    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/spu'))
    expect(saved?.id).toBe(5)
    expect(saved?.specType).toBe(true)
    expect(saved?.skus.map((item) => [item.id, item.price, item.marketPrice])).toEqual([
      [1, 1999, 2999],
      [2, 2099, 2999],
      [3, 1899, 2999],
      [4, 2007, 2999],
    ])
    expect(saved?.skus[0]?.properties.map((p) => p.valueName)).toEqual(['红', 'S'])
  })

  it('checks every tab on 保存: the SKU tab opens and its wrong cell takes the focus', async () => {
    let calls = 0
    serve(() => {
      calls += 1
      return HttpResponse.json({ code: 0, data: true, msg: '' })
    })
    renderEdit()
    await screen.findByRole('tab', { name: '价格库存' })
    // On the first tab; the mistake is on the second.
    fireEvent.change(cell('红 / S 销售价(元)'), { target: { value: '1.005' } })
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('tab', { name: /价格库存/, selected: true })).toBeInTheDocument()
    expect(screen.getByText('金额最多保留两位小数')).toBeInTheDocument()
    expect(cell('红 / S 销售价(元)')).toHaveFocus()
    expect(calls).toBe(0)
  })

  it('opens 基础设置 first when it has a problem too, focusing its field', async () => {
    serve(() => HttpResponse.json({ code: 0, data: true, msg: '' }))
    renderEdit()
    const name = await screen.findByRole('textbox', { name: '商品名称' })
    await userEvent.click(screen.getByRole('tab', { name: '其它设置' }))
    await userEvent.clear(name)
    fireEvent.change(cell('红 / S 库存'), { target: { value: '' } })
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('tab', { name: /基础设置/, selected: true })).toBeInTheDocument()
    expect(screen.getByText('商品名称不能为空')).toBeInTheDocument()
    expect(name).toHaveFocus()
    expect(screen.getByRole('tab', { name: /价格库存 ●/ })).toBeInTheDocument()
  })

  it('shows a server refusal and keeps what was typed', async () => {
    serve(() => errorEnvelope(1_008_005_001, '商品分类必须是二级分类'))
    renderEdit()
    const name = await screen.findByRole('textbox', { name: '商品名称' })
    await userEvent.clear(name)
    await userEvent.type(name, '新名字')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('保存失败：商品分类必须是二级分类')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: '编辑商品' })
    expect(within(form).getAllByText('商品分类必须是二级分类').length).toBeGreaterThan(0)
    expect(name).toHaveValue('新名字')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it('a route id that is not a number says so', async () => {
    renderSignedInPage(<SpuFormPage />, { path: '/spu/edit/:spuId', url: '/spu/edit/abc', dicts })
    expect(await screen.findByText('商品编号“abc”不正确，应为数字')).toBeInTheDocument()
  })
})
