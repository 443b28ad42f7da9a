import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import NotifyMessagePage from '../pages/notify-message-page'
import type { NotifyMessageItem } from '../model/system-types'
import { renderPage } from './system-harness'

const server = setupMswServer()

const MESSAGES: NotifyMessageItem[] = [
  {
    id: 11,
    userId: 1,
    userType: 2,
    templateId: 3,
    templateCode: 'reserve_audit',
    templateNickname: '预约审核员',
    templateContent: '您的团队预约已通过审核',
    templateType: 2,
    templateParams: { team: '一中' },
    readStatus: true,
    readTime: new Date(2024, 2, 4, 10, 0, 0).getTime(),
    createTime: new Date(2024, 2, 3, 9, 30, 0).getTime(),
  },
  {
    id: 12,
    userId: 5,
    userType: 1,
    templateId: 4,
    templateCode: 'notice',
    templateNickname: '系统',
    templateContent: '闭馆通知',
    templateType: 1,
    templateParams: null,
    readStatus: false,
    readTime: null,
    createTime: new Date(2024, 2, 5, 8, 0, 0).getTime(),
  },
]

function serveMessages() {
  const pages: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/system/notify-message/page'), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: MESSAGES, total: MESSAGES.length })
    }),
  )
  return pages
}

function renderNotifyPage(permissions = ['system:notify-message:query']) {
  return renderPage(<NotifyMessagePage />, {
    path: '/system/notify-message',
    url: '/system/notify-message',
    permissions,
  })
}

async function rowOf(text: string) {
  const table = screen.getByRole('table', { name: '站内信列表' })
  return (await within(table).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

describe('notify message page', () => {
  it('lists every user message with dictionary tags and times', async () => {
    serveMessages()
    renderNotifyPage()
    const read = await rowOf('您的团队预约已通过审核')
    const headers = within(screen.getByRole('table', { name: '站内信列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '编号',
      '用户类型',
      '用户编号',
      '模版编码',
      '发送人名称',
      '模版内容',
      '模版类型',
      '是否已读',
      '阅读时间',
      '创建时间',
      '操作',
    ])
    expect(within(read).getByText('管理员')).toBeInTheDocument()
    expect(within(read).getByText('系统消息')).toBeInTheDocument()
    expect(within(read).getByText('是')).toBeInTheDocument()
    expect(within(read).getByText('2024-03-04 10:00:00')).toBeInTheDocument()
    const unread = await rowOf('闭馆通知')
    expect(within(unread).getByText('会员')).toBeInTheDocument()
    expect(within(unread).getByText('通知公告')).toBeInTheDocument()
    expect(within(unread).getByText('否')).toBeInTheDocument()
  })

  it('searches by user, user type, template code and type', async () => {
    const user = userEvent.setup()
    const pages = serveMessages()
    renderNotifyPage()
    await rowOf('闭馆通知')

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '用户编号' }), '5')
    await user.click(within(form).getByRole('combobox', { name: '用户类型' }))
    await user.click(screen.getByRole('option', { name: '会员' }))
    await user.type(within(form).getByRole('textbox', { name: '模版编码' }), 'notice')
    await user.click(within(form).getByRole('combobox', { name: '模版类型' }))
    await user.click(screen.getByRole('option', { name: '通知公告' }))
    await user.type(within(form).getByRole('textbox', { name: '模版编码' }), '{Enter}')

    await waitFor(() => expect(pages.at(-1)?.get('userId')).toBe('5'))
    const sent = pages.at(-1)!
    expect(sent.get('userType')).toBe('1')
    expect(sent.get('templateCode')).toBe('notice')
    expect(sent.get('templateType')).toBe('1')
  })

  it('opens a read-only detail', async () => {
    const user = userEvent.setup()
    serveMessages()
    renderNotifyPage()
    await user.click(
      within(await rowOf('您的团队预约已通过审核')).getByRole('button', { name: '详情' }),
    )

    const dialog = await screen.findByRole('dialog', { name: '站内信详情' })
    expect(within(dialog).getByText('预约审核员')).toBeInTheDocument()
    expect(within(dialog).getByText('reserve_audit')).toBeInTheDocument()
    expect(within(dialog).getByText('{"team":"一中"}')).toBeInTheDocument()
    expect(within(dialog).getByText('2024-03-03 09:30:00')).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
