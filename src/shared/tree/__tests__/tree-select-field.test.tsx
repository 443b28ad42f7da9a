import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { TreeSelectField, type TreeSelectNode } from '../tree-select-field'

const DEPTS: TreeSelectNode[] = [
  { id: 100, name: '纪念馆', parentId: 0 },
  { id: 101, name: '票务部', parentId: 100 },
  { id: 102, name: '讲解部', parentId: 100 },
  { id: 103, name: '夜间讲解组', parentId: 102 },
  { id: 200, name: '分馆', parentId: 0 },
]

const schema = z.object({ parentId: z.number({ message: '上级部门不能为空' }) })
type Values = { parentId: number | null }

interface HarnessProps {
  initial?: number | null
  disabledIds?: number[]
  root?: boolean
  onSave?: (values: Values) => void
}

function Harness({ initial = null, disabledIds, root = false, onSave = () => {} }: HarnessProps) {
  const form = useForm<Values>({
    defaultValues: { parentId: initial },
    // The schema refuses null: the form's own messages are what is tested.
    resolver: zodResolver(schema) as never,
  })
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <TreeSelectField
        form={form}
        name="parentId"
        label="上级部门"
        nodes={DEPTS}
        disabledIds={disabledIds}
        rootOption={root ? { label: '顶级部门' } : undefined}
        helperText="部门挂在谁下面"
      />
      <button type="submit">保存</button>
    </form>
  )
}

const field = () => screen.getByRole('combobox', { name: '上级部门' })
const tree = () => screen.getByRole('tree', { name: '上级部门' })

describe('TreeSelectField', () => {
  it('shows the chosen node by name and saves the one picked in the tree', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    render(<Harness initial={101} onSave={onSave} />)
    expect(field()).toHaveValue('票务部')

    await user.click(field())
    // Opened on the chosen node: its parent is expanded, so its siblings are visible.
    await user.click(within(tree()).getByText('讲解部'))
    expect(screen.queryByRole('tree')).not.toBeInTheDocument()
    expect(field()).toHaveValue('讲解部')

    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(onSave).toHaveBeenCalledWith({ parentId: 102 }, expect.anything())
  })

  it('filters by name and keeps the matches under their parents', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(field())
    await user.type(screen.getByRole('textbox', { name: '过滤上级部门' }), '夜间')
    const items = within(tree()).getAllByRole('treeitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '纪念馆讲解部夜间讲解组',
      '讲解部夜间讲解组',
      '夜间讲解组',
    ])

    await user.clear(screen.getByRole('textbox', { name: '过滤上级部门' }))
    await user.type(screen.getByRole('textbox', { name: '过滤上级部门' }), '没有这个')
    expect(screen.getByText('无匹配数据')).toBeInTheDocument()
  })

  it('offers the root option as id 0 above the whole tree', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    render(<Harness root onSave={onSave} />)
    await user.click(field())
    expect(within(tree()).getByText('分馆')).toBeVisible()
    await user.click(within(tree()).getByText('顶级部门'))
    expect(field()).toHaveValue('顶级部门')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(onSave).toHaveBeenCalledWith({ parentId: 0 }, expect.anything())
  })

  it('does not offer a disabled node nor anything below it', async () => {
    const user = userEvent.setup()
    render(<Harness root disabledIds={[102]} />)
    await user.click(field())
    expect(within(tree()).getByText('票务部')).toBeInTheDocument()
    expect(within(tree()).queryByText('讲解部')).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: '过滤上级部门' }), '讲解')
    expect(within(tree()).queryByText('夜间讲解组')).not.toBeInTheDocument()
  })

  it('shows the schema message, and the helper text once a node is chosen', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByText('部门挂在谁下面')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('上级部门不能为空')).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
  })

  it('works from the keyboard: open, walk the tree, pick with Space, Escape keeps the value', async () => {
    const user = userEvent.setup()
    render(<Harness initial={200} />)
    field().focus()
    await user.keyboard('{ArrowDown}')
    expect(tree()).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tree')).not.toBeInTheDocument()
    expect(field()).toHaveValue('分馆')

    field().focus()
    await user.keyboard('{Enter}')
    await user.tab() // from the filter box into the tree, on the chosen node
    await user.keyboard('{Home}{ArrowDown}')
    await user.keyboard(' ')
    expect(field()).toHaveValue('票务部')
  })
})
