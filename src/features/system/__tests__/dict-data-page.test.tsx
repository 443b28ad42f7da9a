import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import DictDataPage from '../pages/dict-data-page'
import type { DictDataItem, DictTypeItem } from '../model/system-types'
import { renderPage } from './system-harness'

const server = setupMswServer()

const TYPES: DictTypeItem[] = [
  { id: 7, name: '用户性别', type: 'system_user_sex', status: 0, remark: null, createTime: 0 },
  { id: 8, name: '通用状态', type: 'common_status', status: 0, remark: null, createTime: 0 },
]

function data(id: number, dictType: string, label: string, value: string): DictDataItem {
  return {
    id,
    sort: id,
    label,
    value,
    dictType,
    status: 0,
    colorType: 'primary',
    cssClass: 'c-' + value,
    remark: null,
    createTime: new Date(2024, 1, 3, 4, 5, 6).getTime(),
  }
}

const DATA = [
  data(1, 'system_user_sex', '男', '1'),
  data(2, 'system_user_sex', '女', '2'),
  data(3, 'common_status', '启用', '0'),
]

function serveDictData() {
  const log = { typeGets: [] as string[], pages: [] as URLSearchParams[], created: [] as unknown[] }
  server.use(
    http.get(apiUrl('/system/dict-type/get'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.typeGets.push(id)
      return okEnvelope(TYPES.find((type) => String(type.id) === id) ?? null)
    }),
    http.get(apiUrl('/system/dict-type/list-all-simple'), () =>
      okEnvelope(TYPES.map(({ id, name, type }) => ({ id, name, type }))),
    ),
    http.get(apiUrl('/system/dict-data/page'), ({ request }) => {
      const query = new URL(request.url).searchParams
      log.pages.push(query)
      const list = DATA.filter((row) => row.dictType === query.get('dictType'))
      return okEnvelope({ list, total: list.length })
    }),
    http.post(apiUrl('/system/dict-data/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(10)
    }),
  )
  return log
}

function renderDictDataPage(dictId = 7) {
  return renderPage(<DictDataPage />, {
    path: '/dict/type/data/:dictId',
    url: `/dict/type/data/${dictId}`,
  })
}

function table() {
  return screen.getByRole('table', { name: '字典数据列表' })
}

describe('dict data page', () => {
  it('loads the type of :dictId and lists its entries', async () => {
    const log = serveDictData()
    renderDictDataPage()

    expect(
      await within(await screen.findByRole('table', { name: '字典数据列表' })).findByRole('cell', {
        name: '男',
      }),
    ).toBeInTheDocument()
    expect(within(table()).getByRole('cell', { name: '女' })).toBeInTheDocument()
    expect(within(table()).queryByRole('cell', { name: '启用' })).not.toBeInTheDocument()
    expect(log.typeGets).toEqual(['7'])
    expect(log.pages.every((query) => query.get('dictType') === 'system_user_sex')).toBe(true)
    const form = screen.getByRole('search', { name: '搜索条件' })
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: '字典名称' })).toHaveTextContent(
        '用户性别',
      ),
    )
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '字典编码',
      '字典标签',
      '字典键值',
      '字典排序',
      '状态',
      '颜色类型',
      'CSS 类名',
      '备注',
      '创建时间',
      '操作',
    ])
  })

  it('keeps its type when the URL moves on while it stays mounted (cached tab)', async () => {
    const log = serveDictData()
    const { router } = renderDictDataPage()
    await within(await screen.findByRole('table', { name: '字典数据列表' })).findByRole('cell', {
      name: '男',
    })

    await act(() => router.navigate('/dict/type/data/8'))
    // Anything the move itself would ask is sent before a search asked after it: once that
    // search is answered, the log holds every request the move caused.
    const asked = log.pages.length
    const form = screen.getByRole('search', { name: '搜索条件' })
    await userEvent.setup().click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages).toHaveLength(asked + 1))

    expect(log.typeGets).toEqual(['7'])
    expect(log.pages.every((query) => query.get('dictType') === 'system_user_sex')).toBe(true)
    expect(within(table()).getByRole('cell', { name: '男' })).toBeInTheDocument()
  })

  it('switches the type with 字典名称 and 重置 goes back to the page type', async () => {
    const user = userEvent.setup()
    const log = serveDictData()
    renderDictDataPage()
    await within(await screen.findByRole('table', { name: '字典数据列表' })).findByRole('cell', {
      name: '男',
    })

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.click(within(form).getByRole('combobox', { name: '字典名称' }))
    await user.click(screen.getByRole('option', { name: '通用状态' }))
    await user.type(within(form).getByRole('textbox', { name: '字典标签' }), '开')
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('dictType')).toBe('common_status'))
    expect(log.pages.at(-1)?.get('label')).toBe('开')
    expect(await within(table()).findByRole('cell', { name: '启用' })).toBeInTheDocument()

    await user.click(within(form).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('dictType')).toBe('system_user_sex'))
    expect(log.pages.at(-1)?.has('label')).toBe(false)
  })

  it('adds an entry to the type with the required fields checked', async () => {
    const user = userEvent.setup()
    const log = serveDictData()
    renderDictDataPage()
    await within(await screen.findByRole('table', { name: '字典数据列表' })).findByRole('cell', {
      name: '男',
    })

    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加字典数据' })
    const type = within(dialog).getByRole('textbox', { name: '字典类型' })
    expect(type).toHaveValue('system_user_sex')
    expect(type).toBeDisabled()
    await user.clear(within(dialog).getByRole('spinbutton', { name: '显示排序' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('数据标签不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('数据键值不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('数据顺序不能为空')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '数据标签' }), '未知')
    await user.type(within(dialog).getByRole('textbox', { name: '数据键值' }), '0')
    await user.type(within(dialog).getByRole('spinbutton', { name: '显示排序' }), '3')
    await user.click(within(dialog).getByRole('combobox', { name: '颜色类型' }))
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual([
      '无',
      '默认（default）',
      '主要（primary）',
      '成功（success）',
      '信息（info）',
      '警告（warning）',
      '危险（danger）',
    ])
    await user.click(screen.getByRole('option', { name: '警告（warning）' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(log.created).toEqual([
      {
        dictType: 'system_user_sex',
        label: '未知',
        value: '0',
        sort: 3,
        status: 0,
        colorType: 'warning',
      },
    ])
  })
})
