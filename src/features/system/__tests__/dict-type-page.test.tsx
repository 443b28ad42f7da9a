import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import DictTypePage from '../pages/dict-type-page'
import type { DictTypeItem } from '../model/system-types'
import { ADMIN, renderPage } from './system-harness'

const server = setupMswServer()

const CREATED = new Date(2024, 0, 2, 3, 4, 5).getTime()

function dictType(
  id: number,
  name: string,
  type: string,
  status: DictTypeItem['status'] = 0,
): DictTypeItem {
  return { id, name, type, status, remark: `${name}备注`, createTime: CREATED }
}

/** A stateful fake of /system/dict-type, recording what the page sends. */
function serveDictTypes(initial: DictTypeItem[]) {
  let rows = [...initial]
  const log = {
    pages: [] as URLSearchParams[],
    created: [] as unknown[],
    updated: [] as unknown[],
    deleted: [] as string[],
  }
  server.use(
    http.get(apiUrl('/system/dict-type/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.get(apiUrl('/system/dict-type/get'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'))
      return okEnvelope(rows.find((row) => row.id === id) ?? null)
    }),
    http.post(apiUrl('/system/dict-type/create'), async ({ request }) => {
      const body = (await request.json()) as Omit<DictTypeItem, 'id' | 'createTime'>
      log.created.push(body)
      if (rows.some((row) => row.type === body.type)) {
        return errorEnvelope(1002006001, '已经存在该类型的字典类型')
      }
      const id = rows.length + 100
      rows = [...rows, { ...body, id, remark: body.remark ?? null, createTime: CREATED }]
      return okEnvelope(id)
    }),
    http.put(apiUrl('/system/dict-type/update'), async ({ request }) => {
      const body = (await request.json()) as DictTypeItem
      log.updated.push(body)
      rows = rows.map((row) => (row.id === body.id ? { ...row, ...body } : row))
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/system/dict-type/delete'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.deleted.push(id)
      rows = rows.filter((row) => String(row.id) !== id)
      return okEnvelope(true)
    }),
  )
  return log
}

const ROWS = [
  dictType(1, '用户性别', 'system_user_sex'),
  dictType(2, '通用状态', 'common_status', 1),
]

function renderDictTypePage(permissions = ADMIN) {
  return renderPage(<DictTypePage />, { path: '/system/dict', url: '/system/dict', permissions })
}

function table() {
  return screen.getByRole('table', { name: '字典类型列表' })
}

async function rowOf(text: string) {
  const cell = await within(table()).findByRole('cell', { name: text })
  return cell.closest('tr') as HTMLElement
}

/** Serves ROWS, renders the page as an admin and waits for the first row. */
async function showDictTypes() {
  const user = userEvent.setup()
  const log = serveDictTypes(ROWS)
  renderDictTypePage()
  await rowOf('用户性别')
  return { user, log }
}

/** Opens the 添加字典类型 dialog with 新增. */
async function openCreateDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: '新增' }))
  return screen.findByRole('dialog', { name: '添加字典类型' })
}

describe('dict type page', () => {
  it('lists the types with a link to their data, status tag and formatted time', async () => {
    const log = serveDictTypes(ROWS)
    renderDictTypePage()

    const row = await rowOf('用户性别')
    expect(within(row).getByRole('link', { name: 'system_user_sex' })).toHaveAttribute(
      'href',
      '/dict/type/data/1',
    )
    expect(within(row).getByText('开启')).toBeInTheDocument()
    expect(within(row).getByText('2024-01-02 03:04:05')).toBeInTheDocument()
    expect(within(await rowOf('通用状态')).getByText('关闭')).toBeInTheDocument()
    expect(log.pages[0].get('pageNo')).toBe('1')
    expect(log.pages[0].get('pageSize')).toBe('20')
  })

  it('shows 新增 and 导出 to an admin only, and row buttons per permission', async () => {
    serveDictTypes(ROWS)
    const admin = renderDictTypePage()
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(within(toolbar).getByRole('button', { name: '导出' })).toBeInTheDocument()
    expect(
      within(await rowOf('用户性别')).getByRole('button', { name: '删除' }),
    ).toBeInTheDocument()
    admin.unmount()

    renderDictTypePage(['system:dict:query', 'system:dict:update'])
    const row = await rowOf('用户性别')
    const limited = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(limited).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(limited).queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    expect(within(row).getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  })

  it('sends the search filters and the created-time range', async () => {
    const { user, log } = await showDictTypes()

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '字典名称' }), '性别')
    await user.type(within(form).getByRole('textbox', { name: '字典类型' }), 'sex')
    await user.click(within(form).getByRole('combobox', { name: '状态' }))
    await user.click(screen.getByRole('option', { name: '开启' }))
    const range = await within(form).findByRole('group', { name: '创建时间' })
    await typeDate(user, within(range).getByRole('group', { name: '创建时间起' }), '2024-01-01')
    await typeDate(user, within(range).getByRole('group', { name: '创建时间止' }), '2024-02-01')
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(log.pages.at(-1)?.get('name')).toBe('性别'))
    const sent = log.pages.at(-1)!
    expect(sent.get('type')).toBe('sex')
    expect(sent.get('status')).toBe('0')
    expect(sent.get('createTime[0]')).toBe('2024-01-01 00:00:00')
    expect(sent.get('createTime[1]')).toBe('2024-02-01 23:59:59')

    await user.click(within(form).getByRole('button', { name: '重置' }))
    await waitFor(() =>
      expect([...log.pages.at(-1)!.keys()].sort()).toEqual(['pageNo', 'pageSize']),
    )
  })

  it('validates the create form with the exact messages', async () => {
    const { user, log } = await showDictTypes()

    const dialog = await openCreateDialog(user)
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await within(dialog).findByText('字典名称不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('字典类型不能为空')).toBeInTheDocument()
    expect(log.created).toEqual([])
  })

  it('keeps the typed input open when the server refuses a duplicate type', async () => {
    const { user, log } = await showDictTypes()

    const dialog = await openCreateDialog(user)
    await user.type(within(dialog).getByRole('textbox', { name: '字典名称' }), '性别二')
    await user.type(within(dialog).getByRole('textbox', { name: '字典类型' }), 'system_user_sex')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('已经存在该类型的字典类型')).toBeInTheDocument()
    expect(log.created).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: '添加字典类型' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '字典名称' })).toHaveValue('性别二')
    expect(within(dialog).getByRole('textbox', { name: '字典类型' })).toHaveValue('system_user_sex')
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument()
  })

  it('creates a type, closes the dialog and refreshes the list', async () => {
    const { user, log } = await showDictTypes()
    const pagesBefore = log.pages.length

    const dialog = await openCreateDialog(user)
    expect(within(dialog).getByRole('radio', { name: '开启' })).toBeChecked()
    await user.type(within(dialog).getByRole('textbox', { name: '字典名称' }), '门票状态')
    await user.type(within(dialog).getByRole('textbox', { name: '字典类型' }), 'ticket_status')
    await user.click(within(dialog).getByRole('radio', { name: '关闭' }))
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '票')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(log.created).toEqual([
      { name: '门票状态', type: 'ticket_status', status: 1, remark: '票' },
    ])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '添加字典类型' })).not.toBeInTheDocument(),
    )
    expect(await rowOf('门票状态')).toBeInTheDocument()
    expect(log.pages.length).toBeGreaterThan(pagesBefore)
  })

  it('edits a type loaded by id, with the type itself locked', async () => {
    const user = userEvent.setup()
    const log = serveDictTypes(ROWS)
    renderDictTypePage()

    await user.click(within(await rowOf('用户性别')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改字典类型' })
    const type = within(dialog).getByRole('textbox', { name: '字典类型' })
    expect(type).toHaveValue('system_user_sex')
    expect(type).toBeDisabled()
    const name = within(dialog).getByRole('textbox', { name: '字典名称' })
    await user.clear(name)
    await user.type(name, '性别')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(log.updated).toEqual([
      { id: 1, name: '性别', type: 'system_user_sex', status: 0, remark: '用户性别备注' },
    ])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '修改字典类型' })).not.toBeInTheDocument(),
    )
    expect(await rowOf('性别')).toBeInTheDocument()
  })

  it('deletes after confirmation', async () => {
    const user = userEvent.setup()
    const log = serveDictTypes(ROWS)
    renderDictTypePage()

    await user.click(within(await rowOf('通用状态')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否确认删除字典编号为"2"的数据项?')).toBeInTheDocument()
    expect(log.deleted).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    expect(log.deleted).toEqual(['2'])
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: '通用状态' })).not.toBeInTheDocument(),
    )
  })
})
