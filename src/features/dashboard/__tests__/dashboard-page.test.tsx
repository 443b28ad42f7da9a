import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { baseApi } from '@/shared/api/base-api'
import { apiUrl, envelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import MuiShell from '@/shared/ui/theme/mui-shell'
import DashboardPage from '../pages/dashboard-page'

const server = setupMswServer()

/** The sandbox's counts; a create or delete elsewhere changes them. */
const totals = { dictTypes: 12, configs: 5 }

function serveDashboard() {
  server.use(
    http.get(apiUrl('/system/notify-message/get-unread-count'), () =>
      HttpResponse.json(envelope(0)),
    ),
    http.get(apiUrl('/system/notify-message/get-unread-list'), () =>
      HttpResponse.json(envelope([])),
    ),
    http.get(apiUrl('/system/dict-type/page'), () =>
      HttpResponse.json(envelope({ list: [], total: totals.dictTypes })),
    ),
    http.get(apiUrl('/infra/config/page'), () =>
      HttpResponse.json(envelope({ list: [], total: totals.configs })),
    ),
  )
}

function renderDashboard() {
  return renderSignedInPage(
    <MuiShell>
      <DashboardPage />
    </MuiShell>,
    // The system totals only: the museum figures have their own test (museum-overview.test.tsx).
    {
      path: '/index',
      url: '/index',
      dicts: {},
      permissions: ['system:dict:query', 'infra:config:query'],
    },
  )
}

/** The figure of a stat card, found by its label. */
async function statValue(label: string, value: string) {
  const card = (await screen.findByText(label)).closest('.MuiCard-root') as HTMLElement
  return within(card).findByText(value)
}

beforeEach(() => {
  totals.dictTypes = 12
  totals.configs = 5
})

describe('the dashboard totals', () => {
  it('follow a dictionary type created elsewhere (the list tag its create invalidates)', async () => {
    serveDashboard()
    const { store } = renderDashboard()
    expect(await statValue('字典类型', '12')).toBeInTheDocument()

    // What the dictionary type screen's create does once the server said yes.
    totals.dictTypes = 13
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'DictType', id: 'LIST' }]))
    })

    expect(await statValue('字典类型', '13')).toBeInTheDocument()
  })

  it('follow a config deleted elsewhere', async () => {
    serveDashboard()
    const { store } = renderDashboard()
    expect(await statValue('参数配置', '5')).toBeInTheDocument()

    totals.configs = 4
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Config', id: 'LIST' }]))
    })

    expect(await statValue('参数配置', '4')).toBeInTheDocument()
  })
})
