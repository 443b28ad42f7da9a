import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import { PASSWORD_RULES_TEXT } from '@/shared/wire/password-rules'
import type { UserItem } from '../model/user-types'
import UserPage from '../pages/user-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  system_user_sex: { '1': ['男', 'default'], '2': ['女', 'success'] },
})

const DEPTS = [
  { id: 1, name: '纪念馆', parentId: 0 },
  { id: 2, name: '信息中心', parentId: 1 },
  { id: 3, name: '票务部', parentId: 1 },
  { id: 4, name: '宣教部', parentId: 1 },
]

function user(id: number, username: string, overrides: Partial<UserItem> = {}): UserItem {
  return {
    id,
    username,
    nickname: `${username}昵称`,
    remark: null,
    deptId: 3,
    deptName: '票务部',
    postIds: [],
    email: null,
    mobile: '13700000001',
    sex: 1,
    avatar: null,
    status: 0,
    loginIp: null,
    loginDate: null,
    createTime: new Date(2026, 10, 1, 9, 30, 0).getTime(),
    ...overrides,
  }
}

const user101WithPosts = user(101, 'gate01', { postIds: [6] })

const ROWS = [user(101, 'gate01'), user(102, 'edu01', { deptId: 4, deptName: '宣教部', status: 1 })]

function serveUsers(depts = DEPTS) {
  const log = {
    pages: [] as URLSearchParams[],
    puts: [] as { path: string; body: unknown }[],
    posts: [] as { path: string; body: unknown }[],
  }
  const recordPut = (path: string) =>
    http.put(apiUrl(path), async ({ request }) => {
      log.puts.push({ path, body: await request.json() })
      return okEnvelope(true)
    })
  const recordPost = (path: string, answer: unknown) =>
    http.post(apiUrl(path), async ({ request }) => {
      log.posts.push({ path, body: await request.json() })
      return okEnvelope(answer)
    })
  server.use(
    http.get(apiUrl('/system/user/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.get(apiUrl('/system/dept/list-all-simple'), () => okEnvelope(depts)),
    http.get(apiUrl('/system/post/list-all-simple'), () =>
      okEnvelope([
        { id: 3, name: '票务专员' },
        { id: 6, name: '职员' },
      ]),
    ),
    http.get(apiUrl('/system/role/list-all-simple'), () =>
      okEnvelope([
        { id: 2, name: '票务专员' },
        { id: 5, name: '前台检票员' },
      ]),
    ),
    http.get(apiUrl('/system/permission/list-user-roles'), () => okEnvelope([5])),
    recordPut('/system/user/update-status'),
    recordPut('/system/user/update-password'),
    recordPost('/system/user/create', 103),
    recordPost('/system/permission/assign-user-role', true),
  )
  return log
}

function renderUserPage(permissions = ['*:*:*']) {
  return renderSignedInPage(<UserPage />, {
    path: '/system/user',
    url: '/system/user',
    permissions,
    dicts: DICTS,
  })
}

async function rowOf(username: string) {
  const table = screen.getByRole('table', { name: '用户列表' })
  return (await within(table).findByRole('cell', { name: username })).closest('tr') as HTMLElement
}

describe('用户管理 page', () => {
  it('shows the columns and filters the list by a department picked in the tree', async () => {
    const user = userEvent.setup()
    const log = serveUsers()
    renderUserPage()
    await rowOf('gate01')
    const headers = within(screen.getByRole('table', { name: '用户列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '用户编号',
      '用户名称',
      '用户昵称',
      '部门',
      '手机号码',
      '状态',
      '创建时间',
      '操作',
    ])

    const tree = await screen.findByRole('tree', { name: '部门树' })
    await user.click(within(tree).getByText('票务部'))
    await waitFor(() => expect(log.pages.at(-1)?.get('deptId')).toBe('3'))
    // The tree view marks its chosen node with aria-checked (its ARIA pattern's choice).
    expect(within(tree).getByRole('treeitem', { name: '票务部' })).toHaveAttribute(
      'aria-checked',
      'true',
    )

    // 重置 clears the department too.
    await user.click(screen.getByRole('button', { name: '重置' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('deptId')).toBeNull())
  })

  it('narrows the tree to departments matching the name typed, keeping their parents', async () => {
    const user = userEvent.setup()
    serveUsers()
    renderUserPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    await within(tree).findByText('宣教部')
    await user.type(screen.getByRole('textbox', { name: '部门名称' }), '票务')
    await waitFor(() => expect(within(tree).queryByText('宣教部')).not.toBeInTheDocument())
    expect(within(tree).getByText('票务部')).toBeInTheDocument()
    expect(within(tree).getByText('纪念馆')).toBeInTheDocument()
  })

  it('opens a 200-department tree at its top level; a name typed opens the way to it', async () => {
    const user = userEvent.setup()
    const many = [{ id: 1, name: '纪念馆', parentId: 0 }]
    for (let i = 2; i <= 200; i++) {
      many.push({ id: i, name: `部门${i}`, parentId: i <= 20 ? 1 : 2 + (i % 19) })
    }
    serveUsers(many)
    renderUserPage()
    const tree = await screen.findByRole('tree', { name: '部门树' })
    // 纪念馆 and its 19 departments; the 180 below wait for a click.
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(20))
    expect(within(tree).queryByText('部门199')).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: '部门名称' }), '部门199')
    expect(await within(tree).findByText('部门199')).toBeInTheDocument()
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(3)
  })

  it('asks before disabling a user with the switch, then sends the new status', async () => {
    const user = userEvent.setup()
    const log = serveUsers()
    renderUserPage()
    const row = await rowOf('gate01')
    await user.click(within(row).getByRole('switch', { name: 'gate01的状态' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('确认要"停用""gate01"用户吗?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(log.puts).toHaveLength(0)

    await user.click(within(await rowOf('edu01')).getByRole('switch', { name: 'edu01的状态' }))
    const enable = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(enable).getByText('确认要"启用""edu01"用户吗?')).toBeInTheDocument()
    await user.click(within(enable).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.puts).toEqual([
        { path: '/system/user/update-status', body: { id: 102, status: 0 } },
      ]),
    )
  })

  it('adds a user only with a password inside the rules, in the department picked', async () => {
    const user = userEvent.setup()
    const log = serveUsers()
    renderUserPage()
    await rowOf('gate01')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加用户' })
    expect(within(dialog).getByText(PASSWORD_RULES_TEXT)).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '用户昵称' }), '检票员')
    await user.type(within(dialog).getByRole('textbox', { name: '用户名称' }), 'gate02')
    await user.type(within(dialog).getByLabelText('用户密码'), 'onlyletters')
    await user.click(within(dialog).getByRole('combobox', { name: '归属部门' }))
    const picker = await screen.findByRole('tree', { name: '归属部门' })
    await user.click(within(picker).getByText('票务部'))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText(PASSWORD_RULES_TEXT)).toBeInTheDocument()
    expect(log.posts).toHaveLength(0)

    await user.clear(within(dialog).getByLabelText('用户密码'))
    await user.type(within(dialog).getByLabelText('用户密码'), 'Gate2026ok')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.posts).toEqual([
        {
          path: '/system/user/create',
          body: {
            username: 'gate02',
            nickname: '检票员',
            password: 'Gate2026ok',
            deptId: 3,
            postIds: [],
          },
        },
      ]),
    )
  })

  it('edits a user without a password field, keeping their department and posts', async () => {
    const user = userEvent.setup()
    const log = serveUsers()
    const puts: unknown[] = []
    server.use(
      http.get(apiUrl('/system/user/get'), () => okEnvelope(user101WithPosts)),
      http.put(apiUrl('/system/user/update'), async ({ request }) => {
        puts.push(await request.json())
        return okEnvelope(true)
      }),
    )
    renderUserPage()
    await user.click(within(await rowOf('gate01')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改用户' })
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '用户昵称' })).toHaveValue('gate01昵称'),
    )
    expect(within(dialog).queryByLabelText('用户密码')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: '归属部门' })).toHaveValue('票务部')
    await user.clear(within(dialog).getByRole('textbox', { name: '用户昵称' }))
    await user.type(within(dialog).getByRole('textbox', { name: '用户昵称' }), '检票组长')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(puts).toEqual([
        {
          id: 101,
          username: 'gate01',
          nickname: '检票组长',
          deptId: 3,
          postIds: [6],
          mobile: '13700000001',
          sex: 1,
        },
      ]),
    )
    expect(log.posts).toHaveLength(0)
  })

  it('resets a password after checking it against the rules', async () => {
    const user = userEvent.setup()
    const log = serveUsers()
    renderUserPage()
    const row = await rowOf('gate01')
    await user.click(within(row).getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '重置密码' }))
    const dialog = await screen.findByRole('dialog', { name: '重置密码' })
    expect(within(dialog).getByText('请输入"gate01"的新密码')).toBeInTheDocument()
    expect(within(dialog).getByText(PASSWORD_RULES_TEXT)).toBeInTheDocument()
    const input = within(dialog).getByLabelText('新密码')
    await user.type(input, '12345678')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveValue('12345678')
    expect(log.puts).toHaveLength(0)

    await user.clear(input)
    await user.type(input, 'NewGate2027')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.puts).toEqual([
        { path: '/system/user/update-password', body: { id: 101, password: 'NewGate2027' } },
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '重置密码' })).toBeNull())
  })

  it('assigns roles with the user’s current ones checked', async () => {
    const user = userEvent.setup()
    const log = serveUsers()
    renderUserPage()
    const row = await rowOf('gate01')
    await user.click(within(row).getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '分配角色' }))
    const dialog = await screen.findByRole('dialog', { name: '分配角色' })
    const gate = await within(dialog).findByRole('checkbox', { name: '前台检票员' })
    expect(gate).toBeChecked()
    const staff = within(dialog).getByRole('checkbox', { name: '票务专员' })
    expect(staff).not.toBeChecked()
    await user.click(staff)
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.posts).toEqual([
        { path: '/system/permission/assign-user-role', body: { userId: 101, roleIds: [5, 2] } },
      ]),
    )
  })

  it('offers 新增, 导入 and 导出 in that order; 导入 opens the import dialog', async () => {
    const user = userEvent.setup()
    serveUsers()
    renderUserPage()
    await rowOf('gate01')
    const toolbar = screen.getByRole('button', { name: '新增' }).parentElement as HTMLElement
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((text) => text !== ''),
    ).toEqual(['新增', '导入', '导出'])
    await user.click(screen.getByRole('button', { name: '导入' }))
    expect(await screen.findByRole('dialog', { name: '用户导入' })).toBeInTheDocument()
  })

  it('shows only what the permissions allow', async () => {
    serveUsers()
    renderUserPage(['system:user:query'])
    const row = await rowOf('gate01')
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '更多' })).not.toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: 'gate01的状态' })).toBeDisabled()
  })
})
