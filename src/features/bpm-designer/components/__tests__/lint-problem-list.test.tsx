import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { engineProblemGroup, importRepairGroup } from '../../model/problem-groups'
import { LintProblemList } from '../lint-problem-list'

const LINT = [
  {
    elementId: 'Task_1',
    shownOnId: 'Task_1',
    message: '元素缺少名称',
    severity: 'warn' as const,
    rule: 'label-required',
  },
]

describe('LintProblemList groups', () => {
  it('lists import repairs and engine problems above the lint rules; a click selects the element', async () => {
    const onSelect = vi.fn()
    render(
      <LintProblemList
        problems={LINT}
        groups={[
          importRepairGroup([
            {
              elementId: 'Task_1_2',
              message: 'ID「Task_1」重复：任务「审批」已改名为「Task_1_2」',
            },
            { elementId: null, message: '图形「Ghost」指向不存在的元素「X」，已删除' },
          ]),
          engineProblemGroup([{ elementId: 'Timer_1', message: '定时事件(提醒)未设置时间' }]),
        ]}
        onSelect={onSelect}
      />,
    )
    const list = screen.getByRole('region', { name: '流程图问题' })
    // The counts are lint's, as on the canvas; the other groups say how many they hold.
    expect(list).toHaveTextContent('0 个错误，1 个警告，导入修复 2 项，引擎检查 1 项')
    expect(within(list).getByText('导入修复（2）')).toBeInTheDocument()
    expect(within(list).getByText('引擎检查（1）')).toBeInTheDocument()
    expect(within(list).getByText('建模规则（1）')).toBeInTheDocument()

    await userEvent.click(within(list).getByText(/已改名为「Task_1_2」/))
    expect(onSelect).toHaveBeenLastCalledWith('Task_1_2')
    await userEvent.click(within(list).getByText('元素缺少名称'))
    expect(onSelect).toHaveBeenLastCalledWith('Task_1', 'Task_1')
    // A dropped shape has nothing to select.
    expect(
      within(list)
        .getByText(/已删除/)
        .closest('[role="button"]'),
    ).toHaveAttribute('aria-disabled', 'true')
  })

  it('without repairs or engine problems shows only the lint problems, untitled', () => {
    render(
      <LintProblemList
        problems={LINT}
        groups={[importRepairGroup([]), engineProblemGroup([])]}
        onSelect={() => {}}
      />,
    )
    const list = screen.getByRole('region', { name: '流程图问题' })
    expect(list).toHaveTextContent('0 个错误，1 个警告')
    expect(list).not.toHaveTextContent('导入修复')
    expect(list).not.toHaveTextContent('建模规则')
  })
})
