import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { baseApi } from '@/shared/api/base-api'
import { ConsoleRoutesContext, type ConsoleRoutes } from '@/shared/routing/console-routes-context'
import type { AppRoute } from '@/shared/routing/menu-types'
import { apiUrl, envelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import MuiShell from '@/shared/ui/theme/mui-shell'
import type { MuseumSummary, MuseumTrendPoint } from '@/shared/wire/museum-statistics'
import DashboardPage from '../pages/dashboard-page'

// The chart library draws SVG with layout jsdom does not have; the stand-in shows what it was given.
vi.mock('../components/trend-chart', () => ({
  default: ({ points }: { points: MuseumTrendPoint[] }) => (
    <div data-testid="trend-chart">{points.map((p) => p.reserved ?? '-').join(',')}</div>
  ),
}))

const server = setupMswServer()

const FULL_SUMMARY: MuseumSummary = {
  reserved: 128,
  checkedIn: 57,
  teamPending: 3,
  volunteerPending: 2,
  signPending: 5,
  slots: [
    { startTime: '09:00', endTime: '10:30', capacity: 100, reservedCount: 95 },
    { startTime: '10:30', endTime: '12:00', capacity: 100, reservedCount: 20 },
  ],
}

let summary: MuseumSummary
let statisticsCalls: string[]

function page(path: string, title: string): AppRoute {
  return { path, hidden: false, alwaysShow: false, component: 'x', meta: { title, noCache: false } }
}

function serveDashboard() {
  server.use(
    http.get(apiUrl('/system/notify-message/get-unread-count'), () =>
      HttpResponse.json(envelope(0)),
    ),
    http.get(apiUrl('/system/notify-message/get-unread-list'), () =>
      HttpResponse.json(envelope([])),
    ),
    http.get(apiUrl('/system/dict-type/page'), () =>
      HttpResponse.json(envelope({ list: [], total: 1 })),
    ),
    http.get(apiUrl('/infra/config/page'), () =>
      HttpResponse.json(envelope({ list: [], total: 1 })),
    ),
    http.get(apiUrl('/museum/statistics/summary'), ({ request }) => {
      statisticsCalls.push(new URL(request.url).pathname)
      return HttpResponse.json(envelope(summary))
    }),
    http.get(apiUrl('/museum/statistics/trend'), ({ request }) => {
      statisticsCalls.push(new URL(request.url).pathname)
      const points: MuseumTrendPoint[] = [
        {
          date: 1,
          reserved: summary.reserved === null ? null : 10,
          checkedIn: null,
          teamPersons: null,
        },
        {
          date: 2,
          reserved: summary.reserved === null ? null : 20,
          checkedIn: null,
          teamPersons: null,
        },
      ]
      return HttpResponse.json(envelope(points))
    }),
  )
}

function renderDashboard(permissions: string[], menuPaths: AppRoute[] = []) {
  const routes: ConsoleRoutes = { menuRoutes: menuPaths, constantRoutes: [] }
  return renderSignedInPage(
    <ConsoleRoutesContext.Provider value={routes}>
      <MuiShell>
        <DashboardPage />
      </MuiShell>
    </ConsoleRoutesContext.Provider>,
    { path: '/index', url: '/index', dicts: {}, permissions },
  )
}

function overview() {
  return screen.findByRole('region', { name: '今日概况' })
}

beforeEach(() => {
  summary = structuredClone(FULL_SUMMARY)
  statisticsCalls = []
  serveDashboard()
})

describe('the museum dashboard', () => {
  it("shows today's figures, each a link to its list filtered, and the slots as fill bars", async () => {
    renderDashboard(
      ['*:*:*'],
      [
        page('/reserve/personal', '个人预约'),
        page('/reserve/team', '团队预约'),
        page('/ticket/list', '门票管理'),
        page('/ticket/check', '检票核销'),
        page('/volunteer/audit', '志愿者审核'),
        page('/activity/sign', '活动报名'),
      ],
    )
    const section = await overview()
    expect(within(section).getByLabelText('今日预约人数')).toHaveTextContent('128')
    const today = new Date()
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    const links = Object.fromEntries(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    )
    expect(links).toEqual({
      今日预约人数128: `/reserve/personal?visitDate=${day}`,
      今日已入馆57: `/ticket/list?visitDate=${day}&status=1`,
      团队预约待审核3: '/reserve/team?status=0',
      志愿者待审核2: '/volunteer/audit',
      报名待审核5: '/activity/sign?status=0',
    })

    const bars = within(section).getByRole('list', { name: '今日场次' })
    const nearlyFull = within(bars).getByRole('progressbar', {
      name: '09:00-10:30 已预约 95 / 100',
    })
    expect(nearlyFull).toHaveAttribute('aria-valuenow', '95')
    expect(
      within(bars).getByRole('progressbar', { name: '10:30-12:00 已预约 20 / 100' }),
    ).toHaveAttribute('aria-valuenow', '20')

    // The chart's chunk arrives after the figures; it gets the trend the server sent.
    expect(await within(section).findByTestId('trend-chart')).toHaveTextContent('10,20')
  })

  it('leaves out what the user may not see and links to the gate when there is no ticket list', async () => {
    summary = {
      reserved: null,
      checkedIn: 57,
      teamPending: null,
      volunteerPending: null,
      signPending: null,
      slots: null,
    }
    renderDashboard(['ticket:check:query'], [page('/ticket/check', '检票核销')])
    const section = await overview()
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['今日已入馆57'])
    expect(within(section).getByRole('link')).toHaveAttribute('href', '/ticket/check')
    for (const hidden of [
      '今日预约人数',
      '团队预约待审核',
      '志愿者待审核',
      '报名待审核',
      '今日场次',
    ]) {
      expect(within(section).queryByText(hidden)).not.toBeInTheDocument()
    }
    expect(within(section).queryByText('近 30 天趋势')).not.toBeInTheDocument()
  })

  it('follows a museum change elsewhere (the MuseumStatistics tag its mutation invalidates)', async () => {
    const { store } = renderDashboard(['*:*:*'])
    const section = await overview()
    expect(within(section).getByLabelText('团队预约待审核')).toHaveTextContent('3')

    summary.teamPending = 4
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['MuseumStatistics']))
    })
    expect(await within(section).findByText('4')).toBeInTheDocument()
    // A figure without a page to open shows as plain text.
    expect(within(section).queryAllByRole('link')).toEqual([])
  })

  it('is a plain welcome for a user without any museum module (nothing asked)', async () => {
    renderDashboard(['system:dict:query'])
    expect(await screen.findByText(/祝你开心每一天/)).toBeInTheDocument()
    expect(await screen.findByLabelText('字典类型')).toHaveTextContent('1')
    expect(screen.queryByRole('region', { name: '今日概况' })).not.toBeInTheDocument()
    expect(statisticsCalls).toEqual([])
  })
})
