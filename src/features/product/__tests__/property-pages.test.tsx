import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import PropertyPage from '../pages/property-page'
import PropertyValuePage from '../pages/property-value-page'
import type { PropertyItem, PropertyValueItem } from '../model/product-types'
import { renderProductPage } from './product-harness'

const server = setupMswServer()

const CREATED = new Date(2026, 10, 2, 10, 0, 0).getTime()
const PROPERTIES: PropertyItem[] = [
  { id: 4, name: '颜色', remark: null, createTime: CREATED },
  { id: 7, name: '尺寸', remark: '书签与徽章', createTime: CREATED },
]
const VALUES: PropertyValueItem[] = [
  { id: 70, propertyId: 7, name: '大号', remark: null, createTime: CREATED },
  { id: 71, propertyId: 7, name: '小号', remark: null, createTime: CREATED },
  { id: 40, propertyId: 4, name: '朱红', remark: null, createTime: CREATED },
]

function serve() {
  const log = { valuePages: [] as URLSearchParams[], created: [] as unknown[] }
  server.use(
    http.get(apiUrl('/product/property/page'), () =>
      okEnvelope({ list: PROPERTIES, total: PROPERTIES.length }),
    ),
    http.get(apiUrl('/product/property/list'), () =>
      okEnvelope(PROPERTIES.map(({ id, name }) => ({ id, name }))),
    ),
    http.get(apiUrl('/product/property/value/page'), ({ request }) => {
      const params = new URL(request.url).searchParams
      log.valuePages.push(params)
      const list = VALUES.filter((value) => String(value.propertyId) === params.get('propertyId'))
      return okEnvelope({ list, total: list.length })
    }),
    http.post(apiUrl('/product/property/value/create'), async ({ request }) => {
      log.created.push(await request.json())
      return errorEnvelope(1_008_004_002, '属性值已存在')
    }),
  )
  return log
}

describe('商品属性', { timeout: 60_000 }, () => {
  it('a property’s name opens its values', async () => {
    const user = userEvent.setup()
    serve()
    const { router } = renderProductPage(<PropertyPage />, { path: '/product/property' })
    const table = await screen.findByRole('table', { name: '属性列表' })
    await user.click(await within(table).findByRole('link', { name: '尺寸' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/value/7'))
  })
})

describe('商品属性值', { timeout: 60_000 }, () => {
  it('starts with the route’s property, adds to it, and shows a refusal', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderProductPage(<PropertyValuePage />, {
      path: '/property/value/:propertyId',
      url: '/property/value/7',
    })
    const table = await screen.findByRole('table', { name: '属性值列表' })
    expect(await within(table).findByText('大号')).toBeInTheDocument()
    expect(within(table).queryByText('朱红')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '属性' })).toHaveTextContent('尺寸')
    expect(log.valuePages.at(-1)?.get('propertyId')).toBe('7')

    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加属性值' })
    await user.type(within(dialog).getByRole('textbox', { name: '属性值名称' }), '大号')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('属性值已存在')).toBeInTheDocument()
    expect(log.created).toEqual([{ propertyId: 7, name: '大号' }])
  })

  it('another property in the select shows its values', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderProductPage(<PropertyValuePage />, {
      path: '/property/value/:propertyId',
      url: '/property/value/7',
    })
    const table = await screen.findByRole('table', { name: '属性值列表' })
    await within(table).findByText('大号')
    await user.click(screen.getByRole('combobox', { name: '属性' }))
    await user.click(await screen.findByRole('option', { name: '颜色' }))
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(await within(table).findByText('朱红')).toBeInTheDocument()
    expect(log.valuePages.at(-1)?.get('propertyId')).toBe('4')
  })

  it('says so for an id that is not a number or not a property, asking nothing', async () => {
    const log = serve()
    renderProductPage(<PropertyValuePage />, {
      path: '/property/value/:propertyId',
      url: '/property/value/abc',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('属性编号不正确')
    expect(log.valuePages).toHaveLength(0)
  })

  it('says so for an id no property has', async () => {
    serve()
    renderProductPage(<PropertyValuePage />, {
      path: '/property/value/:propertyId',
      url: '/property/value/99',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('属性不存在')
  })
})
