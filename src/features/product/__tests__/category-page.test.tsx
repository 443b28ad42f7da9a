import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import CategoryPage from '../pages/category-page'
import { category, renderProductPage } from './product-harness'

const server = setupMswServer()

const CATEGORIES = [
  category(1, '文创用品'),
  category(11, '书签', 1),
  category(12, '冰箱贴', 1),
  category(2, '图书音像'),
  category(21, '馆藏图录', 2),
]

function serve() {
  const log = { created: [] as unknown[], updated: [] as unknown[], deleted: [] as string[] }
  server.use(
    http.get(apiUrl('/product/category/list'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name')
      return okEnvelope(name ? CATEGORIES.filter((c) => c.name.includes(name)) : CATEGORIES)
    }),
    http.get(apiUrl('/product/category/get'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'))
      const found = CATEGORIES.find((c) => c.id === id)
      return okEnvelope(found ? { ...found, description: '馆藏纹样书签' } : null)
    }),
    http.post(apiUrl('/product/category/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(30)
    }),
    http.put(apiUrl('/product/category/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return errorEnvelope(1_008_001_004, '存在子分类，不能设为二级分类')
    }),
    http.delete(apiUrl('/product/category/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return errorEnvelope(1_008_001_003, '存在子分类，无法删除')
    }),
  )
  return log
}

const table = () => screen.getByRole('table', { name: '商品分类列表' })
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement

describe('商品分类', { timeout: 60_000 }, () => {
  it('shows two levels open, with each picture; only the top level can hold others', async () => {
    serve()
    renderProductPage(<CategoryPage />, { path: '/product/category' })
    expect(await within(table()).findByText('馆藏图录')).toBeInTheDocument()
    expect(within(rowOf('书签')).getByRole('img', { name: '书签图片' })).toHaveAttribute(
      'src',
      'http://files.test/category-11.png',
    )
    expect(within(rowOf('文创用品')).getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(within(rowOf('书签')).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
  })

  it('adds below a top-level row: only top-level categories are offered as parents', async () => {
    const user = userEvent.setup()
    const log = serve()
    server.use(
      http.post(apiUrl('/infra/file/upload'), () => okEnvelope('http://files.test/new.png')),
    )
    renderProductPage(<CategoryPage />, { path: '/product/category' })
    await within(table()).findByText('书签')
    await user.click(within(rowOf('文创用品')).getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加分类' })
    const parent = within(dialog).getByRole('combobox', { name: '上级分类' })
    expect(parent).toHaveValue('文创用品')
    expect(within(dialog).getByText(/建议 100x100/)).toBeInTheDocument()

    await user.click(parent)
    const tree = await screen.findByRole('tree', { name: '上级分类' })
    expect(within(tree).getByText('顶级分类')).toBeInTheDocument()
    expect(within(tree).getByText('图书音像')).toBeInTheDocument()
    expect(within(tree).queryByText('书签')).not.toBeInTheDocument()
    await user.click(within(tree).getByText('顶级分类'))
    await waitFor(() => expect(parent).toHaveValue('顶级分类'))
    expect(within(dialog).getByText(/建议 200x100/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('分类名称不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('分类图片不能为空')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '分类名称' }), '纪念徽章')
    await user.upload(
      within(dialog).getByLabelText('选择分类图片'),
      new File(['png'], 'badge.png', { type: 'image/png' }),
    )
    await within(dialog).findByRole('img', { name: '分类图片预览' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.created).toHaveLength(1))
    expect(log.created[0]).toEqual({
      parentId: 0,
      name: '纪念徽章',
      picUrl: 'http://files.test/new.png',
      sort: 0,
      status: 0,
    })
  })

  it('shows the server’s refusals: a save keeps the dialog and what was typed, a delete says why', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderProductPage(<CategoryPage />, { path: '/product/category' })
    await within(table()).findByText('图书音像')
    await user.click(within(rowOf('图书音像')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改分类' })
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '分类描述' })).toHaveValue('馆藏纹样书签'),
    )
    await user.click(within(dialog).getByRole('combobox', { name: '上级分类' }))
    const tree = await screen.findByRole('tree', { name: '上级分类' })
    // Not itself.
    expect(within(tree).queryByText('图书音像')).not.toBeInTheDocument()
    await user.click(within(tree).getByText('文创用品'))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('存在子分类，不能设为二级分类')).toBeInTheDocument()
    expect(log.updated[0]).toMatchObject({ id: 2, parentId: 1, description: '馆藏纹样书签' })
    expect(within(dialog).getByRole('textbox', { name: '分类名称' })).toHaveValue('图书音像')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())

    await user.click(within(rowOf('文创用品')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent('是否确认删除分类名称为"文创用品"的数据项?')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('存在子分类，无法删除')).toBeInTheDocument()
    expect(log.deleted).toEqual(['1'])
  })

  it('hides what the user may not do', async () => {
    serve()
    renderProductPage(<CategoryPage />, {
      path: '/product/category',
      permissions: ['product:category:query'],
    })
    await within(table()).findByText('书签')
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(rowOf('书签')).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(rowOf('书签')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  })
})
