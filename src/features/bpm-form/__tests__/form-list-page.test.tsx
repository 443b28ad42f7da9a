import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import FormListPage from '../pages/form-list-page'
import { ADMIN, renderFormPage, serveForms, storedForm } from './bpm-form-harness'

const server = setupMswServer()

const ROWS = [
  storedForm(1, '团队预约审核表单'),
  storedForm(2, '请假表单', { status: 1, remark: null }),
]

function renderList(permissions = ADMIN) {
  return renderFormPage(<FormListPage />, {
    path: '/bpm/manager/form',
    url: '/bpm/manager/form',
    permissions,
  })
}

function table() {
  return screen.getByRole('table', { name: '流程表单列表' })
}

async function rowOf(text: string) {
  const cell = await within(table()).findByRole('cell', { name: text })
  return cell.closest('tr') as HTMLElement
}

describe('form list page', () => {
  it('lists the forms with id, status tag, remark and created time', async () => {
    const log = serveForms(server, ROWS)
    renderList()

    const row = await rowOf('团队预约审核表单')
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument()
    expect(within(row).getByText('开启')).toBeInTheDocument()
    expect(within(row).getByText('团队预约审核表单备注')).toBeInTheDocument()
    expect(within(row).getByText('2024-01-02 03:04:05')).toBeInTheDocument()
    expect(within(await rowOf('请假表单')).getByText('关闭')).toBeInTheDocument()
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['编号', '表单名', '状态', '备注', '创建时间', '操作'])
    expect(log.pages[0].get('pageNo')).toBe('1')
  })

  it('searches by name', async () => {
    const user = userEvent.setup()
    const log = serveForms(server, ROWS)
    renderList()
    await rowOf('请假表单')

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '表单名' }), '请假')
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(log.pages.at(-1)?.get('name')).toBe('请假'))
    await waitFor(() =>
      expect(
        within(table()).queryByRole('cell', { name: '团队预约审核表单' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('opens the designer for 新增 and for 修改 of a row', async () => {
    const user = userEvent.setup()
    serveForms(server, ROWS)
    const first = renderList()
    await user.click(within(await rowOf('请假表单')).getByRole('button', { name: '修改' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/bpm/manager/form/edit?id=2')
    first.unmount()

    renderList()
    await rowOf('请假表单')
    await user.click(
      within(screen.getByRole('toolbar', { name: '列表操作' })).getByRole('button', {
        name: '新增',
      }),
    )
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bpm\/manager\/form\/edit$/)
  })

  it('deletes a form after confirmation', async () => {
    const user = userEvent.setup()
    const log = serveForms(server, ROWS)
    renderList()

    await user.click(within(await rowOf('请假表单')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否确认删除表单编号为"2"的数据项?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(log.deleted).toEqual([])

    await user.click(within(await rowOf('请假表单')).getByRole('button', { name: '删除' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '系统提示' })).getByRole('button', {
        name: '确定',
      }),
    )
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    expect(log.deleted).toEqual(['2'])
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: '请假表单' })).not.toBeInTheDocument(),
    )
  })

  it('shows the buttons the user has permissions for', async () => {
    serveForms(server, ROWS)
    renderList(['bpm:form:query', 'bpm:form:update'])
    const row = await rowOf('请假表单')
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(row).getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  })
})
