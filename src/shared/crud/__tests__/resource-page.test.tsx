import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { z } from 'zod'
import { renderWithList } from '@/shared/list-kit/__tests__/list-kit-harness'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn, ResourcePage } from '..'

const server = setupMswServer()

/** A toy module, declared only with the kit, as a business screen would be. */
interface Exhibit {
  id: number
  name: string
  code: string
  status: number
  remark: string | null
  builtIn: boolean
  createTime: number
}

type ExhibitSave = Omit<Exhibit, 'id' | 'createTime' | 'builtIn' | 'remark'> & {
  id?: number
  remark?: string
}

const afterChange = vi.fn()
const borrowed: Exhibit[] = []

const exhibitResource = defineResource({
  api: defineResourceApi<Exhibit, ExhibitSave, { pageNo: number; pageSize: number }>({
    path: '/test/exhibit',
    tag: 'TestExhibit',
    afterChange,
  }),
  name: '展品',
  title: '展品管理',
  idName: '展品编号',
  search: [
    { kind: 'text', name: 'name', label: '展品名称' },
    { kind: 'dict', name: 'status', label: '状态', dictType: 'common_status' },
  ],
  columns: [
    { key: 'id', title: '展品编号' },
    { key: 'name', title: '展品名称' },
    { key: 'code', title: '展品编码' },
    dictColumn('status', '状态', 'common_status'),
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: z.object({
      id: z.number().optional(),
      name: z.string().trim().min(1, '展品名称不能为空'),
      code: z.string().trim().min(1, '展品编码不能为空'),
      status: z.number(),
      remark: z.string(),
    }),
    fields: (mode) => [
      { kind: 'text', name: 'name', label: '展品名称', required: true },
      {
        kind: 'text',
        name: 'code',
        label: '展品编码',
        required: true,
        disabled: mode === 'update',
      },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: 'common_status' },
      { kind: 'text', name: 'remark', label: '备注', rows: 2 },
    ],
    empty: { name: '', code: '', status: 0, remark: '' },
  },
  rowActions: {
    canDelete: (row) => !row.builtIn,
    extra: () => [
      {
        key: 'borrow',
        label: '借展',
        permission: ['test:exhibit:borrow'],
        onClick: (row) => borrowed.push(row),
      },
    ],
  },
})

const CREATED = new Date(2025, 2, 4, 5, 6, 7).getTime()

/** A stateful fake of /test/exhibit, recording what the kit sends. */
function serveExhibits() {
  let rows: Exhibit[] = [
    {
      id: 1,
      name: '青铜鼎',
      code: 'ding',
      status: 0,
      remark: '镇馆',
      builtIn: true,
      createTime: CREATED,
    },
    {
      id: 2,
      name: '玉璧',
      code: 'bi',
      status: 1,
      remark: null,
      builtIn: false,
      createTime: CREATED,
    },
  ]
  const log = {
    pages: [] as URLSearchParams[],
    gets: [] as string[],
    created: [] as unknown[],
    updated: [] as unknown[],
    deleted: [] as string[],
  }
  server.use(
    http.get(apiUrl('/test/exhibit/page'), ({ request }) => {
      const query = new URL(request.url).searchParams
      log.pages.push(query)
      const name = query.get('name')
      const list = rows.filter((row) => !name || row.name.includes(name))
      return okEnvelope({ list, total: list.length })
    }),
    http.get(apiUrl('/test/exhibit/get'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.gets.push(id)
      return okEnvelope(rows.find((row) => String(row.id) === id) ?? null)
    }),
    http.post(apiUrl('/test/exhibit/create'), async ({ request }) => {
      const body = (await request.json()) as ExhibitSave
      log.created.push(body)
      const id = 10 + rows.length
      rows = [
        ...rows,
        { ...body, id, remark: body.remark ?? null, builtIn: false, createTime: CREATED },
      ]
      return okEnvelope(id)
    }),
    http.put(apiUrl('/test/exhibit/update'), async ({ request }) => {
      const body = (await request.json()) as ExhibitSave
      log.updated.push(body)
      rows = rows.map((row) => (row.id === body.id ? { ...row, ...body } : row))
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/test/exhibit/delete'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.deleted.push(id)
      rows = rows.filter((row) => String(row.id) !== id)
      return okEnvelope(true)
    }),
  )
  return log
}

function table() {
  return screen.getByRole('table', { name: '展品列表' })
}

async function rowOf(text: string) {
  const cell = await within(table()).findByRole('cell', { name: text })
  return cell.closest('tr') as HTMLElement
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

async function showExhibits(permissions = ['*:*:*']) {
  const user = userEvent.setup()
  const log = serveExhibits()
  renderWithList(<ResourcePage resource={exhibitResource} />, permissions)
  await rowOf('青铜鼎')
  return { user, log }
}

beforeEach(() => {
  afterChange.mockClear()
  borrowed.length = 0
})

describe('ResourcePage from a descriptor', () => {
  it('lists page 1 in the declared columns, then the 操作 column', async () => {
    const { log } = await showExhibits()

    expect(screen.getByRole('region', { name: '展品管理' })).toBeInTheDocument()
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['展品编号', '展品名称', '展品编码', '状态', '创建时间', '操作'])
    const row = await rowOf('青铜鼎')
    expect(within(row).getByText('开启')).toBeInTheDocument()
    expect(within(row).getByText('2025-03-04 05:06:07')).toBeInTheDocument()
    expect(within(await rowOf('玉璧')).getByText('关闭')).toBeInTheDocument()
    expect(log.pages[0].get('pageNo')).toBe('1')
    expect(log.pages[0].get('pageSize')).toBe('20')
  })

  it('searches with the declared fields and 重置 clears them', async () => {
    const { user, log } = await showExhibits()

    const form = screen.getByRole('search', { name: '搜索条件' })
    await fill(user, within(form).getByRole('textbox', { name: '展品名称' }), '玉')
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: '青铜鼎' })).not.toBeInTheDocument(),
    )
    expect(log.pages.at(-1)?.get('name')).toBe('玉')
    expect(within(table()).getByRole('cell', { name: '玉璧' })).toBeInTheDocument()

    await user.click(within(form).getByRole('button', { name: '重置' }))
    expect(await rowOf('青铜鼎')).toBeInTheDocument()
    expect(log.pages.at(-1)?.has('name')).toBe(false)
  })

  it('creates: checks the schema, sends the body without blank texts, toasts and refreshes', async () => {
    const { user, log } = await showExhibits()

    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加展品' })
    expect(within(dialog).getByRole('radio', { name: '开启' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('展品名称不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('展品编码不能为空')).toBeInTheDocument()
    expect(log.created).toEqual([])

    await fill(user, within(dialog).getByRole('textbox', { name: '展品名称' }), '陶俑')
    await fill(user, within(dialog).getByRole('textbox', { name: '展品编码' }), 'yong')
    await user.click(within(dialog).getByRole('radio', { name: '关闭' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(log.created).toEqual([{ name: '陶俑', code: 'yong', status: 1 }])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '添加展品' })).not.toBeInTheDocument(),
    )
    expect(await rowOf('陶俑')).toBeInTheDocument()
    await waitFor(() => expect(afterChange).toHaveBeenCalledTimes(1))
  })

  it('edits: loads the row by id, locks what the descriptor locks, sends the id', async () => {
    const { user, log } = await showExhibits()

    await user.click(within(await rowOf('青铜鼎')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改展品' })
    expect(log.gets).toEqual(['1'])
    expect(within(dialog).getByRole('textbox', { name: '展品编码' })).toBeDisabled()
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('镇馆')
    await fill(user, within(dialog).getByRole('textbox', { name: '展品名称' }), '青铜大鼎')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(log.updated).toEqual([
      { id: 1, name: '青铜大鼎', code: 'ding', status: 0, remark: '镇馆' },
    ])
    // The list is hidden from the accessibility tree until the dialog has faded out.
    await waitForElementToBeRemoved(dialog)
    expect(await rowOf('青铜大鼎')).toBeInTheDocument()
  })

  it('deletes after the confirmation naming the row, and only rows that allow it', async () => {
    const { user, log } = await showExhibits()

    expect(
      within(await rowOf('青铜鼎')).queryByRole('button', { name: '删除' }),
    ).not.toBeInTheDocument()
    await user.click(within(await rowOf('玉璧')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否确认删除展品编号为"2"的数据项?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    expect(log.deleted).toEqual(['2'])
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: '玉璧' })).not.toBeInTheDocument(),
    )
  })

  it('shows each button only under its permission, derived from the path', async () => {
    await showExhibits(['test:exhibit:query', 'test:exhibit:update'])

    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(toolbar).queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    const row = await rowOf('玉璧')
    expect(within(row).getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '借展' })).not.toBeInTheDocument()
  })

  it('grants 新增, 导出, 删除 and an extra row action with their own permissions', async () => {
    const { user } = await showExhibits([
      'test:exhibit:create',
      'test:exhibit:export',
      'test:exhibit:delete',
      'test:exhibit:borrow',
    ])

    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(within(toolbar).getByRole('button', { name: '导出' })).toBeInTheDocument()
    const row = await rowOf('玉璧')
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).getByRole('button', { name: '删除' })).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: '借展' }))
    expect(borrowed.map((exhibit) => exhibit.name)).toEqual(['玉璧'])
  })

  it('leaves out 导出 when the descriptor says so, and adds its own toolbar and row rules', async () => {
    const user = userEvent.setup()
    serveExhibits()
    const imported: string[] = []
    const readOnlyBuiltIns = defineResource({
      ...exhibitResource,
      title: '只读展品',
      export: false,
      rowActions: { canEdit: (row) => !row.builtIn },
      toolbar: ({ refresh }) => [
        {
          key: 'import',
          label: '导入',
          permission: ['test:exhibit:import'],
          onClick: () => {
            imported.push('导入')
            refresh()
          },
        },
      ],
    })
    renderWithList(<ResourcePage resource={readOnlyBuiltIns} />)

    expect(screen.getByRole('region', { name: '只读展品' })).toBeInTheDocument()
    expect(within(await rowOf('青铜鼎')).queryByRole('button', { name: '修改' })).toBeNull()
    expect(within(await rowOf('玉璧')).getByRole('button', { name: '修改' })).toBeInTheDocument()
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    await user.click(within(toolbar).getByRole('button', { name: '导入' }))
    expect(imported).toEqual(['导入'])
  })
})
