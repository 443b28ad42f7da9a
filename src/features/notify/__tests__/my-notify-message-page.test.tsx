import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { NotifyBell } from '../components/notify-bell'
import MyNotifyMessagePage from '../pages/my-notify-message-page'
import { message, renderNotify, serveInbox } from './notify-harness'

const server = setupMswServer()

const INBOX = [
  message({
    id: 1,
    templateNickname: '预约审核员',
    templateContent: '您的团队预约已通过审核',
    templateType: 2,
    createTime: new Date(2024, 2, 3, 9, 30, 0).getTime(),
  }),
  message({ id: 2, templateNickname: '系统', templateContent: '闭馆通知', templateType: 1 }),
  message({
    id: 3,
    templateContent: '早已读过',
    readStatus: true,
    readTime: new Date(2024, 2, 4, 10, 0, 0).getTime(),
  }),
]

function table() {
  return screen.getByRole('table', { name: '我的站内信列表' })
}

async function rowOf(text: string) {
  return (await within(table()).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

function toolbarButton(name: string) {
  return within(screen.getByRole('toolbar', { name: '列表操作' })).getByRole('button', { name })
}

function renderPage() {
  const user = userEvent.setup()
  const calls = serveInbox(server, INBOX)
  const view = renderNotify(<MyNotifyMessagePage />)
  return { user, calls, ...view }
}

describe('my notify message page', () => {
  it('lists my messages with sender, times, type and read status', async () => {
    const { calls } = renderPage()
    const first = await rowOf('您的团队预约已通过审核')

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '', // the select-all checkbox
      '发送人',
      '发送时间',
      '类型',
      '消息内容',
      '是否已读',
      '阅读时间',
      '操作',
    ])
    expect(within(first).getByText('预约审核员')).toBeInTheDocument()
    expect(within(first).getByText('2024-03-03 09:30:00')).toBeInTheDocument()
    expect(within(first).getByText('系统消息')).toBeInTheDocument()
    expect(within(first).getByText('否')).toBeInTheDocument()
    const read = await rowOf('早已读过')
    expect(within(read).getByText('是')).toBeInTheDocument()
    expect(within(read).getByText('2024-03-04 10:00:00')).toBeInTheDocument()
    expect(calls.myPage[0].get('pageNo')).toBe('1')
    expect(calls.myPage[0].get('pageSize')).toBe('20')
  })

  it('filters by read status and sent-time range', async () => {
    const { user, calls } = renderPage()
    await rowOf('闭馆通知')

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.click(within(form).getByRole('combobox', { name: '是否已读' }))
    await user.click(screen.getByRole('option', { name: '否' }))
    const range = await within(form).findByRole('group', { name: '发送时间' })
    await typeDate(user, within(range).getByRole('group', { name: '发送时间起' }), '2024-03-01')
    await typeDate(user, within(range).getByRole('group', { name: '发送时间止' }), '2024-03-31')
    const before = calls.myPage.length
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(calls.myPage.length).toBe(before + 1))
    const sent = calls.myPage.at(-1)!
    expect(sent.get('readStatus')).toBe('false')
    expect(sent.get('createTime[0]')).toBe('2024-03-01 00:00:00')
    expect(sent.get('createTime[1]')).toBe('2024-03-31 23:59:59')
    expect(sent.get('pageNo')).toBe('1')
  })

  it('标记已读 marks the selected rows with repeated ids', async () => {
    const { user, calls } = renderPage()
    await rowOf('闭馆通知')
    expect(toolbarButton('标记已读')).toBeDisabled()

    await user.click(within(await rowOf('您的团队预约已通过审核')).getByRole('checkbox'))
    await user.click(within(await rowOf('闭馆通知')).getByRole('checkbox'))
    await user.click(toolbarButton('标记已读'))

    expect(await screen.findByText('标记已读成功')).toBeInTheDocument()
    expect(calls.updateRead).toEqual(['?ids=1&ids=2'])
    // The list is asked again and shows both as read; the selection is cleared.
    await waitFor(() => expect(within(table()).queryByText('否')).not.toBeInTheDocument())
    expect(toolbarButton('标记已读')).toBeDisabled()
  })

  it('全部已读 marks everything read', async () => {
    const { user, calls } = renderPage()
    await rowOf('闭馆通知')

    await user.click(toolbarButton('全部已读'))

    expect(await screen.findByText('全部已读成功')).toBeInTheDocument()
    expect(calls.updateAllRead).toBe(1)
    await waitFor(() => expect(within(table()).getAllByText('是')).toHaveLength(3))
  })

  it('offers 已读 on unread rows only, and it marks that row read', async () => {
    const { user, calls } = renderPage()
    const read = await rowOf('早已读过')
    expect(within(read).queryByRole('button', { name: '已读' })).not.toBeInTheDocument()

    await user.click(within(await rowOf('闭馆通知')).getByRole('button', { name: '已读' }))

    expect(await screen.findByText('标记已读成功')).toBeInTheDocument()
    expect(calls.updateRead).toEqual(['?ids=2'])
    await waitFor(() =>
      expect(
        within(screen.getByRole('cell', { name: '闭馆通知' }).closest('tr')!).getByText('是'),
      ).toBeInTheDocument(),
    )
  })

  it('详情 shows the message read-only and marks an unread one read', async () => {
    const { user, calls } = renderPage()

    await user.click(within(await rowOf('早已读过')).getByRole('button', { name: '详情' }))
    let dialog = await screen.findByRole('dialog', { name: '消息详情' })
    expect(within(dialog).getByText('早已读过')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.updateRead).toEqual([])

    await user.click(within(await rowOf('闭馆通知')).getByRole('button', { name: '详情' }))
    dialog = await screen.findByRole('dialog', { name: '消息详情' })
    expect(within(dialog).getByText('系统')).toBeInTheDocument()
    expect(within(dialog).getByText('通知公告')).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    await waitFor(() => expect(calls.updateRead).toEqual(['?ids=2']))
    // The dialog follows the refreshed row.
    expect(await within(dialog).findByText('是')).toBeInTheDocument()
  })

  it('reading here updates the bell', async () => {
    const user = userEvent.setup()
    const calls = serveInbox(server, INBOX)
    renderNotify(
      <>
        <NotifyBell />
        <MyNotifyMessagePage />
      </>,
    )
    expect(await screen.findByRole('button', { name: '站内信（有未读）' })).toBeInTheDocument()
    await rowOf('闭馆通知')
    const countsBefore = calls.count

    await user.click(toolbarButton('全部已读'))

    expect(await screen.findByRole('button', { name: '站内信' })).toBeInTheDocument()
    expect(calls.count).toBeGreaterThan(countsBefore)
  })
})
