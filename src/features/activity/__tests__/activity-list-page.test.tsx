import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import ActivityListPage from '../pages/activity-list-page'
import type { ActivityItem } from '../model/activity-types'
import { activity, renderActivityPage } from './activity-harness'

// The editor itself is tested with the rich-text module; here a plain textarea stands in.
vi.mock('@/shared/rich-text/rich-text-editor', () => ({
  RichTextEditor: (props: { value: string; onChange: (html: string) => void }) => (
    <textarea
      aria-label="活动内容"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  ),
}))

const server = setupMswServer()

const PAID = activity({
  id: 7,
  title: '档案中的城市记忆',
  cost: 1,
  price: 1999,
  status: 0,
  signedCount: 0,
})
const OPEN = activity({ id: 5, status: 1 })

function serve(rows: ActivityItem[]) {
  const log = { updates: [] as Record<string, unknown>[], statuses: [] as unknown[] }
  server.use(
    http.get(apiUrl('/museum/activity/page'), () => okEnvelope({ list: rows, total: rows.length })),
    http.get(apiUrl('/museum/activity/get'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'))
      return okEnvelope(rows.find((row) => row.id === id) ?? null)
    }),
    http.put(apiUrl('/museum/activity/update'), async ({ request }) => {
      log.updates.push((await request.json()) as Record<string, unknown>)
      return okEnvelope(true)
    }),
    http.put(apiUrl('/museum/activity/update-status'), async ({ request }) => {
      log.statuses.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement

describe('活动列表', () => {
  it('shows the price in yuan and saves it in fen, exactly', async () => {
    const log = serve([PAID])
    renderActivityPage(<ActivityListPage />, { path: '/activity/list' })
    const row = await rowOf('档案中的城市记忆')
    expect(within(row).getByText('¥19.99')).toBeInTheDocument()

    await userEvent.click(within(row).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改活动' })
    const price = within(dialog).getByRole('textbox', { name: '价格（元）' })
    await waitFor(() => expect(price).toHaveValue('19.99'))
    await userEvent.clear(price)
    await userEvent.type(price, '19.999')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(
      await within(dialog).findByText('请输入正确的价格（元，最多两位小数）'),
    ).toBeInTheDocument()
    expect(log.updates).toHaveLength(0)

    await userEvent.clear(price)
    await userEvent.type(price, '20.05')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.updates).toHaveLength(1))
    expect(log.updates[0]).toMatchObject({
      id: 7,
      cost: 1,
      price: 2005,
      startTime: PAID.startTime,
      endTime: PAID.endTime,
      signStartTime: PAID.signStartTime,
      signEndTime: PAID.signEndTime,
      limitCount: 80,
    })
    // The dialog's date pickers are slow to mount in jsdom on a busy machine.
  }, 60_000)

  it('offers only the status changes the activity’s status allows, and asks first', async () => {
    const log = serve([PAID, OPEN])
    renderActivityPage(<ActivityListPage />, { path: '/activity/list' })

    const notStarted = await rowOf('档案中的城市记忆')
    expect(within(notStarted).getByRole('button', { name: '删除' })).toBeInTheDocument()
    // Five operations: the status changes go under 更多.
    await userEvent.click(within(notStarted).getByRole('button', { name: '更多' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: '开始报名' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: '取消活动' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: '结束活动' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

    const open = await rowOf(OPEN.title)
    // Sign-ups hold places: no 删除 for this one.
    expect(within(open).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(within(open).queryByRole('button', { name: '开始报名' })).not.toBeInTheDocument()
    await userEvent.click(within(open).getByRole('button', { name: '开始活动' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent(`是否确认活动"${OPEN.title}"已开始？`)
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.statuses).toEqual([{ id: 5, status: 2 }]))
  })

  it('报名数据 opens the activity’s sign-up data page; without the permission there is no button', async () => {
    serve([OPEN])
    const { router } = renderActivityPage(<ActivityListPage />, { path: '/activity/list' })
    await userEvent.click(within(await rowOf(OPEN.title)).getByRole('button', { name: '报名数据' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/sign/data/5'))
  })

  it('hides 报名数据 and the status changes without their permissions', async () => {
    serve([OPEN])
    renderActivityPage(<ActivityListPage />, {
      path: '/activity/list',
      permissions: ['activity:list:query'],
    })
    const row = await rowOf(OPEN.title)
    expect(within(row).queryByRole('button', { name: '报名数据' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '开始活动' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
  })
})
