import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckTree, type CheckTreeNode } from '../check-tree'
import {
  hasLonelyParent,
  indexTree,
  linkedChecked,
  toggleNode,
  withHalfChecked,
} from '../check-tree-model'

// 系统管理 > 字典管理 > (查询, 新增), 系统管理 > 角色管理 > 查询; 首页 alone.
const MENUS: CheckTreeNode[] = [
  { id: 1, parentId: 0, label: '系统管理' },
  { id: 105, parentId: 1, label: '字典管理' },
  { id: 1026, parentId: 105, label: '字典查询' },
  { id: 1027, parentId: 105, label: '字典新增' },
  { id: 101, parentId: 1, label: '角色管理' },
  { id: 1008, parentId: 101, label: '角色查询' },
  { id: 9, parentId: 0, label: '首页' },
]

function Harness({
  initial,
  onChange,
  expandAll = true,
}: {
  initial: number[]
  onChange: (ids: number[]) => void
  expandAll?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <CheckTree
      label="菜单权限"
      nodes={MENUS}
      value={value}
      defaultExpandAll={expandAll}
      onChange={(ids) => {
        setValue(ids)
        onChange(ids)
      }}
    />
  )
}

const item = (name: string) => {
  const label = within(screen.getByRole('tree', { name: '菜单权限' })).getByText(name)
  return label.closest('[role="treeitem"]') as HTMLElement
}
// The box itself is hidden from assistive tech; the tree item carries aria-checked.
const checkbox = (name: string) =>
  item(name).querySelector('input[type="checkbox"]') as HTMLInputElement
const state = (name: string) => item(name).getAttribute('aria-checked')
const toggle = (name: string) => screen.getByRole('switch', { name })

describe('check tree model', () => {
  const index = indexTree(MENUS)

  it('shows a parent checked only when everything below it is', () => {
    expect([...linkedChecked(index, [1026, 105, 1])]).toEqual([1026])
    expect([...linkedChecked(index, [1026, 1027])].sort((a, b) => a - b)).toEqual([105, 1026, 1027])
  })

  it('saves the checked nodes with their half-checked parents', () => {
    expect(withHalfChecked(index, [1026])).toEqual([1, 105, 1026])
  })

  it('with linkage, checking a parent checks all below it and unchecking the last child clears it', () => {
    expect(toggleNode(index, [], 105, true, true)).toEqual([1, 105, 1026, 1027])
    expect(toggleNode(index, [1, 105, 1026], 1026, false, true)).toEqual([])
  })

  it('for departments, linkage saves only the fully checked nodes', () => {
    expect(toggleNode(index, [], 105, true, true, false)).toEqual([105, 1026, 1027])
    expect(toggleNode(index, [105, 1026, 1027], 1027, false, true, false)).toEqual([1026])
  })

  it('without linkage, each box stands alone', () => {
    expect(toggleNode(index, [], 105, true, false)).toEqual([105])
    expect(toggleNode(index, [1, 105, 1026], 1026, false, false)).toEqual([1, 105])
  })

  it('notices a saved parent that has none of its children', () => {
    expect(hasLonelyParent(index, [1, 105])).toBe(true)
    expect(hasLonelyParent(index, [1, 105, 1026])).toBe(false)
  })
})

describe('CheckTree', () => {
  it('checking a parent checks its descendants; a child alone makes the parents half-checked', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={[]} onChange={onChange} />)
    expect(toggle('父子联动')).toBeChecked()

    await user.click(checkbox('字典管理'))
    expect(onChange).toHaveBeenLastCalledWith([1, 105, 1026, 1027])
    expect(state('字典管理')).toBe('true')
    expect(state('字典查询')).toBe('true')
    expect(state('系统管理')).toBe('mixed')

    await user.click(checkbox('字典新增'))
    expect(onChange).toHaveBeenLastCalledWith([1, 105, 1026])
    expect(state('字典管理')).toBe('mixed')

    await user.click(checkbox('角色管理'))
    await user.click(checkbox('字典新增'))
    // Everything under 系统管理: it shows checked too.
    expect(state('系统管理')).toBe('true')
    expect(onChange).toHaveBeenLastCalledWith([1, 105, 1026, 1027, 101, 1008])
  })

  it('opens a saved page with one button as half-checked, the button checked', () => {
    render(<Harness initial={[1, 105, 1026]} onChange={() => {}} />)
    expect(state('字典查询')).toBe('true')
    expect(state('字典新增')).toBe('false')
    expect(state('字典管理')).toBe('mixed')
    expect(state('系统管理')).toBe('mixed')
  })

  it('without linkage each box is independent', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={[]} onChange={onChange} />)
    await user.click(toggle('父子联动'))
    await user.click(checkbox('字典管理'))
    expect(onChange).toHaveBeenLastCalledWith([105])
    expect(state('字典管理')).toBe('true')
    expect(state('字典查询')).toBe('false')
  })

  it('opens with the linkage off when a saved page has none of its buttons, so it stays checked', () => {
    render(<Harness initial={[1, 105]} onChange={() => {}} />)
    expect(toggle('父子联动')).not.toBeChecked()
    expect(state('字典管理')).toBe('true')
    expect(state('系统管理')).toBe('true')
  })

  it('全选/全不选 checks and clears every node', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={[1026]} onChange={onChange} />)
    await user.click(toggle('全选/全不选'))
    expect(onChange).toHaveBeenLastCalledWith([1, 105, 1026, 1027, 101, 1008, 9])
    expect(toggle('全选/全不选')).toBeChecked()
    expect(state('首页')).toBe('true')
    await user.click(toggle('全选/全不选'))
    expect(onChange).toHaveBeenLastCalledWith([])
    expect(state('字典查询')).toBe('false')
  })

  it('展开/折叠 shows and hides every level', async () => {
    const user = userEvent.setup()
    render(<Harness initial={[]} onChange={() => {}} expandAll={false} />)
    const tree = screen.getByRole('tree', { name: '菜单权限' })
    expect(within(tree).queryByText('字典查询')).toBeNull()
    await user.click(toggle('展开/折叠'))
    expect(within(tree).getByText('字典查询')).toBeVisible()
    expect(item('字典管理')).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle('展开/折叠'))
    expect(item('系统管理')).toHaveAttribute('aria-expanded', 'false')
  })
})
