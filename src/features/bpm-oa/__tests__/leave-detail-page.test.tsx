import { screen } from '@testing-library/react'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import LeaveDetailPage from '../pages/leave-detail-page'
import { leave, renderOaPage } from './oa-harness'

const server = setupMswServer()

function serveLeaves() {
  const asked: string[] = []
  server.use(
    http.get(apiUrl('/bpm/oa/leave/get'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      asked.push(id)
      if (id === '404') return errorEnvelope(1_009_001_001, '请假申请不存在')
      return okEnvelope(leave(Number(id), { reason: `第${id}号的原因` }))
    }),
  )
  return asked
}

const PATH = '/bpm/oa/leave/detail'

describe('查看 OA 请假', () => {
  it('shows the leave named by ?id: times, type and reason', async () => {
    const asked = serveLeaves()
    renderOaPage(<LeaveDetailPage />, { path: PATH, url: `${PATH}?id=3` })
    expect(await screen.findByText('第3号的原因')).toBeInTheDocument()
    const region = screen.getByRole('region', { name: '查看 OA 请假' })
    expect(region).toHaveTextContent('开始时间：2026-05-06 09:00:00')
    expect(region).toHaveTextContent('结束时间：2026-05-08 18:00:00')
    expect(region).toHaveTextContent('请假类型：事假')
    expect(region).toHaveTextContent('原因：第3号的原因')
    expect(asked).toEqual(['3'])
  })

  it('takes the id from its prop inside the approval page, not from the page address', async () => {
    const asked = serveLeaves()
    // The approval page's own ?id is a process instance id.
    renderOaPage(<LeaveDetailPage id={7} />, {
      path: '/bpm/process-instance/detail',
      url: '/bpm/process-instance/detail?id=pi-7',
    })
    expect(await screen.findByText('第7号的原因')).toBeInTheDocument()
    expect(asked).toEqual(['7'])
  })

  it('says so when no id is given, without asking the server', async () => {
    const asked = serveLeaves()
    renderOaPage(<LeaveDetailPage />, { path: PATH, url: PATH })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '未传递 id 参数，无法查看 OA 请假信息',
    )
    expect(asked).toEqual([])
  })

  it('shows why the server refused', async () => {
    serveLeaves()
    renderOaPage(<LeaveDetailPage />, { path: PATH, url: `${PATH}?id=404` })
    expect(
      await screen.findByText('请假申请不存在', { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument()
  })
})
