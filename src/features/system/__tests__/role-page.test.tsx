import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { RoleItem } from '../model/role-types'
import RolePage from '../pages/role-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  system_role_type: { '1': ['内置', 'danger'], '2': ['自定义', 'primary'] },
  system_data_scope: {
    '1': ['全部数据权限', ''],
    '2': ['指定部门数据权限', ''],
    '3': ['本部门数据权限', ''],
    '4': ['本部门及以下数据权限', ''],
    '5': ['仅本人数据权限', ''],
  },
})

const CREATED = new Date(2026, 10, 20, 9, 0, 0).getTime()
const role = (id: number, name: string, code: string, overrides: Partial<RoleItem> = {}) => ({
  id,
  name,
  code,
  sort: id,
  status: 0,
  type: 2,
  remark: null,
  dataScope: 1,
  dataScopeDeptIds: [],
  createTime: CREATED,
  ...overrides,
})
const ROWS: RoleItem[] = [
  role(1, '超级管理员', 'admin', { type: 1 }),
  role(5, '前台检票员', 'gate_clerk', { dataScope: 2, dataScopeDeptIds: [3] }),
]

const MENUS = [
  { id: 1, name: '系统管理', parentId: 0, type: 1 },
  { id: 105, name: '字典管理', parentId: 1, type: 2 },
  { id: 1026, name: '字典查询', parentId: 105, type: 3 },
  { id: 1027, name: '字典新增', parentId: 105, type: 3 },
  { id: 2000, name: '票务管理', parentId: 0, type: 1 },
]
const DEPTS = [
  { id: 1, name: '纪念馆', parentId: 0 },
  { id: 3, name: '票务部', parentId: 1 },
  { id: 4, name: '宣教部', parentId: 1 },
]

function serve() {
  const log = {
    pages: [] as URLSearchParams[],
    posts: [] as { path: string; body: unknown }[],
  }
  const recordPost = (path: string) =>
    http.post(apiUrl(path), async ({ request }) => {
      log.posts.push({ path, body: await request.json() })
      return okEnvelope(true)
    })
  server.use(
    http.get(apiUrl('/system/role/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.get(apiUrl('/system/menu/list-all-simple'), () => okEnvelope(MENUS)),
    http.get(apiUrl('/system/dept/list-all-simple'), () => okEnvelope(DEPTS)),
    http.get(apiUrl('/system/permission/list-role-menus'), () => okEnvelope([1, 105, 1026])),
    http.delete(apiUrl('/system/role/delete'), () =>
      errorEnvelope(1_002_002_010, '该角色已分配给 3 个用户，无法删除'),
    ),
    recordPost('/system/permission/assign-role-menu'),
    recordPost('/system/permission/assign-role-data-scope'),
  )
  return log
}

function render(permissions = ['*:*:*']) {
  return renderSignedInPage(<RolePage />, {
    path: '/system/role',
    url: '/system/role',
    permissions,
    dicts: DICTS,
  })
}

async function rowOf(name: string) {
  const table = screen.getByRole('table', { name: '角色列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

const treeItem = (tree: HTMLElement, name: string) =>
  within(tree).getByText(name).closest('[role="treeitem"]') as HTMLElement
const boxOf = (tree: HTMLElement, name: string) =>
  treeItem(tree, name).querySelector('input[type="checkbox"]') as HTMLInputElement

describe('角色管理 page', () => {
  it(
    'shows the columns, searches, and offers no operation on a built-in role',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const log = serve()
      render()
      const builtIn = await rowOf('超级管理员')
      const headers = within(screen.getByRole('table', { name: '角色列表' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      expect(headers).toEqual([
        '角色编号',
        '角色名称',
        '角色类型',
        '角色标识',
        '显示顺序',
        '状态',
        '创建时间',
        '操作',
      ])
      expect(within(builtIn).getByText('内置')).toBeInTheDocument()
      for (const name of ['修改', '删除', '菜单权限', '数据权限']) {
        expect(within(builtIn).queryByRole('button', { name })).not.toBeInTheDocument()
      }
      const custom = await rowOf('前台检票员')
      for (const name of ['修改', '删除', '菜单权限', '数据权限']) {
        expect(within(custom).getByRole('button', { name })).toBeInTheDocument()
      }

      await user.type(screen.getByRole('textbox', { name: '角色名称' }), '检票')
      await user.type(screen.getByRole('textbox', { name: '角色标识' }), 'gate')
      await user.click(screen.getByRole('button', { name: '搜索' }))
      await waitFor(() => {
        expect(log.pages.at(-1)?.get('name')).toBe('检票')
        expect(log.pages.at(-1)?.get('code')).toBe('gate')
      })
    },
  )

  it('refuses the reserved code admin in the dialog', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    serve()
    render()
    await rowOf('超级管理员')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加角色' })
    await user.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '管理员二号')
    await user.type(within(dialog).getByRole('textbox', { name: '角色标识' }), 'admin')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(
      await within(dialog).findByText('角色标识 admin 为系统保留，请换一个'),
    ).toBeInTheDocument()
  })

  it('says how many users hold a role it will not delete', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    serve()
    render()
    await user.click(within(await rowOf('前台检票员')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('该角色已分配给 3 个用户，无法删除')).toBeInTheDocument()
  })

  it(
    '菜单权限 shows the role’s menus and saves the tree with half-checked parents',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const log = serve()
      render()
      await user.click(within(await rowOf('前台检票员')).getByRole('button', { name: '菜单权限' }))
      const dialog = await screen.findByRole('dialog', { name: '菜单权限' })
      expect(within(dialog).getByText('gate_clerk')).toBeInTheDocument()
      await user.click(await within(dialog).findByRole('switch', { name: '展开/折叠' }))
      const tree = within(dialog).getByRole('tree', { name: '菜单权限' })
      expect(treeItem(tree, '字典查询')).toHaveAttribute('aria-checked', 'true')
      expect(treeItem(tree, '字典管理')).toHaveAttribute('aria-checked', 'mixed')

      await user.click(boxOf(tree, '字典新增'))
      expect(treeItem(tree, '字典管理')).toHaveAttribute('aria-checked', 'true')
      await user.click(boxOf(tree, '票务管理'))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() =>
        expect(log.posts).toEqual([
          {
            path: '/system/permission/assign-role-menu',
            body: { roleId: 5, menuIds: [1, 105, 1026, 1027, 2000] },
          },
        ]),
      )
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单权限' })).toBeNull())
    },
  )

  it(
    '数据权限 names departments only for 指定部门 and needs one',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const log = serve()
      render()
      await user.click(within(await rowOf('前台检票员')).getByRole('button', { name: '数据权限' }))
      const dialog = await screen.findByRole('dialog', { name: '数据权限' })
      const tree = await within(dialog).findByRole('tree', { name: '权限范围的部门' })
      expect(treeItem(tree, '票务部')).toHaveAttribute('aria-checked', 'true')
      await user.click(boxOf(tree, '票务部'))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('请至少选择一个部门')
      expect(log.posts).toEqual([])

      await user.click(boxOf(tree, '宣教部'))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() =>
        expect(log.posts.at(-1)).toEqual({
          path: '/system/permission/assign-role-data-scope',
          body: { roleId: 5, dataScope: 2, dataScopeDeptIds: [4] },
        }),
      )
    },
  )

  it('数据权限 with another scope sends no departments', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    const log = serve()
    render()
    await user.click(within(await rowOf('前台检票员')).getByRole('button', { name: '数据权限' }))
    const dialog = await screen.findByRole('dialog', { name: '数据权限' })
    await user.click(within(dialog).getByRole('combobox', { name: '权限范围' }))
    await user.click(await screen.findByRole('option', { name: '本部门及以下数据权限' }))
    expect(within(dialog).queryByRole('tree')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.posts.at(-1)).toEqual({
        path: '/system/permission/assign-role-data-scope',
        body: { roleId: 5, dataScope: 4, dataScopeDeptIds: [] },
      }),
    )
  })

  it('shows each button only with its permission', { timeout: 30_000 }, async () => {
    serve()
    render(['system:role:query', 'system:permission:assign-role-menu'])
    const row = await rowOf('前台检票员')
    expect(within(row).getByRole('button', { name: '菜单权限' })).toBeInTheDocument()
    for (const name of ['修改', '删除', '数据权限']) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })
})
