import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { crudRowActions, crudToolbarActions } from '../crud-actions'
import { crudSave } from '../crud-save'
import { RowActions } from '../row-actions'
import { renderWithList } from './list-kit-harness'
import { serveWidgets, WidgetList, type Widget } from './widget-fixture'

const server = setupMswServer()

function toolbar() {
  return screen.getByRole('toolbar', { name: '列表操作' })
}

describe('crudToolbarActions', () => {
  it('offers 新增 and 导出 under the create / export permissions of the prefix', async () => {
    const user = userEvent.setup()
    serveWidgets(server, 1)
    const onCreate = vi.fn()
    const exporter = { exporting: false, run: vi.fn(() => Promise.resolve()) }
    renderWithList(
      <WidgetList
        actions={crudToolbarActions({ permissionPrefix: 'demo:widget', onCreate, exporter })}
      />,
      ['demo:widget:create', 'demo:widget:export'],
    )

    const buttons = within(toolbar()).getAllByRole('button')
    expect(buttons.slice(0, 2).map((button) => button.textContent)).toEqual(['新增', '导出'])
    await user.click(within(toolbar()).getByRole('button', { name: '新增' }))
    expect(onCreate).toHaveBeenCalledTimes(1)
    await user.click(within(toolbar()).getByRole('button', { name: '导出' }))
    expect(exporter.run).toHaveBeenCalledTimes(1)
  })

  it('hides what the user may not do, and 导出 is busy while exporting', () => {
    serveWidgets(server, 1)
    const exporter = { exporting: true, run: vi.fn(() => Promise.resolve()) }
    renderWithList(
      <WidgetList
        actions={crudToolbarActions({
          permissionPrefix: 'demo:widget',
          onCreate: vi.fn(),
          exporter,
        })}
      />,
      ['demo:widget:export', 'other:widget:create'],
    )

    expect(within(toolbar()).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: /导出/ })).toBeDisabled()
  })

  it('leaves out 导出 without an exporter', () => {
    serveWidgets(server, 1)
    renderWithList(
      <WidgetList
        actions={crudToolbarActions({ permissionPrefix: 'demo:widget', onCreate: vi.fn() })}
      />,
    )

    expect(within(toolbar()).getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(within(toolbar()).queryByRole('button', { name: /导出/ })).not.toBeInTheDocument()
  })
})

describe('crudRowActions', () => {
  const builtIn: Widget = { id: 1, name: '内置', status: 0 }
  const custom: Widget = { id: 2, name: '自建', status: 0 }

  function renderRows(permissions: string[], canDelete?: (row: Widget) => boolean) {
    const onEdit = vi.fn()
    const onDelete = vi.fn()
    const actions = crudRowActions<Widget>({
      permissionPrefix: 'demo:widget',
      onEdit,
      onDelete,
      canDelete,
    })
    renderWithList(
      <>
        {[builtIn, custom].map((row) => (
          <div key={row.id} role="group" aria-label={row.name}>
            <RowActions row={row} actions={actions} />
          </div>
        ))}
      </>,
      permissions,
    )
    return { onEdit, onDelete }
  }

  it('offers 修改 and 删除 on every row and passes the row', async () => {
    const user = userEvent.setup()
    const { onEdit, onDelete } = renderRows(['demo:widget:update', 'demo:widget:delete'])

    const row = within(screen.getByRole('group', { name: '自建' }))
    expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual(['修改', '删除'])
    await user.click(row.getByRole('button', { name: '修改' }))
    expect(onEdit).toHaveBeenCalledWith(custom)
    await user.click(row.getByRole('button', { name: '删除' }))
    expect(onDelete).toHaveBeenCalledWith(custom)
    expect(
      within(screen.getByRole('group', { name: '内置' })).getByRole('button', { name: '删除' }),
    ).toBeInTheDocument()
  })

  it('offers 删除 only on the rows canDelete allows', () => {
    renderRows(['demo:widget:update', 'demo:widget:delete'], (row) => row.id !== builtIn.id)

    const first = within(screen.getByRole('group', { name: '内置' }))
    expect(first.getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(first.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    const second = within(screen.getByRole('group', { name: '自建' }))
    expect(second.getByRole('button', { name: '删除' })).toBeInTheDocument()
  })

  it('gates each button by the update / delete permission of the prefix', () => {
    renderRows(['demo:widget:delete'])

    const row = within(screen.getByRole('group', { name: '自建' }))
    expect(row.queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(row.getByRole('button', { name: '删除' })).toBeInTheDocument()
  })
})

describe('crudSave', () => {
  function trigger(result: Promise<unknown> = Promise.resolve(true)) {
    return vi.fn((_body: { id?: number; name: string }) => ({ unwrap: () => result }))
  }

  it('creates a body without an id and updates one with an id', async () => {
    const create = trigger()
    const update = trigger()
    const save = crudSave(create, update)

    await save({ name: '新' })
    expect(create).toHaveBeenCalledWith({ name: '新' })
    expect(update).not.toHaveBeenCalled()

    await save({ id: 3, name: '旧' })
    expect(update).toHaveBeenCalledWith({ id: 3, name: '旧' })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('rejects when the server refuses', async () => {
    const refusal = { code: 1002006001, msg: '已经存在' }
    const save = crudSave(trigger(Promise.reject(refusal)), trigger())
    await expect(save({ name: '重复' })).rejects.toBe(refusal)
  })
})
