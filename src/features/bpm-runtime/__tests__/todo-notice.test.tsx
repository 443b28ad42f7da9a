import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { logoutLocally, tokenChanged } from '@/shared/session/session-slice'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { TodoNotice } from '../components/todo-notice'
import { TODO_POLL_INTERVAL_MS, todoCountKey } from '../model/todo-notice'

const server = setupMswServer()

/** Serves todo-page with a total the test changes; records every query. */
function serveTodo(initialTotal: number) {
  const state = { total: initialTotal, asked: [] as URLSearchParams[] }
  server.use(
    http.get(apiUrl('/bpm/task/todo-page'), ({ request }) => {
      state.asked.push(new URL(request.url).searchParams)
      return okEnvelope({ list: [], total: state.total })
    }),
  )
  return state
}

function renderNotice(permissions = ['bpm:task:query']) {
  const view = renderSignedInPage(<TodoNotice />, {
    path: '/index',
    url: '/index',
    permissions,
    dicts: {},
  })
  act(() => view.store.dispatch(tokenChanged('token-1')))
  return view
}

let visibility: DocumentVisibilityState = 'visible'

function setVisibility(next: DocumentVisibilityState) {
  visibility = next
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

function notice() {
  return screen.queryByRole('button', { name: /待办/ })
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})
beforeEach(() => {
  visibility = 'visible'
  window.localStorage.clear()
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('todo poll', () => {
  it('announces the todo total when none is stored, asking for the first page of 10', async () => {
    const todo = serveTodo(3)
    renderNotice()

    expect(await screen.findByRole('button', { name: '您有 3 条待办任务，点击查看' })).toBeVisible()
    expect(todo.asked[0].get('pageNo')).toBe('1')
    expect(todo.asked[0].get('pageSize')).toBe('10')
    expect(window.localStorage.getItem(todoCountKey(1))).toBe('3')
  })

  it('stays quiet while the total does not rise, and announces a rise at the next 5 s poll', async () => {
    window.localStorage.setItem(todoCountKey(1), '2')
    const todo = serveTodo(2)
    renderNotice()
    await waitFor(() => expect(todo.asked).toHaveLength(1))
    expect(notice()).toBeNull()

    todo.total = 1
    await advance(TODO_POLL_INTERVAL_MS)
    await waitFor(() => expect(window.localStorage.getItem(todoCountKey(1))).toBe('1'))
    expect(notice()).toBeNull()

    todo.total = 2
    await advance(TODO_POLL_INTERVAL_MS)
    expect(await screen.findByRole('button', { name: '您有 2 条待办任务，点击查看' })).toBeVisible()
  })

  it('opens 待办任务 when the notice is clicked, and the notice goes', async () => {
    serveTodo(1)
    renderNotice()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

    await user.click(await screen.findByRole('button', { name: /1 条待办任务/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/task/todo')
    expect(notice()).toBeNull()
  })

  it('can be closed without leaving the page', async () => {
    serveTodo(1)
    renderNotice()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await screen.findByRole('button', { name: /1 条待办任务/ })

    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(notice()).toBeNull()
    expect(screen.queryByTestId('location')).toBeNull()
  })

  it('pauses while the document is hidden and asks at once when it is shown again', async () => {
    window.localStorage.setItem(todoCountKey(1), '0')
    const todo = serveTodo(0)
    renderNotice()
    await waitFor(() => expect(todo.asked).toHaveLength(1))

    setVisibility('hidden')
    todo.total = 4
    await advance(TODO_POLL_INTERVAL_MS * 4)
    expect(todo.asked).toHaveLength(1)
    expect(notice()).toBeNull()

    setVisibility('visible')
    expect(await screen.findByRole('button', { name: /4 条待办任务/ })).toBeVisible()
    expect(todo.asked).toHaveLength(2)
  })

  it('stops on unmount and on logout', async () => {
    const todo = serveTodo(0)
    const { unmount } = renderNotice()
    await waitFor(() => expect(todo.asked).toHaveLength(1))
    await advance(TODO_POLL_INTERVAL_MS)
    await waitFor(() => expect(todo.asked).toHaveLength(2))

    unmount()
    await advance(TODO_POLL_INTERVAL_MS * 3)
    expect(todo.asked).toHaveLength(2)

    const again = serveTodo(0)
    const second = renderNotice()
    await waitFor(() => expect(again.asked).toHaveLength(1))
    act(() => second.store.dispatch(logoutLocally()))
    await advance(TODO_POLL_INTERVAL_MS * 3)
    expect(again.asked).toHaveLength(1)
  })

  it('never polls for a user without bpm:task:query', async () => {
    const todo = serveTodo(5)
    renderNotice(['system:dict:query'])
    await advance(TODO_POLL_INTERVAL_MS * 3)
    expect(todo.asked).toHaveLength(0)
    expect(notice()).toBeNull()
  })
})
