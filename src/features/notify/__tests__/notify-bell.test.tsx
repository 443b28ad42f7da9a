import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupListeners } from '@reduxjs/toolkit/query'
import { UNREAD_COUNT_POLL_INTERVAL } from '@/shared/notify'
import { logoutLocally } from '@/shared/session/session-slice'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { NotifyBell } from '../components/notify-bell'
import { createNotifyStore, message, renderNotify, serveInbox, signIn } from './notify-harness'

const server = setupMswServer()

function bell() {
  return screen.getByRole('button', { name: /^站内信/ })
}

function dot() {
  return bell().querySelector('.MuiBadge-badge')
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

describe('NotifyBell badge', () => {
  it('shows the dot only while something is unread', async () => {
    serveInbox(server, [message({ id: 1 }), message({ id: 2 })])
    renderNotify(<NotifyBell />)

    expect(await screen.findByRole('button', { name: '站内信（有未读）' })).toBeInTheDocument()
    expect(dot()).not.toHaveClass('MuiBadge-invisible')
  })

  it('shows no dot when nothing is unread', async () => {
    const calls = serveInbox(server, [message({ id: 1, readStatus: true })])
    renderNotify(<NotifyBell />)

    await waitFor(() => expect(calls.count).toBe(1))
    expect(bell()).toHaveAccessibleName('站内信')
    expect(dot()).toHaveClass('MuiBadge-invisible')
  })
})

describe('NotifyBell polling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks for the unread count every 120000 ms and stops when unmounted', async () => {
    const calls = serveInbox(server, [message({ id: 1 })])
    const { unmount } = renderNotify(<NotifyBell />)
    await waitFor(() => expect(calls.count).toBe(1))

    await advance(UNREAD_COUNT_POLL_INTERVAL - 1000)
    expect(calls.count).toBe(1)
    await advance(1000)
    await waitFor(() => expect(calls.count).toBe(2))
    await advance(UNREAD_COUNT_POLL_INTERVAL)
    await waitFor(() => expect(calls.count).toBe(3))

    unmount()
    await advance(UNREAD_COUNT_POLL_INTERVAL * 3)
    expect(calls.count).toBe(3)
  })

  it('does not stack timers after a logout and a new login', async () => {
    const calls = serveInbox(server, [message({ id: 1 })])
    const store = createNotifyStore()
    const first = renderNotify(<NotifyBell />, store)
    await waitFor(() => expect(calls.count).toBe(1))
    first.unmount()
    store.dispatch(logoutLocally())
    signIn(store, 'token-2')

    renderNotify(<NotifyBell />, store)
    await waitFor(() => expect(calls.count).toBe(2))
    for (let period = 1; period <= 3; period += 1) {
      await advance(UNREAD_COUNT_POLL_INTERVAL)
      await waitFor(() => expect(calls.count).toBe(2 + period))
    }
    // Settle: a stacked second timer would have fired by now.
    await advance(1000)
    expect(calls.count).toBe(5)
  })

  it('stops polling as soon as the session logs out, even before the bell unmounts', async () => {
    const calls = serveInbox(server, [message({ id: 1 })])
    const { store } = renderNotify(<NotifyBell />)
    await waitFor(() => expect(calls.count).toBe(1))

    act(() => store.dispatch(logoutLocally()))
    await advance(UNREAD_COUNT_POLL_INTERVAL * 3)
    expect(calls.count).toBe(1)
  })
})

describe('NotifyBell refetch on focus', () => {
  it('asks again when the window regains focus', async () => {
    const calls = serveInbox(server, [])
    const { store } = renderNotify(<NotifyBell />)
    const detach = setupListeners(store.dispatch)
    try {
      await waitFor(() => expect(calls.count).toBe(1))
      expect(bell()).toHaveAccessibleName('站内信')

      serveInbox(server, [message({ id: 7 })])
      fireEvent.focus(window)
      expect(await screen.findByRole('button', { name: '站内信（有未读）' })).toBeInTheDocument()
    } finally {
      detach()
    }
  })
})

describe('NotifyBell pop-over', () => {
  it('lists the latest unread messages with sender, type tag, relative time and content', async () => {
    const user = userEvent.setup()
    const now = Date.now()
    const calls = serveInbox(server, [
      message({
        id: 1,
        templateNickname: '预约审核员',
        templateType: 2,
        templateContent: '您的团队预约已通过审核',
        createTime: now - 270_000,
      }),
      message({
        id: 2,
        templateNickname: '系统',
        templateType: 1,
        templateContent: '闭馆通知',
        createTime: now - 90 * 60_000,
      }),
      message({ id: 3, readStatus: true, templateContent: '早已读过' }),
    ])
    renderNotify(<NotifyBell />)

    await user.click(await screen.findByRole('button', { name: '站内信（有未读）' }))
    const popover = await screen.findByRole('dialog', { name: '站内信' })
    const items = await within(popover).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(calls.unreadList[0].get('size')).toBe('10')

    expect(within(items[0]).getByText('预约审核员')).toBeInTheDocument()
    expect(within(items[0]).getByText('系统消息')).toBeInTheDocument()
    expect(within(items[0]).getByText('5分钟前')).toBeInTheDocument()
    expect(within(items[0]).getByText('您的团队预约已通过审核')).toBeInTheDocument()
    expect(within(items[1]).getByText('通知公告')).toBeInTheDocument()
    expect(within(items[1]).getByText('2小时前')).toBeInTheDocument()
    expect(within(popover).queryByText('早已读过')).not.toBeInTheDocument()
  })

  it('asks for the unread list again every time it opens', async () => {
    const user = userEvent.setup()
    const calls = serveInbox(server, [message({ id: 1 })])
    renderNotify(<NotifyBell />)

    await user.click(await screen.findByRole('button', { name: '站内信（有未读）' }))
    await within(await screen.findByRole('dialog', { name: '站内信' })).findByText('消息 1')
    expect(calls.unreadList).toHaveLength(1)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(bell())
    await screen.findByRole('dialog', { name: '站内信' })
    await waitFor(() => expect(calls.unreadList).toHaveLength(2))
  })

  it('shows an empty state when nothing is unread', async () => {
    const user = userEvent.setup()
    serveInbox(server, [])
    renderNotify(<NotifyBell />)

    await user.click(bell())
    const popover = await screen.findByRole('dialog', { name: '站内信' })
    expect(await within(popover).findByText('暂无未读消息')).toBeInTheDocument()
    expect(within(popover).getByRole('button', { name: '全部已读' })).toBeDisabled()
  })

  it('查看全部 opens my messages and closes the pop-over', async () => {
    const user = userEvent.setup()
    serveInbox(server, [message({ id: 1 })])
    renderNotify(<NotifyBell />)

    await user.click(await screen.findByRole('button', { name: '站内信（有未读）' }))
    const popover = await screen.findByRole('dialog', { name: '站内信' })
    await user.click(within(popover).getByRole('button', { name: '查看全部' }))

    expect(await screen.findByTestId('location')).toHaveTextContent('/user/notify-message')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('全部已读 marks everything read: the list empties and the dot goes', async () => {
    const user = userEvent.setup()
    const calls = serveInbox(server, [message({ id: 1 }), message({ id: 2 })])
    renderNotify(<NotifyBell />)

    await user.click(await screen.findByRole('button', { name: '站内信（有未读）' }))
    const popover = await screen.findByRole('dialog', { name: '站内信' })
    await within(popover).findByText('消息 2')
    await user.click(within(popover).getByRole('button', { name: '全部已读' }))

    expect(await screen.findByText('全部已读成功')).toBeInTheDocument()
    expect(calls.updateAllRead).toBe(1)
    expect(await within(popover).findByText('暂无未读消息')).toBeInTheDocument()
    // The open pop-over hides the rest of the page from the accessibility tree.
    const bellBehind = () => screen.getByRole('button', { name: /^站内信/, hidden: true })
    await waitFor(() => expect(bellBehind()).toHaveAccessibleName('站内信'))
    expect(bellBehind().querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible')
  })
})
