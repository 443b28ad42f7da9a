import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithList, stubWindowWidth } from './list-kit-harness'
import { serveWidgets, WidgetList } from './widget-fixture'

const server = setupMswServer()

afterEach(() => {
  vi.unstubAllGlobals()
})

function pager() {
  return screen.getByRole('navigation', { name: '分页' })
}

function pageNumbers(): string[] {
  return within(pager())
    .getAllByRole('button', { name: /^第 \d+ 页$/ })
    .map((button) => button.textContent ?? '')
}

function table() {
  return screen.getByRole('table', { name: '部件列表' })
}

async function waitForRows(first: string) {
  expect(await within(table()).findByRole('cell', { name: first })).toBeInTheDocument()
}

/** Serves `total` widgets, renders the list and waits for its first page. */
async function showWidgets(total: number) {
  const user = userEvent.setup()
  const requests = serveWidgets(server, total)
  renderWithList(<WidgetList />)
  await waitForRows('部件1')
  return { user, requests }
}

/** Shows `total` widgets, then moves to page 2 with the pager. */
async function showWidgetsPage2(total: number) {
  const shown = await showWidgets(total)
  await shown.user.click(within(pager()).getByRole('button', { name: '第 2 页' }))
  await waitForRows('部件21')
  return shown
}

describe('ListView pagination', () => {
  it('queries page 1 with 20 rows and shows total, sizes, pager and jumper', async () => {
    const { requests } = await showWidgets(45)
    expect(requests[0].get('pageNo')).toBe('1')
    expect(requests[0].get('pageSize')).toBe('20')
    expect(within(table()).getAllByRole('row')).toHaveLength(21)
    expect(within(pager()).getByText('共 45 条')).toBeInTheDocument()
    expect(within(pager()).getByRole('combobox', { name: '每页条数' })).toHaveTextContent('20条/页')
    expect(pageNumbers()).toEqual(['1', '2', '3'])
    expect(within(pager()).getByText('前往')).toBeInTheDocument()
    expect(within(pager()).getByRole('textbox', { name: '前往页码' })).toHaveValue('1')
  })

  it('changes page with the pager, next and the jumper', async () => {
    const { user, requests } = await showWidgets(45)

    await user.click(within(pager()).getByRole('button', { name: '第 2 页' }))
    await waitForRows('部件21')
    expect(requests.at(-1)?.get('pageNo')).toBe('2')
    expect(within(pager()).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(within(pager()).getByRole('button', { name: '下一页' }))
    await waitForRows('部件41')
    expect(requests.at(-1)?.get('pageNo')).toBe('3')
    expect(within(pager()).getByRole('button', { name: '下一页' })).toBeDisabled()

    const jumper = within(pager()).getByRole('textbox', { name: '前往页码' })
    await user.clear(jumper)
    await user.type(jumper, '1{Enter}')
    await waitForRows('部件1')
    expect(requests.at(-1)?.get('pageNo')).toBe('1')

    // Past the last page: goes to the last one.
    await user.clear(within(pager()).getByRole('textbox', { name: '前往页码' }))
    await user.type(within(pager()).getByRole('textbox', { name: '前往页码' }), '99{Enter}')
    await waitForRows('部件41')
    expect(requests.at(-1)?.get('pageNo')).toBe('3')
  })

  it('changes the page size, back to page 1 when the page would be past the end', async () => {
    const { user, requests } = await showWidgetsPage2(45)

    await user.click(within(pager()).getByRole('combobox', { name: '每页条数' }))
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['10条/页', '20条/页', '30条/页', '50条/页'])
    await user.click(screen.getByRole('option', { name: '50条/页' }))

    await waitFor(() => expect(requests.at(-1)?.get('pageSize')).toBe('50'))
    expect(requests.at(-1)?.get('pageNo')).toBe('1')
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(46))
    expect(pageNumbers()).toEqual(['1'])
  })

  it('shows 7 page numbers on a wide screen and 5 on a narrow one', async () => {
    serveWidgets(server, 400)
    stubWindowWidth(1280)
    const wide = renderWithList(<WidgetList />)
    await waitForRows('部件1')
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '20'])
    wide.unmount()

    stubWindowWidth(600)
    renderWithList(<WidgetList />)
    await waitForRows('部件1')
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '20'])
  })

  it('moves back to the last page when the current one has emptied', async () => {
    const { user, requests } = await showWidgetsPage2(21)

    requests.setTotal(20)
    await user.click(screen.getByRole('button', { name: '刷新' }))

    await waitForRows('部件1')
    expect(requests.at(-1)?.get('pageNo')).toBe('1')
    expect(pageNumbers()).toEqual(['1'])
  })

  it('hides the pager and shows 暂无数据 when there are no rows', async () => {
    serveWidgets(server, 0)
    renderWithList(<WidgetList />)
    expect(await within(table()).findByText('暂无数据')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument()
  })
})

describe('ListView search form', () => {
  it('sends the filters with a whole-day date range on 搜索, from page 1', async () => {
    const { user, requests } = await showWidgetsPage2(45)

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '名称' }), '  螺丝 ')
    await user.click(within(form).getByRole('combobox', { name: '状态' }))
    await user.click(screen.getByRole('option', { name: '关闭' }))
    const range = await within(form).findByRole('group', { name: '创建时间' })
    // The end's calendar opens at the begin's month; choose the 31st there.
    await typeDate(
      user,
      await within(range).findByRole('group', { name: '创建时间起' }),
      '2024-01-01',
    )
    const end = within(range).getAllByRole('button', { name: /^选择日期/ })[1]
    await user.click(end)
    const calendar = await screen.findByRole('dialog')
    expect(within(calendar).getByText('2024年1月')).toBeInTheDocument()
    await user.click(within(calendar).getByRole('gridcell', { name: '31' }))
    expect(within(range).getByRole('group', { name: '创建时间止' })).toHaveTextContent('2024-01-31')
    const before = requests.length
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(requests.length).toBe(before + 1))
    const sent = requests.at(-1)!
    expect(sent.get('name')).toBe('螺丝')
    expect(sent.get('status')).toBe('1')
    expect(sent.get('createTime[0]')).toBe('2024-01-01 00:00:00')
    expect(sent.get('createTime[1]')).toBe('2024-01-31 23:59:59')
    expect(sent.get('pageNo')).toBe('1')
    expect(sent.get('pageSize')).toBe('20')
  })

  it('searches on Enter, and 重置 clears the form and re-queries without filters', async () => {
    const { user, requests } = await showWidgets(45)

    const form = screen.getByRole('search', { name: '搜索条件' })
    const name = within(form).getByRole('textbox', { name: '名称' })
    await user.type(name, '垫片{Enter}')
    await waitFor(() => expect(requests.at(-1)?.get('name')).toBe('垫片'))

    const before = requests.length
    await user.click(within(form).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(requests.length).toBe(before + 1))
    expect([...requests.at(-1)!.keys()].sort()).toEqual(['pageNo', 'pageSize'])
    expect(name).toHaveValue('')
  })

  it('re-queries on 搜索 even when the filters did not change', async () => {
    const { user, requests } = await showWidgets(45)
    const before = requests.length
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(requests.length).toBe(before + 1))
  })
})

describe('ListView toolbar', () => {
  it('hides a column with the column menu, and shows a hidden-by-default one', async () => {
    const { user } = await showWidgets(3)
    expect(within(table()).getByRole('columnheader', { name: '名称' })).toBeInTheDocument()
    expect(within(table()).queryByRole('columnheader', { name: '隐藏列' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '列设置' }))
    const nameItem = screen.getByRole('menuitemcheckbox', { name: '名称' })
    expect(nameItem).toHaveAttribute('aria-checked', 'true')
    await user.click(nameItem)
    await user.keyboard('{Escape}')
    expect(within(table()).queryByRole('columnheader', { name: '名称' })).not.toBeInTheDocument()
    expect(within(table()).queryByRole('cell', { name: '部件1' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '列设置' }))
    await user.click(screen.getByRole('menuitemcheckbox', { name: '隐藏列' }))
    await user.keyboard('{Escape}')
    expect(within(table()).getByRole('columnheader', { name: '隐藏列' })).toBeInTheDocument()
    expect(within(table()).getAllByText('hidden-by-default')).toHaveLength(3)
  })

  it('toggles the search form and refreshes', async () => {
    const { user, requests } = await showWidgets(3)

    await user.click(screen.getByRole('button', { name: '隐藏搜索' }))
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '显示搜索' }))
    expect(screen.getByRole('search')).toBeInTheDocument()

    const before = requests.length
    await user.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(requests.length).toBe(before + 1))
  })

  it('shows only the actions the user may use', async () => {
    const user = userEvent.setup()
    serveWidgets(server, 3)
    const created = vi.fn()
    renderWithList(
      <WidgetList
        actions={[
          { key: 'create', label: '新增', permission: ['demo:widget:create'], onClick: created },
          { key: 'export', label: '导出', permission: ['demo:widget:export'], onClick: () => {} },
        ]}
      />,
      ['demo:widget:create'],
    )
    await waitForRows('部件1')
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    await user.click(within(toolbar).getByRole('button', { name: '新增' }))
    expect(created).toHaveBeenCalledTimes(1)
  })
})
