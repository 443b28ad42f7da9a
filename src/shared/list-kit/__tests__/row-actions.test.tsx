import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RowAction } from '../list-types'
import { RowActions } from '../row-actions'
import { renderWithList } from './list-kit-harness'

type Row = { id: number }

function actionsLogging(log: string[]): RowAction<Row>[] {
  return ['修改', '设计', '发布', '定义', '删除'].map((label) => ({
    key: label,
    label,
    permission: [`demo:${label}`],
    onClick: (row) => log.push(`${label} ${row.id}`),
  }))
}

describe('RowActions with a number of inline buttons', () => {
  it('shows that many buttons and the rest in a 更多 menu that runs them on the row', async () => {
    const user = userEvent.setup()
    const log: string[] = []
    const all = ['修改', '设计', '发布', '定义', '删除'].map((label) => `demo:${label}`)
    renderWithList(<RowActions row={{ id: 7 }} actions={actionsLogging(log)} inline={3} />, all)
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '修改',
      '设计',
      '发布',
      '更多',
    ])
    await user.click(screen.getByRole('button', { name: '更多' }))
    const menu = screen.getByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['定义', '删除'])
    await user.click(within(menu).getByRole('menuitem', { name: '删除' }))
    expect(log).toEqual(['删除 7'])
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('counts only the permitted operations, and never makes a menu of one', () => {
    const permitted = ['demo:修改', 'demo:设计', 'demo:发布', 'demo:删除']
    renderWithList(
      <RowActions row={{ id: 1 }} actions={actionsLogging([])} inline={3} />,
      permitted,
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '修改',
      '设计',
      '发布',
      '删除',
    ])
  })
})
