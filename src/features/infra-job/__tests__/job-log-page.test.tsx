import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { JobLogItem } from '../model/job-types'
import JobLogPage from '../pages/job-log-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  infra_job_log_status: {
    '0': ['运行中', 'primary'],
    '1': ['成功', 'success'],
    '2': ['失败', 'danger'],
  },
})

const LOG: JobLogItem = {
  id: 51,
  jobId: 7,
  handlerName: 'jobLogCleanJob',
  handlerParam: '30',
  executeIndex: 2,
  beginTime: new Date(2026, 10, 27, 4, 0, 0).getTime(),
  endTime: new Date(2026, 10, 27, 4, 0, 1).getTime(),
  duration: 1200,
  status: 2,
  result: '执行超时',
  createTime: new Date(2026, 10, 27, 4, 0, 0).getTime(),
}

function serve() {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/infra/job-log/page'), ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return okEnvelope({ list: [LOG], total: 1 })
    }),
  )
  return queries
}

describe('调度日志 page', () => {
  it(
    'filters by the job of the address, also after 重置; 详细 adds 执行结果',
    { timeout: 30_000 },
    async () => {
      const queries = serve()
      const user = userEvent.setup()
      renderSignedInPage(<JobLogPage />, {
        path: '/job/log',
        url: '/job/log?jobId=7',
        permissions: ['infra:job:query'],
        dicts: DICTS,
      })
      const table = screen.getByRole('table', { name: '调度日志列表' })
      const row = (await within(table).findByRole('cell', { name: 'jobLogCleanJob' })).closest(
        'tr',
      ) as HTMLElement
      expect(within(row).getByText('1200 毫秒')).toBeInTheDocument()
      expect(within(row).getByText('2026-11-27 04:00:00 ~ 2026-11-27 04:00:01')).toBeInTheDocument()
      expect(within(row).getByText('失败')).toBeInTheDocument()
      expect(queries[0].get('jobId')).toBe('7')
      expect(screen.queryByRole('button', { name: '导出' })).toBeNull()

      await user.type(screen.getByRole('textbox', { name: '处理器的名字' }), 'x')
      await user.click(screen.getByRole('button', { name: '重置' }))
      await waitFor(() => expect(queries.length).toBeGreaterThan(1))
      expect(queries.every((query) => query.get('jobId') === '7')).toBe(true)

      await user.click(within(row).getByRole('button', { name: '详细' }))
      const dialog = await screen.findByRole('dialog', { name: '调度日志详细' })
      expect(within(dialog).getByText('执行结果')).toBeInTheDocument()
      expect(within(dialog).getByText('执行超时')).toBeInTheDocument()
    },
  )
})
