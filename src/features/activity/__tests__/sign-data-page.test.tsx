import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import ActivitySignDataPage from '../pages/activity-sign-data-page'
import ActivitySignPage from '../pages/activity-sign-page'
import type { ActivitySignItem } from '../model/activity-types'
import { activity, renderActivityPage, sign } from './activity-harness'

const server = setupMswServer()

const ACTIVITY = activity({ id: 5, limitCount: 80, signedCount: 43 })
const SIGNS: ActivitySignItem[] = [
  sign({ id: 31, name: '林晓东', status: 0 }),
  sign({ id: 32, name: '周雨婷', status: 1 }),
  sign({ id: 33, name: '王建国', status: 3, signInTime: Date.now() }),
  sign({ id: 34, name: '陈思远', status: 2 }),
]

function serve() {
  const log = { pages: [] as URLSearchParams[], audits: [] as unknown[], signIns: [] as unknown[] }
  server.use(
    http.get(apiUrl('/museum/activity/get'), () => okEnvelope(ACTIVITY)),
    http.get(apiUrl('/museum/activity/list-all-simple'), () => okEnvelope([ACTIVITY])),
    http.get(apiUrl('/museum/activity-sign/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: SIGNS, total: SIGNS.length })
    }),
    http.put(apiUrl('/museum/activity-sign/audit'), async ({ request }) => {
      log.audits.push(await request.json())
      return okEnvelope(true)
    }),
    http.put(apiUrl('/museum/activity-sign/sign-in'), async ({ request }) => {
      log.signIns.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

const renderDataPage = (permissions?: string[]) =>
  renderActivityPage(<ActivitySignDataPage />, {
    path: '/activity/sign/data/:activityId',
    url: '/activity/sign/data/5',
    permissions,
  })

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent)

describe('报名数据 (/activity/sign/data/:activityId)', () => {
  it('names its tab after the activity and shows its head with the places left', async () => {
    const log = serve()
    const { tabTitles } = renderDataPage()
    expect(await screen.findByRole('heading', { name: ACTIVITY.title })).toBeInTheDocument()
    await waitFor(() => expect(tabTitles()).toContain(`报名数据 - ${ACTIVITY.title}`))
    expect(screen.getByLabelText('剩余名额')).toHaveTextContent('37 / 80（已报名 43 人）')
    await rowOf('林晓东')
    // The list stays on its activity, and has no 活动 filter of its own.
    expect(log.pages.at(-1)?.get('activityId')).toBe('5')
    expect(screen.queryByRole('combobox', { name: '活动' })).not.toBeInTheDocument()
  })

  it('offers 审核, 签到 and 取消 only in the statuses that allow them', async () => {
    serve()
    renderDataPage()
    expect(buttonsOf(await rowOf('林晓东'))).toEqual(['审核', '取消'])
    expect(buttonsOf(await rowOf('周雨婷'))).toEqual(['签到', '取消'])
    expect(buttonsOf(await rowOf('王建国'))).toEqual([])
    expect(buttonsOf(await rowOf('陈思远'))).toEqual([])
  })

  it('audits with 通过 / 不通过 and signs in', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderDataPage()
    await user.click(within(await rowOf('林晓东')).getByRole('button', { name: '审核' }))
    const dialog = await screen.findByRole('dialog', { name: '审核报名' })
    expect(dialog).toHaveTextContent('报名人：林晓东（2 人）')
    await user.click(within(dialog).getByRole('button', { name: '不通过' }))
    await waitFor(() => expect(log.audits).toEqual([{ id: 31, pass: false }]))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核报名' })).toBeNull())

    await user.click(within(await rowOf('周雨婷')).getByRole('button', { name: '签到' }))
    await waitFor(() => expect(log.signIns).toEqual([{ id: 32 }]))
    expect(await screen.findByText('周雨婷 签到成功')).toBeInTheDocument()
  })

  it('shows no action buttons to a user who may only look', async () => {
    serve()
    renderDataPage(['activity:sign:query'])
    expect(buttonsOf(await rowOf('林晓东'))).toEqual([])
    expect(screen.queryByRole('button', { name: '新增报名' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })
})

describe('活动报名 (/activity/sign)', () => {
  it('starts filtered by ?status from a link (the dashboard’s 报名待审核)', async () => {
    const log = serve()
    renderActivityPage(<ActivitySignPage />, {
      path: '/activity/sign',
      url: '/activity/sign?status=0',
    })
    await rowOf('林晓东')
    expect(log.pages.at(-1)?.get('status')).toBe('0')
    expect(log.pages.at(-1)?.get('activityId')).toBeNull()
  })
})
