import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import ConfigPage from '../pages/config-page'
import type { ConfigItem } from '../model/system-types'
import { ADMIN, renderPage } from './system-harness'

const server = setupMswServer()

function config(
  id: number,
  name: string,
  key: string,
  type: ConfigItem['type'],
  visible: boolean,
): ConfigItem {
  return {
    id,
    category: 'biz',
    name,
    key,
    value: `${key}-value`,
    type,
    visible,
    remark: null,
    createTime: new Date(2024, 4, 6, 7, 8, 9).getTime(),
  }
}

const ROWS = [
  config(1, '用户管理-密码初始化', 'sys.user.init-password', 1, false),
  config(2, '票务-每日上限', 'museum.ticket.daily-limit', 2, true),
]

function serveConfigs() {
  const log = { pages: [] as URLSearchParams[], created: [] as unknown[], deleted: [] as string[] }
  server.use(
    http.get(apiUrl('/infra/config/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.post(apiUrl('/infra/config/create'), async ({ request }) => {
      log.created.push(await request.json())
      return errorEnvelope(1001000003, '参数配置 key 重复')
    }),
    http.delete(apiUrl('/infra/config/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return okEnvelope(true)
    }),
  )
  return log
}

function renderConfigPage(permissions = ADMIN) {
  return renderPage(<ConfigPage />, { path: '/infra/config', url: '/infra/config', permissions })
}

async function rowOf(text: string) {
  const table = screen.getByRole('table', { name: '参数配置列表' })
  return (await within(table).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

describe('config page', () => {
  it('shows the columns, with 是/否 and the built-in tag', async () => {
    serveConfigs()
    renderConfigPage()
    const builtIn = await rowOf('用户管理-密码初始化')
    const table = screen.getByRole('table', { name: '参数配置列表' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '参数主键',
      '参数分类',
      '参数名称',
      '参数键名',
      '参数键值',
      '是否可见',
      '系统内置',
      '备注',
      '创建时间',
      '操作',
    ])
    expect(within(builtIn).getByText('否')).toBeInTheDocument()
    expect(within(builtIn).getByText('系统内置')).toBeInTheDocument()
    const custom = await rowOf('票务-每日上限')
    expect(within(custom).getByText('是')).toBeInTheDocument()
    expect(within(custom).getByText('自定义')).toBeInTheDocument()
    expect(within(custom).getByText('2024-05-06 07:08:09')).toBeInTheDocument()
  })

  it('offers 删除 only on custom configs', async () => {
    const user = userEvent.setup()
    const log = serveConfigs()
    renderConfigPage()

    const builtIn = await rowOf('用户管理-密码初始化')
    expect(within(builtIn).getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(within(builtIn).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()

    await user.click(within(await rowOf('票务-每日上限')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否确认删除参数编号为"2"的数据项?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.deleted).toEqual(['2']))
  })

  it('filters by the built-in type', async () => {
    const user = userEvent.setup()
    const log = serveConfigs()
    renderConfigPage()
    await rowOf('票务-每日上限')

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '参数键名' }), 'museum')
    await user.click(within(form).getByRole('combobox', { name: '系统内置' }))
    await user.click(screen.getByRole('option', { name: '自定义' }))
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('type')).toBe('2'))
    expect(log.pages.at(-1)?.get('key')).toBe('museum')
  })

  it('requires key and value, sends 是否可见 as a boolean, and stays open when refused', async () => {
    const user = userEvent.setup()
    const log = serveConfigs()
    renderConfigPage()
    await rowOf('票务-每日上限')

    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加参数配置' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('参数键名不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('参数键值不能为空')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '参数分类' }), 'biz')
    await user.type(within(dialog).getByRole('textbox', { name: '参数名称' }), '开放时间')
    await user.type(within(dialog).getByRole('textbox', { name: '参数键名' }), 'museum.open')
    await user.type(within(dialog).getByRole('textbox', { name: '参数键值' }), '09:00')
    await user.click(within(dialog).getByRole('radio', { name: '否' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('参数配置 key 重复')).toBeInTheDocument()
    expect(log.created).toEqual([
      { category: 'biz', name: '开放时间', key: 'museum.open', value: '09:00', visible: false },
    ])
    expect(within(dialog).getByRole('textbox', { name: '参数键值' })).toHaveValue('09:00')
  })

  it('hides the create and row buttons without infra:config permissions', async () => {
    serveConfigs()
    renderConfigPage(['infra:config:query'])
    const row = await rowOf('票务-每日上限')
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  })
})
