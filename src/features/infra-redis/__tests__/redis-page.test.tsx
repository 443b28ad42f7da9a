import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { RedisMonitorInfo } from '../model/redis-info'
import RedisPage from '../pages/redis-page'

const server = setupMswServer()

const MONITOR: RedisMonitorInfo = {
  info: {
    redis_version: '7.0.15',
    redis_mode: 'standalone',
    tcp_port: '6379',
    connected_clients: '3',
    uptime_in_days: '12',
    used_memory: String(2 * 1024 * 1024),
    used_memory_human: '2.00M',
    used_cpu_user_children: '0.123456',
    maxmemory: '0',
    maxmemory_human: '0B',
    total_system_memory: String(1024 * 1024 * 1024),
    aof_enabled: '0',
    rdb_last_bgsave_status: 'ok',
    instantaneous_input_kbps: '0.12',
    instantaneous_output_kbps: '1.50',
  },
  dbSize: 42,
  commandStats: [
    { command: 'get', calls: 30, usec: 90 },
    { command: 'set', calls: 12, usec: 40 },
  ],
}

const PATH = '/infra/redis'

function serve(answer: () => Response) {
  let calls = 0
  server.use(
    http.get(apiUrl('/infra/redis/get-monitor-info'), () => {
      calls += 1
      return answer()
    }),
  )
  return { calls: () => calls }
}

const render = () =>
  renderSignedInPage(<RedisPage />, {
    path: PATH,
    url: PATH,
    permissions: ['infra:redis:get-monitor-info'],
    dicts: {},
  })

describe('Redis 监控 page', () => {
  it('shows 基本信息 of the server, the command pie and the memory gauge', async () => {
    serve(() => okEnvelope(MONITOR))
    render()
    const basics = await screen.findByRole('region', { name: '基本信息' })
    const value = (label: string) =>
      within(basics).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Redis版本')).toBe('7.0.15')
    expect(value('运行模式')).toBe('单机')
    expect(value('端口')).toBe('6379')
    expect(value('客户端数')).toBe('3')
    expect(value('运行时间(天)')).toBe('12')
    expect(value('使用内存')).toBe('2.00M')
    expect(value('使用CPU')).toBe('0.12')
    expect(value('内存配置')).toBe('0B')
    expect(value('AOF是否开启')).toBe('否')
    expect(value('RDB是否成功')).toBe('ok')
    expect(value('Key数量')).toBe('42')
    expect(value('网络入口/出口')).toBe('0.12kbps/1.50kbps')
    expect(
      await screen.findByRole('img', { name: '命令统计：get 30 次，set 12 次' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: '内存信息：已用 2.00 MB' })).toBeInTheDocument()
  })

  it('says plainly that no Redis is configured, and reads again on 刷新', async () => {
    const user = userEvent.setup()
    const served = serve(() =>
      HttpResponse.json({
        code: 1_001_008_000,
        data: null,
        msg: '未配置 Redis，请设置 REDIS_URL 后重试',
      }),
    )
    render()
    expect(await screen.findByText('未配置 Redis，请设置 REDIS_URL 后重试')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '基本信息' })).not.toBeInTheDocument()
    const before = served.calls()
    await user.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(served.calls()).toBeGreaterThan(before))
  })
})
