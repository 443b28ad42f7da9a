import { fireEvent, render, screen } from '@testing-library/react'
import { DataTable } from '../data-table'
import type { ColumnDef } from '../list-types'

interface Row {
  id: number
  name: string
}

const columns: ColumnDef<Row>[] = [
  { key: 'name', title: '参数名称' },
  { key: 'actions', title: '操作', stickyRight: true, render: () => '修改' },
]

/** jsdom lays nothing out: give the table's scroll box the sizes a browser would. */
function sizeScrollBox(box: HTMLElement, sizes: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: sizes.scrollWidth })
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: sizes.clientWidth })
}

describe('DataTable pinned operations column', () => {
  it('marks its edge while cells run under it, and not once scrolled to the end', () => {
    render(<DataTable columns={columns} rows={[{ id: 1, name: '用户管理-账号初始密码' }]} />)
    const header = screen.getByRole('columnheader', { name: '操作' })
    const box = screen.getByRole('table').parentElement!
    expect(header).not.toHaveStyle({ borderLeftStyle: 'solid' })

    sizeScrollBox(box, { scrollWidth: 1200, clientWidth: 500 })
    fireEvent.scroll(box)
    for (const cell of [header, screen.getByRole('cell', { name: '修改' })]) {
      expect(cell).toHaveStyle({ borderLeftStyle: 'solid', borderLeftWidth: '1px' })
    }

    box.scrollLeft = 700
    fireEvent.scroll(box)
    expect(header).not.toHaveStyle({ borderLeftStyle: 'solid' })
  })

  it('draws no separator when the table fits its box', () => {
    render(<DataTable columns={columns} rows={[{ id: 1, name: 'a' }]} />)
    const box = screen.getByRole('table').parentElement!
    sizeScrollBox(box, { scrollWidth: 500, clientWidth: 500 })
    fireEvent.scroll(box)
    expect(screen.getByRole('columnheader', { name: '操作' })).not.toHaveStyle({
      borderLeftStyle: 'solid',
    })
  })
})
