import { StrictMode, type ReactElement } from 'react'
import { render } from '@testing-library/react'
import type { UnknownAction } from '@reduxjs/toolkit'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { DictState } from '@/shared/dict'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import { unsavedPagesReducer } from '@/shared/test-utils/unsaved-pages-reducer'
import type { ActivityItem, ActivitySignItem } from '../model/activity-types'

const DICT_ENTRIES: DictEntries = {
  activity_type: {
    '1': ['主题教育', 'danger'],
    '2': ['研学活动', 'primary'],
    '3': ['纪念活动', 'warning'],
    '4': ['文化讲座', 'success'],
  },
  activity_cost: { '0': ['免费', 'success'], '1': ['收费', 'warning'] },
  activity_status: {
    '0': ['未开始', 'info'],
    '1': ['报名中', 'primary'],
    '2': ['进行中', 'success'],
    '3': ['已结束', 'default'],
    '4': ['已取消', 'danger'],
  },
  activity_sign_status: {
    '0': ['待审核', 'warning'],
    '1': ['报名成功', 'success'],
    '2': ['已取消', 'info'],
    '3': ['已签到', 'primary'],
    '4': ['未通过', 'danger'],
  },
}

export const ADMIN = ['*:*:*']

function Elsewhere() {
  const location = useLocation()
  return <div data-testid="elsewhere">{location.pathname}</div>
}

/**
 * An activity page on its route, signed in, with the activity dictionaries; `tabTitles` collects
 * what the page names its tab (the tabs feature's action, recorded here).
 */
export function renderActivityPage(
  page: ReactElement,
  { path, url = path, permissions = ADMIN }: { path: string; url?: string; permissions?: string[] },
) {
  const loaded: DictState = {
    byType: dictOptionsFrom(DICT_ENTRIES),
    status: 'loaded',
    requestId: null,
  }
  const store = createTestStore({
    dict: (state: DictState = loaded) => state,
    unsaved: unsavedPagesReducer,
    tabTitles: (state: string[] = [], action: UnknownAction) =>
      action.type === 'tabs/viewTitleChanged'
        ? [...state, (action.payload as { title: string }).title]
        : state,
  })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '管理员', avatar: null },
      roles: permissions.includes('*:*:*') ? ['super_admin'] : ['common'],
      permissions,
      menus: [],
    }),
  )
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, router, tabTitles: () => store.getState().tabTitles, ...view }
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

export function activity(overrides: Partial<ActivityItem> = {}): ActivityItem {
  const now = Date.now()
  return {
    id: 5,
    title: '“家书里的历史”诵读会',
    type: 4,
    cover: null,
    location: '学术报告厅',
    suitableCrowd: '社会公众',
    cost: 0,
    price: 0,
    startTime: now + 3 * DAY,
    endTime: now + 3 * DAY + 2 * HOUR,
    signStartTime: now - DAY,
    signEndTime: now + 2 * DAY,
    limitCount: 80,
    signedCount: 43,
    status: 1,
    content: '<p>诵读馆藏家书</p>',
    createTime: now - 5 * DAY,
    ...overrides,
  }
}

export function sign(overrides: Partial<ActivitySignItem> = {}): ActivitySignItem {
  return {
    id: 31,
    activityId: 5,
    activityTitle: '“家书里的历史”诵读会',
    name: '林晓东',
    mobile: '170****0600',
    idNumber: '110101********1234',
    personCount: 2,
    status: 0,
    signInTime: null,
    createTime: Date.now() - HOUR,
    ...overrides,
  }
}
