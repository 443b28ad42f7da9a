import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import SpuListPage from '../pages/spu-list-page'
import type { SpuItem } from '../model/product-types'
import { category, renderProductPage, spu } from './product-harness'

const server = setupMswServer()

const CATEGORIES = [category(1, '文创用品'), category(11, '书签', 1), category(12, '冰箱贴', 1)]

/** A small shop: the server's tabs and counts follow each status change. */
function serve(initial: SpuItem[], { refuseStatus = false } = {}) {
  const rows = initial.map((row) => ({ ...row }))
  const log = {
    pages: [] as URLSearchParams[],
    statuses: [] as unknown[],
    deleted: [] as string[],
    counts: 0,
  }
  const inTab = (row: SpuItem, tab: string) =>
    ({
      '0': row.status === 1,
      '1': row.status === 0,
      '2': row.status !== -1 && row.stock === 0,
      '3': row.status !== -1 && row.stock <= 10,
      '4': row.status === -1,
    })[tab] ?? false
  server.use(
    http.get(apiUrl('/product/category/list'), () => okEnvelope(CATEGORIES)),
    http.get(apiUrl('/product/spu/page'), ({ request }) => {
      const params = new URL(request.url).searchParams
      log.pages.push(params)
      const list = rows.filter((row) => inTab(row, params.get('tabType') ?? ''))
      return okEnvelope({ list, total: list.length })
    }),
    http.get(apiUrl('/product/spu/get-count'), () => {
      log.counts += 1
      return okEnvelope(
        Object.fromEntries(
          ['0', '1', '2', '3', '4'].map((tab) => [
            tab,
            rows.filter((row) => inTab(row, tab)).length,
          ]),
        ),
      )
    }),
    http.put(apiUrl('/product/spu/update-status'), async ({ request }) => {
      const body = (await request.json()) as { id: number; status: number }
      log.statuses.push(body)
      if (refuseStatus) return errorEnvelope(1_008_005_000, '商品 SPU 不存在')
      rows.find((row) => row.id === body.id)!.status = body.status
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/product/spu/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return errorEnvelope(1_008_005_002, '商品不处于回收站状态，无法删除')
    }),
  )
  return log
}

const SHOP = [
  spu(1, '馆藏纹样书签', { price: 1999 }),
  spu(2, '红色记忆冰箱贴', { status: 0, stock: 8 }),
  spu(3, '旧版导览图', { status: -1 }),
]

const table = () => screen.getByRole('table', { name: '商品列表' })
const rowOf = async (name: string) =>
  (await within(table()).findByText(name)).closest('tr') as HTMLElement
const tab = (name: RegExp) => screen.getByRole('tab', { name })

describe('商品列表', { timeout: 60_000 }, () => {
  it('shows each tab’s count and its products, price in yuan', async () => {
    const user = userEvent.setup()
    const log = serve(SHOP)
    renderProductPage(<SpuListPage />, { path: '/product/spu' })
    const row = await rowOf('馆藏纹样书签')
    expect(within(row).getByText('¥19.99')).toBeInTheDocument()
    expect(within(row).getByRole('img', { name: '馆藏纹样书签封面' })).toBeInTheDocument()
    expect(await screen.findByRole('tab', { name: '出售中 (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(tab(/^仓库中/)).toHaveAccessibleName('仓库中 (1)')
    expect(tab(/^警戒库存/)).toHaveAccessibleName('警戒库存 (1)')
    expect(tab(/^回收站/)).toHaveAccessibleName('回收站 (1)')
    expect(log.pages.at(-1)?.get('tabType')).toBe('0')

    await user.click(tab(/^仓库中/))
    expect(await rowOf('红色记忆冰箱贴')).toBeInTheDocument()
    expect(within(table()).queryByText('馆藏纹样书签')).not.toBeInTheDocument()
    expect(log.pages.at(-1)?.get('tabType')).toBe('1')
  })

  it('上架 / 下架 asks first, then the counts follow', async () => {
    const user = userEvent.setup()
    const log = serve(SHOP)
    renderProductPage(<SpuListPage />, { path: '/product/spu' })
    const row = await rowOf('馆藏纹样书签')
    await screen.findByRole('tab', { name: '出售中 (1)' })
    const toggle = within(row).getByRole('switch', { name: '馆藏纹样书签的上架状态' })
    expect(toggle).toBeChecked()

    await user.click(toggle)
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent('确认要"下架""馆藏纹样书签"商品吗?')
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(log.statuses).toHaveLength(0)
    expect(toggle).toBeChecked()

    await user.click(toggle)
    await user.click(
      within(await screen.findByRole('dialog', { name: '系统提示' })).getByRole('button', {
        name: '确定',
      }),
    )
    expect(await screen.findByText('下架成功')).toBeInTheDocument()
    expect(log.statuses).toEqual([{ id: 1, status: 0 }])
    expect(await screen.findByRole('tab', { name: '仓库中 (2)' })).toBeInTheDocument()
    expect(tab(/^出售中/)).toHaveAccessibleName('出售中 (0)')
    await waitFor(() => expect(within(table()).queryByText('馆藏纹样书签')).toBeNull())
  })

  it('a refused 下架 leaves the switch on and says why', async () => {
    const user = userEvent.setup()
    const log = serve(SHOP, { refuseStatus: true })
    renderProductPage(<SpuListPage />, { path: '/product/spu' })
    const row = await rowOf('馆藏纹样书签')
    const toggle = within(row).getByRole('switch', { name: '馆藏纹样书签的上架状态' })
    await user.click(toggle)
    await user.click(
      within(await screen.findByRole('dialog', { name: '系统提示' })).getByRole('button', {
        name: '确定',
      }),
    )
    expect(await screen.findByText('商品 SPU 不存在')).toBeInTheDocument()
    expect(log.statuses).toHaveLength(1)
    expect(toggle).toBeChecked()
    expect(screen.queryByText('下架成功')).not.toBeInTheDocument()
  })

  it('放入回收站, then 恢复 from the recycle bin; 删除 shows a refusal', async () => {
    const user = userEvent.setup()
    const log = serve(SHOP)
    renderProductPage(<SpuListPage />, { path: '/product/spu' })
    const row = await rowOf('馆藏纹样书签')
    expect(within(row).queryByRole('button', { name: '恢复' })).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: '放入回收站' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent('确认要将"馆藏纹样书签"放入回收站吗?')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByRole('tab', { name: '回收站 (2)' })).toBeInTheDocument()
    expect(log.statuses).toEqual([{ id: 1, status: -1 }])

    await user.click(tab(/^回收站/))
    const recycled = await rowOf('旧版导览图')
    expect(within(recycled).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(recycled).queryByRole('switch')).not.toBeInTheDocument()
    await user.click(within(recycled).getByRole('button', { name: '删除' }))
    const ask = await screen.findByRole('dialog', { name: '系统提示' })
    expect(ask).toHaveTextContent('是否确认删除商品名称为"旧版导览图"的数据项?')
    await user.click(within(ask).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('商品不处于回收站状态，无法删除')).toBeInTheDocument()
    expect(log.deleted).toEqual(['3'])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(within(await rowOf('馆藏纹样书签')).getByRole('button', { name: '恢复' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '系统提示' })).getByRole('button', {
        name: '确定',
      }),
    )
    expect(await screen.findByText('恢复成功')).toBeInTheDocument()
    expect(log.statuses.at(-1)).toEqual({ id: 1, status: 0 })
    expect(await screen.findByRole('tab', { name: '仓库中 (2)' })).toBeInTheDocument()
  })

  it('filters by a second-level category picked in the cascader', async () => {
    const user = userEvent.setup()
    const log = serve(SHOP)
    renderProductPage(<SpuListPage />, { path: '/product/spu' })
    await rowOf('馆藏纹样书签')
    await user.click(screen.getByRole('combobox', { name: '商品分类' }))
    await user.click(
      within(await screen.findByRole('listbox', { name: '一级商品分类' })).getByRole('option', {
        name: '文创用品',
      }),
    )
    await user.click(
      within(screen.getByRole('listbox', { name: '二级商品分类' })).getByRole('option', {
        name: '冰箱贴',
      }),
    )
    expect(screen.getByRole('combobox', { name: '商品分类' })).toHaveValue('文创用品 / 冰箱贴')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('categoryId')).toBe('12'))
    expect(log.pages.at(-1)?.get('tabType')).toBe('0')
  })

  it('重置 clears the filters but keeps the tab', async () => {
    const user = userEvent.setup()
    const log = serve(SHOP)
    renderProductPage(<SpuListPage />, { path: '/product/spu' })
    await rowOf('馆藏纹样书签')
    await user.click(tab(/^仓库中/))
    await rowOf('红色记忆冰箱贴')
    await user.type(screen.getByRole('textbox', { name: '商品名称' }), '冰箱贴')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('name')).toBe('冰箱贴'))
    expect(log.pages.at(-1)?.get('tabType')).toBe('1')
    await user.click(screen.getByRole('button', { name: '重置' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('name')).toBeNull())
    expect(log.pages.at(-1)?.get('tabType')).toBe('1')
    expect(screen.getByRole('textbox', { name: '商品名称' })).toHaveValue('')
    expect(tab(/^仓库中/)).toHaveAttribute('aria-selected', 'true')
  })

  it('添加商品 and 修改 open the product form; buttons follow the permissions', async () => {
    const user = userEvent.setup()
    serve(SHOP)
    const { router } = renderProductPage(<SpuListPage />, { path: '/product/spu' })
    await user.click(within(await rowOf('馆藏纹样书签')).getByRole('button', { name: '修改' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/spu/edit/1'))
  })

  it('without update, create or export the row and toolbar offer nothing but the list', async () => {
    serve(SHOP)
    renderProductPage(<SpuListPage />, {
      path: '/product/spu',
      permissions: ['product:spu:query'],
    })
    const row = await rowOf('馆藏纹样书签')
    expect(within(row).getByRole('switch')).toBeDisabled()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '放入回收站' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '添加商品' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })

  it('添加商品 opens /spu/add', async () => {
    const user = userEvent.setup()
    serve(SHOP)
    const { router } = renderProductPage(<SpuListPage />, { path: '/product/spu' })
    await rowOf('馆藏纹样书签')
    await user.click(screen.getByRole('button', { name: '添加商品' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/spu/add'))
  })
})
