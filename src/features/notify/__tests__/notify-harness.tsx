import { StrictMode, type ReactElement } from 'react'
import { render } from '@testing-library/react'
import { http } from 'msw'
import type { SetupServer } from 'msw/node'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { DictState } from '@/shared/dict'
import type { NotifyMessage } from '@/shared/notify'
import { sessionLoaded, tokenChanged } from '@/shared/session/session-slice'
import { createTestStore, type TestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'

const NOTIFY_DICTS = dictOptionsFrom({
  system_notify_template_type: { '1': ['通知公告', ''], '2': ['系统消息', ''] },
  infra_boolean_string: { true: ['是', ''], false: ['否', ''] },
})

/** A real store (session, admin-api slice, loaded dictionaries), signed in as a plain user. */
export function createNotifyStore(): TestStore {
  const loaded: DictState = { byType: NOTIFY_DICTS, status: 'loaded', requestId: null }
  const store = createTestStore({ dict: (state: DictState = loaded) => state })
  signIn(store)
  return store
}

/** A (new) login: a token, then the permission info. */
export function signIn(store: TestStore, token = 'token-1') {
  store.dispatch(tokenChanged(token))
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '张三', avatar: null },
      roles: ['common'],
      permissions: [],
      menus: [],
    }),
  )
}

function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{location.pathname}</div>
}

/**
 * Renders `ui` at / in StrictMode with a router (any other path shows a probe with test id
 * 'location') and the pop-up host.
 */
export function renderNotify(ui: ReactElement, store: TestStore = createNotifyStore()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/'] },
  )
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, router, ...view }
}

export function message(
  overrides: Partial<NotifyMessage> & Pick<NotifyMessage, 'id'>,
): NotifyMessage {
  return {
    userId: 1,
    userType: 2,
    templateId: 1,
    templateCode: 'notice',
    templateNickname: '系统管理员',
    templateContent: `消息 ${overrides.id}`,
    templateType: 1,
    templateParams: null,
    readStatus: false,
    readTime: null,
    createTime: new Date(2024, 2, 5, 8, 0, 0).getTime(),
    ...overrides,
  }
}

/**
 * An in-memory inbox behind the notify endpoints: counts and records requests, and marking read
 * changes what later requests see.
 */
export function serveInbox(server: SetupServer, initial: NotifyMessage[]) {
  let messages = initial.map((item) => ({ ...item }))
  const calls = {
    count: 0,
    unreadList: [] as URLSearchParams[],
    myPage: [] as URLSearchParams[],
    /** Raw query strings of update-read, e.g. '?ids=1&ids=2'. */
    updateRead: [] as string[],
    updateAllRead: 0,
  }
  const unread = () => messages.filter((item) => !item.readStatus)
  const markRead = (ids: number[]) => {
    messages = messages.map((item) =>
      ids.includes(item.id) && !item.readStatus
        ? { ...item, readStatus: true, readTime: Date.now() }
        : item,
    )
  }
  server.use(
    http.get(apiUrl('/system/notify-message/get-unread-count'), () => {
      calls.count += 1
      return okEnvelope(unread().length)
    }),
    http.get(apiUrl('/system/notify-message/get-unread-list'), ({ request }) => {
      const params = new URL(request.url).searchParams
      calls.unreadList.push(params)
      return okEnvelope(unread().slice(0, Number(params.get('size'))))
    }),
    http.get(apiUrl('/system/notify-message/my-page'), ({ request }) => {
      const params = new URL(request.url).searchParams
      calls.myPage.push(params)
      return okEnvelope({ list: messages, total: messages.length })
    }),
    http.put(apiUrl('/system/notify-message/update-read'), ({ request }) => {
      const url = new URL(request.url)
      calls.updateRead.push(url.search)
      markRead(url.searchParams.getAll('ids').map(Number))
      return okEnvelope(true)
    }),
    http.put(apiUrl('/system/notify-message/update-all-read'), () => {
      calls.updateAllRead += 1
      markRead(messages.map((item) => item.id))
      return okEnvelope(true)
    }),
  )
  return calls
}
