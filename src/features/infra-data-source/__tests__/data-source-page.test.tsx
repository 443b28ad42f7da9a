import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { DataSourceConfigItem } from '../model/data-source-types'
import DataSourceConfigPage from '../pages/data-source-page'

const server = setupMswServer()

const ROWS: DataSourceConfigItem[] = [
  { id: 0, name: 'master', url: 'sandbox.db', username: null, createTime: null },
  { id: 3, name: '演示库', url: 'demo.db', username: 'sa', createTime: 1_700_000_000_000 },
]

function serve() {
  const log = { created: [] as unknown[], updated: [] as unknown[], deleted: [] as string[] }
  server.use(
    http.get(apiUrl('/infra/data-source-config/list'), () => okEnvelope(ROWS)),
    http.get(apiUrl('/infra/data-source-config/get'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'))
      return okEnvelope(ROWS.find((row) => row.id === id))
    }),
    http.post(apiUrl('/infra/data-source-config/create'), async ({ request }) => {
      log.created.push(await request.json())
      return errorEnvelope(1_001_007_001, '数据源配置不正确，无法进行连接')
    }),
    http.put(apiUrl('/infra/data-source-config/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/infra/data-source-config/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return okEnvelope(true)
    }),
  )
  return log
}

function renderPage(permissions?: string[]) {
  return renderSignedInPage(<DataSourceConfigPage />, {
    path: '/infra/data-source-config',
    url: '/infra/data-source-config',
    dicts: {},
    permissions,
  })
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: '数据源配置列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

describe('数据源配置', () => {
  it('lists the master first and offers no change on it', async () => {
    serve()
    renderPage()
    const master = await rowOf('master')
    const rows = within(screen.getByRole('table', { name: '数据源配置列表' })).getAllByRole('row')
    expect(rows[1]).toBe(master)
    expect(within(master).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(master).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    const demo = await rowOf('演示库')
    expect(within(demo).getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(within(demo).getByRole('button', { name: '删除' })).toBeInTheDocument()
  })

  it('shows the refusal in Chinese and keeps what was typed', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderPage()
    await rowOf('master')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加数据源配置' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('数据源名称不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('数据源连接不能为空')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '数据源名称' }), '外部库')
    await user.type(within(dialog).getByRole('textbox', { name: '数据源连接' }), '../etc/x.db')
    await user.type(within(dialog).getByLabelText('密码'), 'secret')
    expect(within(dialog).getByLabelText('密码')).toHaveAttribute('type', 'password')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('数据源配置不正确，无法进行连接')).toBeInTheDocument()
    expect(log.created).toEqual([{ name: '外部库', url: '../etc/x.db', password: 'secret' }])
    expect(within(dialog).getByRole('textbox', { name: '数据源连接' })).toHaveValue('../etc/x.db')
  })

  it('edits and deletes a data source', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderPage()
    await user.click(within(await rowOf('演示库')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改数据源配置' })
    const url = within(dialog).getByRole('textbox', { name: '数据源连接' })
    await waitFor(() => expect(url).toHaveValue('demo.db'))
    await user.clear(url)
    await user.type(url, 'jdbc:sqlite:demo2.db')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.updated).toHaveLength(1))
    expect(log.updated[0]).toMatchObject({ id: 3, name: '演示库', url: 'jdbc:sqlite:demo2.db' })

    await user.click(within(await rowOf('演示库')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(
      within(confirm).getByText('是否确认删除数据源配置编号为"3"的数据项?'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.deleted).toEqual(['3']))
  })

  it('hides 新增, 修改 and 删除 without the permissions', async () => {
    serve()
    renderPage(['infra:data-source-config:query'])
    const demo = await rowOf('演示库')
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(demo).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
  })
})
