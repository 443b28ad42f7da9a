import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { BpmUserGroupItem } from '@/shared/wire/bpm-user-group'
import UserGroupPage from '../pages/user-group-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
})
const CREATED = new Date(2024, 0, 2, 3, 4, 5).getTime()

const GROUP: BpmUserGroupItem = {
  id: 1,
  name: '办公室采购组',
  description: '负责采购经办',
  memberUserIds: [9, 42],
  status: 0,
  createTime: CREATED,
}

function serve() {
  const log = { created: [] as unknown[], deleted: [] as string[] }
  server.use(
    http.get(apiUrl('/bpm/user-group/page'), () => okEnvelope({ list: [GROUP], total: 1 })),
    http.post(apiUrl('/bpm/user-group/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(2)
    }),
    http.delete(apiUrl('/bpm/user-group/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return okEnvelope(true)
    }),
    http.get(apiUrl('/system/user/list-all-simple'), () =>
      okEnvelope([
        { id: 9, nickname: '孙主任' },
        { id: 15, nickname: '文员小吴' },
      ]),
    ),
  )
  return log
}

function renderGroups(permissions = ['*:*:*']) {
  return renderSignedInPage(<UserGroupPage />, {
    path: '/bpm/manager/user-group',
    url: '/bpm/manager/user-group',
    permissions,
    dicts: DICTS,
  })
}

async function groupRow() {
  const table = await screen.findByRole('table', { name: '用户分组列表' })
  return (await within(table).findByText('办公室采购组')).closest('tr') as HTMLElement
}

describe('用户分组 screen', () => {
  it('shows each group with its members by nickname (未知 for a user no longer listed)', async () => {
    serve()
    renderGroups()
    const row = await groupRow()
    expect(row).toHaveTextContent('负责采购经办')
    await waitFor(() => expect(row).toHaveTextContent('孙主任'))
    expect(row).toHaveTextContent('未知(42)')
    expect(row).toHaveTextContent('开启')
  })

  it('添加用户组 says what is missing, then sends the group', async () => {
    const log = serve()
    const user = userEvent.setup()
    renderGroups()
    await groupRow()
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加用户组' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('组名不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('描述不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('成员不能为空')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '组名' }), '采购复核组')
    await user.type(within(dialog).getByRole('textbox', { name: '描述' }), '复核大额采购')
    await user.click(within(dialog).getByRole('combobox', { name: '成员' }))
    await user.click(await screen.findByRole('option', { name: '文员小吴' }))
    await user.keyboard('{Escape}')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.created).toEqual([
        { name: '采购复核组', description: '复核大额采购', memberUserIds: [15], status: 0 },
      ]),
    )
  })

  it('asks before deleting: 是否确认删除用户组编号为"1"的数据项?', async () => {
    const log = serve()
    const user = userEvent.setup()
    renderGroups()
    await user.click(within(await groupRow()).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('是否确认删除用户组编号为"1"的数据项?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.deleted).toEqual(['1']))
  })

  it('offers no 新增, 修改 or 删除 with only the query permission', async () => {
    serve()
    renderGroups(['bpm:user-group:query'])
    const row = await groupRow()
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  })
})
