import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DetailDialog } from '../detail-dialog'

describe('DetailDialog', () => {
  it('shows the label / value pairs, then what the screen adds under them, and closes with 关闭', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(
      <DetailDialog
        open
        title="回调通知详情"
        items={[
          { label: '任务编号', content: 7 },
          { label: '通知次数', content: '1 / 9' },
        ]}
        onClose={onClose}
      >
        <table aria-label="回调日志" />
      </DetailDialog>,
    )

    const dialog = screen.getByRole('dialog', { name: '回调通知详情' })
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(terms).toEqual(['任务编号', '通知次数'])
    expect(within(dialog).getAllByRole('definition')[1]).toHaveTextContent('1 / 9')
    expect(within(dialog).getByRole('table', { name: '回调日志' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
