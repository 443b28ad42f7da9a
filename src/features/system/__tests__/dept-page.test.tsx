import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import DeptPage from '../pages/dept-page'
import type { DeptItem } from '../model/dept-types'
import { ADMIN, renderPage } from './system-harness'

const server = setupMswServer()

const dept = (
  id: number,
  name: string,
  parentId: number,
  leaderUserId: number | null = null,
): DeptItem => ({
  id,
  name,
  parentId,
  sort: id,
  leaderUserId,
  phone: null,
  email: null,
  status: 0,
  createTime: new Date(2024, 4, 6, 7, 8, 9).getTime(),
})

const DEPTS = [
  dept(1, '纪念馆', 0, 5),
  dept(3, '票务部', 1, 7),
  dept(4, '宣教部', 1),
  dept(9, '讲解组', 4),
]
const USERS = [
  { id: 5, nickname: '王馆长' },
  { id: 7, nickname: '李票务' },
]

function serveDepts() {
  const log = { created: [] as unknown[], updated: [] as unknown[], deleted: [] as string[] }
  server.use(
    http.get(apiUrl('/system/dept/list'), () => okEnvelope(DEPTS)),
    http.get(apiUrl('/system/dept/list-all-simple'), () =>
      okEnvelope(DEPTS.map(({ id, name, parentId }) => ({ id, name, parentId }))),
    ),
    http.get(apiUrl('/system/user/list-all-simple'), () => okEnvelope(USERS)),
    http.post(apiUrl('/system/dept/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(20)
    }),
    http.put(apiUrl('/system/dept/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/system/dept/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return errorEnvelope(1_002_004_005, '部门中存在员工，无法删除')
    }),
  )
  return log
}

const renderDeptPage = (permissions = ADMIN) =>
  renderPage(<DeptPage />, { path: '/system/dept', url: '/system/dept', permissions })

const table = () => screen.getByRole('table', { name: '部门列表' })
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement

describe('部门管理', { timeout: 60_000 }, () => {
  it('shows the whole tree open, with each leader by nickname', async () => {
    const user = userEvent.setup()
    serveDepts()
    renderDeptPage()
    expect(await within(table()).findByText('讲解组')).toBeInTheDocument()
    expect(await within(rowOf('纪念馆')).findByText('王馆长')).toBeInTheDocument()
    expect(within(rowOf('票务部')).getByText('李票务')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '折叠宣教部' }))
    expect(within(table()).queryByText('讲解组')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '折叠全部' }))
    expect(within(table()).queryByText('票务部')).not.toBeInTheDocument()
  })

  it('adds a department under a row with a leader picked by nickname', async () => {
    const user = userEvent.setup()
    const log = serveDepts()
    renderDeptPage()
    await within(table()).findByText('票务部')
    await user.click(within(rowOf('票务部')).getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加部门' })
    expect(within(dialog).getByRole('combobox', { name: '上级部门' })).toHaveValue('票务部')
    await user.type(within(dialog).getByRole('textbox', { name: '部门名称' }), '售票组')
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'bad')
    await user.click(within(dialog).getByRole('combobox', { name: '负责人' }))
    await user.click(await screen.findByRole('option', { name: '李票务' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入正确的邮箱地址')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('textbox', { name: '邮箱' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.created).toHaveLength(1))
    expect(log.created[0]).toEqual({
      parentId: 3,
      name: '售票组',
      sort: 0,
      leaderUserId: 7,
      phone: '',
      email: '',
      status: 0,
    })
  })

  it('does not offer a department itself or below it as its parent', async () => {
    const user = userEvent.setup()
    serveDepts()
    renderDeptPage()
    await within(table()).findByText('宣教部')
    await user.click(within(rowOf('宣教部')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改部门' })
    await user.click(within(dialog).getByRole('combobox', { name: '上级部门' }))
    const tree = await screen.findByRole('tree', { name: '上级部门' })
    expect(within(tree).getByText('票务部')).toBeInTheDocument()
    expect(within(tree).queryByText('宣教部')).not.toBeInTheDocument()
    expect(within(tree).queryByText('讲解组')).not.toBeInTheDocument()
  })

  it('shows why a delete is refused', async () => {
    const user = userEvent.setup()
    const log = serveDepts()
    renderDeptPage()
    await within(table()).findByText('票务部')
    await user.click(within(rowOf('票务部')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent('是否确认删除部门名称为"票务部"的数据项?')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('部门中存在员工，无法删除')).toBeInTheDocument()
    expect(log.deleted).toEqual(['3'])
  })

  it('hides what the user may not do', async () => {
    serveDepts()
    renderDeptPage(['system:dept:query'])
    await within(table()).findByText('票务部')
    expect(within(rowOf('票务部')).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(rowOf('票务部')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('toolbar', { name: '列表操作' })).queryByRole('button', {
        name: '新增',
      }),
    ).not.toBeInTheDocument()
  })
})
