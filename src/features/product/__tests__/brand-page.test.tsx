import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import BrandPage from '../pages/brand-page'
import type { BrandItem } from '../model/product-types'
import { renderProductPage } from './product-harness'

const server = setupMswServer()

const BRAND: BrandItem = {
  id: 3,
  name: '馆藏文创',
  picUrl: 'http://files.test/brand-3.png',
  sort: 2,
  description: '纪念馆自营品牌',
  status: 0,
  createTime: new Date(2026, 10, 1, 8, 0, 0).getTime(),
}

function serve() {
  const log = { pages: [] as URLSearchParams[], updated: [] as unknown[] }
  server.use(
    http.get(apiUrl('/product/brand/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: [BRAND], total: 1 })
    }),
    http.get(apiUrl('/product/brand/get'), () => okEnvelope(BRAND)),
    http.put(apiUrl('/product/brand/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return errorEnvelope(1_008_002_002, '品牌名称已存在')
    }),
  )
  return log
}

describe('商品品牌', { timeout: 60_000 }, () => {
  it('lists brands with their picture and filters by name and status', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderProductPage(<BrandPage />, { path: '/product/brand' })
    const table = await screen.findByRole('table', { name: '品牌列表' })
    const row = (await within(table).findByText('馆藏文创')).closest('tr') as HTMLElement
    expect(within(row).getByRole('img', { name: '馆藏文创图片' })).toBeInTheDocument()
    expect(within(row).getByText('开启')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: '品牌名称' }), '文创')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('name')).toBe('文创'))
  })

  it('shows a refusal and keeps what was typed', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderProductPage(<BrandPage />, { path: '/product/brand' })
    const table = await screen.findByRole('table', { name: '品牌列表' })
    const row = (await within(table).findByText('馆藏文创')).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改品牌' })
    const name = within(dialog).getByRole('textbox', { name: '品牌名称' })
    await waitFor(() => expect(name).toHaveValue('馆藏文创'))
    expect(within(dialog).getByRole('img', { name: '品牌图片预览' })).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, '红色记忆')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('品牌名称已存在')).toBeInTheDocument()
    expect(log.updated[0]).toEqual({
      id: 3,
      name: '红色记忆',
      picUrl: 'http://files.test/brand-3.png',
      sort: 2,
      status: 0,
      description: '纪念馆自营品牌',
    })
    expect(name).toHaveValue('红色记忆')
  })

  it('asks for the picture before saving', async () => {
    const user = userEvent.setup()
    serve()
    renderProductPage(<BrandPage />, { path: '/product/brand' })
    await screen.findByRole('table', { name: '品牌列表' })
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加品牌' })
    await user.type(within(dialog).getByRole('textbox', { name: '品牌名称' }), '红色记忆')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('品牌图片不能为空')).toBeInTheDocument()
  })
})
