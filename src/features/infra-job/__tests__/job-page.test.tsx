import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { JobItem } from '../model/job-types'
import JobPage from '../pages/job-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  infra_job_status: {
    '0': ['初始化', 'primary'],
    '1': ['开启', 'success'],
    '2': ['暂停', 'danger'],
  },
})

const PAY_NOTIFY: JobItem = {
  id: 2,
  name: '支付通知重试',
  status: 1,
  handlerName: 'payNotifyJob',
  handlerParam: null,
  cronExpression: '0/5 * * * * ?',
  retryCount: 0,
  retryInterval: 0,
  monitorTimeout: 0,
  createTime: new Date(2026, 10, 20, 9, 0, 0).getTime(),
}
const TOKEN_CLEAN: JobItem = {
  ...PAY_NOTIFY,
  id: 3,
  name: '清理过期令牌',
  status: 2,
  handlerName: 'tokenCleanJob',
  handlerParam: '30',
  cronExpression: '0 0 3 * * ?',
  retryCount: 3,
  retryInterval: 1000,
  monitorTimeout: 60000,
}
// 2026-11-28 03:00:00 and 2026-11-29 03:00:00 in Asia/Shanghai.
const NEXT = [Date.UTC(2026, 10, 27, 19, 0, 0), Date.UTC(2026, 10, 28, 19, 0, 0)]

function serve() {
  const log = {
    status: [] as string[],
    triggered: [] as string[],
    created: [] as unknown[],
  }
  server.use(
    http.get(apiUrl('/infra/job/page'), () =>
      okEnvelope({ list: [PAY_NOTIFY, TOKEN_CLEAN], total: 2 }),
    ),
    http.put(apiUrl('/infra/job/update-status'), ({ request }) => {
      log.status.push(new URL(request.url).search)
      return okEnvelope(true)
    }),
    http.put(apiUrl('/infra/job/trigger'), ({ request }) => {
      log.triggered.push(new URL(request.url).search)
      return okEnvelope(true)
    }),
    http.get(apiUrl('/infra/job/get_next_times'), () => okEnvelope(NEXT)),
    http.post(apiUrl('/infra/job/create'), async ({ request }) => {
      const body = (await request.json()) as { handlerName: string }
      log.created.push(body)
      return body.handlerName === 'sendNotifyJob'
        ? errorEnvelope(1_001_001_001, '定时任务的处理器已经存在')
        : okEnvelope(9)
    }),
  )
  return log
}

function render(permissions = ['*:*:*']) {
  return renderSignedInPage(<JobPage />, {
    path: '/infra/job',
    url: '/infra/job',
    permissions,
    dicts: DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}

async function rowOf(name: string) {
  const table = screen.getByRole('table', { name: '定时任务列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

async function confirmPopup(user: ReturnType<typeof userEvent.setup>) {
  const popup = await screen.findByRole('dialog', { name: '系统提示' })
  const text = popup.textContent ?? ''
  await user.click(within(popup).getByRole('button', { name: '确定' }))
  return text
}

describe('定时任务 page', () => {
  it('shows the filters, columns and row operations', { timeout: 30_000 }, async () => {
    serve()
    render()
    const row = await rowOf('支付通知重试')
    const headers = within(screen.getByRole('table', { name: '定时任务列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '任务编号',
      '任务名称',
      '任务状态',
      '处理器的名字',
      '处理器的参数',
      'CRON 表达式',
      '操作',
    ])
    for (const label of ['任务名称', '处理器的名字']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument()
    }
    expect(screen.getByRole('combobox', { name: '任务状态' })).toBeInTheDocument()
    for (const button of ['新增', '导出', '执行日志']) {
      expect(screen.getByRole('button', { name: button })).toBeInTheDocument()
    }
    const buttons = within(row)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(buttons).toEqual(['修改', '暂停', '删除', '更多'])
    const paused = await rowOf('清理过期令牌')
    expect(within(paused).getByRole('button', { name: '开启' })).toBeInTheDocument()
  })

  it('pausing a pay job names what stops, then sends status 2', { timeout: 30_000 }, async () => {
    const log = serve()
    const user = userEvent.setup()
    render()
    await user.click(within(await rowOf('支付通知重试')).getByRole('button', { name: '暂停' }))
    const text = await confirmPopup(user)
    expect(text).toContain('确认要暂停定时任务编号为"2"的数据项?')
    expect(text).toContain('支付和退款结果将不再通知商户')
    expect(await screen.findByText('暂停成功')).toBeInTheDocument()
    expect(log.status).toEqual(['?id=2&status=2'])
  })

  it(
    '执行一次 runs a paused job after a confirmation and says 执行成功',
    { timeout: 30_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await user.click(within(await rowOf('清理过期令牌')).getByRole('button', { name: '更多' }))
      await user.click(await screen.findByRole('menuitem', { name: '执行一次' }))
      expect(await confirmPopup(user)).toContain('确认要立即执行一次"清理过期令牌"?')
      expect(await screen.findByText('执行成功')).toBeInTheDocument()
      expect(log.triggered).toEqual(['?id=3'])
    },
  )

  it(
    '任务详细 shows every field, milliseconds, and the server next times',
    { timeout: 30_000 },
    async () => {
      serve()
      const user = userEvent.setup()
      render()
      await user.click(within(await rowOf('清理过期令牌')).getByRole('button', { name: '更多' }))
      await user.click(await screen.findByRole('menuitem', { name: '任务详细' }))
      const dialog = await screen.findByRole('dialog', { name: '任务详细' })
      expect(within(dialog).getByText('1000 毫秒')).toBeInTheDocument()
      expect(within(dialog).getByText('60000 毫秒')).toBeInTheDocument()
      const times = await within(dialog).findByRole('list', { name: '后续执行时间' })
      expect(
        within(times)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['2026-11-28 03:00:00', '2026-11-29 03:00:00'])
      await user.keyboard('{Escape}')
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
      await user.click(within(await rowOf('支付通知重试')).getByRole('button', { name: '更多' }))
      await user.click(await screen.findByRole('menuitem', { name: '任务详细' }))
      const other = await screen.findByRole('dialog', { name: '任务详细' })
      expect(within(other).getByText('未开启')).toBeInTheDocument()
    },
  )

  it(
    '新增 with the builder: warns how often it fires and saves only once confirmed',
    { timeout: 60_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await rowOf('支付通知重试')
      await user.click(screen.getByRole('button', { name: '新增' }))
      const dialog = await screen.findByRole('dialog', { name: '添加定时任务' })
      await user.type(within(dialog).getByRole('textbox', { name: '任务名称' }), '每五秒巡检')
      await user.click(within(dialog).getByRole('combobox', { name: '处理器的名字' }))
      await user.click(await screen.findByRole('option', { name: 'accessLogCleanJob' }))

      await user.type(within(dialog).getByRole('textbox', { name: 'CRON 表达式' }), 'nonsense')
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByText('CRON 表达式不正确')).toBeInTheDocument()
      expect(log.created).toEqual([])

      await user.click(within(dialog).getByRole('button', { name: '生成表达式' }))
      const builder = await screen.findByRole('dialog', { name: 'Cron 表达式生成器' })
      expect(within(builder).getByText(/无法在生成器中展示/)).toBeInTheDocument()
      await user.click(within(builder).getByRole('radio', { name: /每.*秒执行一次/ }))
      const every = within(builder).getByRole('spinbutton', { name: '秒：间隔' })
      await user.clear(every)
      await user.type(every, '5')
      expect(within(builder).getByRole('status', { name: '生成的 Cron 表达式' })).toHaveTextContent(
        '0/5 * * * * ?',
      )
      expect(
        within(within(builder).getByRole('list', { name: '最近5次运行时间' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(5)
      await user.click(within(builder).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(builder).not.toBeInTheDocument())

      const cron = within(dialog).getByRole('textbox', { name: 'CRON 表达式' })
      expect(cron).toHaveValue('0/5 * * * * ?')
      expect(within(dialog).getByRole('status')).toHaveTextContent('该表达式每分钟执行 12 次')

      // Declined: nothing is sent, the dialog keeps what was typed.
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      const popup = await screen.findByRole('dialog', { name: '系统提示' })
      expect(popup).toHaveTextContent('该表达式每分钟执行 12 次，确认保存吗?')
      await user.click(within(popup).getByRole('button', { name: '取消' }))
      expect(log.created).toEqual([])
      expect(within(dialog).getByRole('textbox', { name: '任务名称' })).toHaveValue('每五秒巡检')

      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await confirmPopup(user)
      expect(await screen.findByText('新增成功')).toBeInTheDocument()
      expect(log.created).toEqual([
        {
          name: '每五秒巡检',
          handlerName: 'accessLogCleanJob',
          cronExpression: '0/5 * * * * ?',
          retryCount: 0,
          retryInterval: 0,
          monitorTimeout: 0,
        },
      ])
    },
  )

  it('执行日志 opens 调度日志; a row 调度日志 names its job', { timeout: 30_000 }, async () => {
    serve()
    const user = userEvent.setup()
    render()
    await user.click(within(await rowOf('清理过期令牌')).getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '调度日志' }))
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument()
  })

  it('hides what the user may not do', { timeout: 30_000 }, async () => {
    serve()
    render(['infra:job:query'])
    const row = await rowOf('支付通知重试')
    expect(within(row).queryByRole('button', { name: '暂停' })).toBeNull()
    expect(within(row).queryByRole('button', { name: '修改' })).toBeNull()
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
    expect(screen.getByRole('button', { name: '执行日志' })).toBeInTheDocument()
  })
})
