import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { PostItem } from '../model/post-types'
import PostPage from '../pages/post-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
})

const CREATED = new Date(2026, 10, 20, 9, 0, 0).getTime()
const ROWS: PostItem[] = [
  { id: 1, name: '馆长', code: 'director', sort: 1, status: 0, remark: null, createTime: CREATED },
  {
    id: 5,
    name: '部门主任',
    code: 'dept_head',
    sort: 5,
    status: 1,
    remark: '各部门负责人',
    createTime: CREATED,
  },
]

function serve() {
  const log = { pages: [] as URLSearchParams[], created: [] as unknown[] }
  server.use(
    http.get(apiUrl('/system/post/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.post(apiUrl('/system/post/create'), async ({ request }) => {
      log.created.push(await request.json())
      return errorEnvelope(1_002_005_003, '已经存在该标识的岗位')
    }),
    http.delete(apiUrl('/system/post/delete'), () =>
      errorEnvelope(1_002_005_004, '该岗位已分配给 4 个用户，无法删除'),
    ),
  )
  return log
}

function render(permissions = ['*:*:*']) {
  return renderSignedInPage(<PostPage />, {
    path: '/system/post',
    url: '/system/post',
    permissions,
    dicts: DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}

async function rowOf(name: string) {
  const table = screen.getByRole('table', { name: '岗位列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

describe('post page', () => {
  it('shows the columns and searches by code and name', { timeout: 30_000 }, async () => {
    const log = serve()
    const user = userEvent.setup()
    render()
    const head = await rowOf('部门主任')
    const headers = within(screen.getByRole('table', { name: '岗位列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '岗位编号',
      '岗位编码',
      '岗位名称',
      '岗位顺序',
      '岗位备注',
      '状态',
      '创建时间',
      '操作',
    ])
    expect(within(head).getByText('各部门负责人')).toBeInTheDocument()
    expect(within(head).getByText('关闭')).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: '岗位编码' }), 'dept')
    await user.type(screen.getByRole('textbox', { name: '岗位名称' }), '主任')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => {
      const last = log.pages.at(-1)
      expect(last?.get('code')).toBe('dept')
      expect(last?.get('name')).toBe('主任')
    })
  })

  it('keeps the typed post when the code is taken', { timeout: 30_000 }, async () => {
    const log = serve()
    const user = userEvent.setup()
    render()
    await rowOf('馆长')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加岗位' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('岗位名称不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('岗位编码不能为空')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '岗位名称' }), '安保员')
    await user.type(within(dialog).getByRole('textbox', { name: '岗位编码' }), 'director')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('已经存在该标识的岗位')).toBeInTheDocument()
    expect(log.created).toEqual([{ name: '安保员', code: 'director', sort: 0, status: 0 }])
    expect(within(dialog).getByRole('textbox', { name: '岗位名称' })).toHaveValue('安保员')
  })

  it('says why a held post is not deleted', { timeout: 30_000 }, async () => {
    serve()
    const user = userEvent.setup()
    render()
    await user.click(within(await rowOf('部门主任')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('该岗位已分配给 4 个用户，无法删除')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '部门主任' })).toBeInTheDocument()
  })

  it(
    'shows 新增, 导出, 修改 and 删除 only with their permissions',
    { timeout: 30_000 },
    async () => {
      serve()
      render(['system:post:query', 'system:post:export'])
      const row = await rowOf('馆长')
      expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
      expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
      expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    },
  )
})
