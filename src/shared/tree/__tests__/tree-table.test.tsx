import { useState } from 'react'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import type { ColumnDef, RowAction } from '@/shared/list-kit'
import { TreeTable, useTreeExpansion } from '../tree-table'

interface Node {
  id: number
  parentId: number
  name: string
}

// 20 directories of 14 entries each: 300 rows when all are open.
const NODES: Node[] = []
for (let d = 0; d < 20; d += 1) {
  NODES.push({ id: 1000 + d, parentId: 0, name: `目录${d}` })
  for (let m = 0; m < 14; m += 1)
    NODES.push({ id: 2000 + d * 100 + m, parentId: 1000 + d, name: `菜单${d}-${m}` })
}

const nameOf = (node: Node) => node.name

function setup() {
  const drawn: string[] = []
  const columns: ColumnDef<Node>[] = [
    {
      key: 'name',
      title: '名称',
      render: (node) => {
        drawn.push(node.name)
        return node.name
      },
    },
  ]
  const onEdit = vi.fn()
  const actions: RowAction<Node>[] = [
    { key: 'update', label: '修改', onClick: onEdit },
    { key: 'create', label: '新增', hidden: (node) => node.parentId !== 0, onClick: () => {} },
    { key: 'delete', label: '删除', permission: ['x:y:delete'], onClick: () => {} },
  ]
  function Harness() {
    const expansion = useTreeExpansion(NODES)
    const [, setClicks] = useState(0)
    return (
      <>
        <button onClick={expansion.expandAll}>展开全部</button>
        <button onClick={() => setClicks((n) => n + 1)}>无关</button>
        <TreeTable
          items={NODES}
          columns={columns}
          actions={actions}
          expansion={expansion}
          nameOf={nameOf}
          label="树表"
        />
      </>
    )
  }
  renderWithStore(<Harness />)
  return { drawn, onEdit, table: () => screen.getByRole('table', { name: '树表' }) }
}

describe('TreeTable', () => {
  it('draws each row once when 展开全部 opens 300, and only the changed rows afterwards', async () => {
    const user = userEvent.setup()
    const { drawn, table } = setup()
    expect(within(table()).getAllByRole('row')).toHaveLength(21)
    expect(drawn).toHaveLength(20)

    drawn.length = 0
    await user.click(screen.getByRole('button', { name: '展开全部' }))
    // All 300 rows in one go, each drawn once (the 20 directories again: they are open now).
    expect(within(table()).getAllByRole('row')).toHaveLength(301)
    expect(drawn).toHaveLength(300)
    expect(new Set(drawn).size).toBe(300)

    drawn.length = 0
    await user.click(screen.getByRole('button', { name: '无关' }))
    expect(drawn).toHaveLength(0)

    // Closing the last directory draws that row only; the 286 rows above it stay as they were.
    await user.click(screen.getByRole('button', { name: '折叠目录19' }))
    expect(drawn).toEqual(['目录19'])
    expect(within(table()).getAllByRole('row')).toHaveLength(301 - 14)
    expect(screen.getByRole('button', { name: '展开目录19' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('offers the row actions the user holds, per row, in the pinned 操作 column', async () => {
    const user = userEvent.setup()
    const { onEdit, table } = setup()
    expect(within(table()).getByRole('columnheader', { name: '操作' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '展开目录0' }))
    const directory = within(table()).getByText('目录0').closest('tr') as HTMLElement
    const entry = within(table()).getByText('菜单0-0').closest('tr') as HTMLElement
    expect(within(directory).getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(within(entry).queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(within(table()).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    await user.click(within(entry).getByRole('button', { name: '修改' }))
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2000, name: '菜单0-0' }))
  })

  it('opens and closes a row from the keyboard', async () => {
    const user = userEvent.setup()
    const { table } = setup()
    screen.getByRole('button', { name: '展开目录3' }).focus()
    await user.keyboard('{Enter}')
    expect(within(table()).getByText('菜单3-13')).toBeInTheDocument()
    await user.keyboard(' ')
    expect(within(table()).queryByText('菜单3-13')).not.toBeInTheDocument()
  })
})
