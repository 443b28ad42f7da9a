import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { redisMonitorInfo, type RedisMonitorInfo } from '../../src/shared/wire/infra-redis'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'
import { freePort, startRedisServer, type RunningRedis } from './support/redis-server'

const MONITOR = '/infra/redis/get-monitor-info'

describe('Redis 监控', () => {
  let redis: RunningRedis
  const saved = process.env.REDIS_URL
  beforeAll(async () => {
    redis = await startRedisServer()
    const client = new Redis(redis.url)
    // Keys and commands for the page to count.
    await client.set('museum:a', '1')
    await client.set('museum:b', '2')
    await client.get('museum:a')
    await client.get('museum:b')
    await client.get('museum:c')
    client.disconnect()
  })
  afterAll(async () => redis?.stop())
  afterEach(() => {
    if (saved === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = saved
  })

  // The sandbox reads REDIS_URL at each call (the sandbox runs in this process).
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const monitor = (token = admin.token) => call<RedisMonitorInfo>(sandbox, MONITOR, { token })

  it('answers INFO, the key count and per-command calls of the server REDIS_URL names', async () => {
    process.env.REDIS_URL = redis.url
    const result = await monitor()
    expect(result.code).toBe(0)
    redisMonitorInfo.parse(result.data)
    expect(result.data.dbSize).toBe(2)
    expect(result.data.info.tcp_port).toBe(String(redis.port))
    expect(result.data.info.redis_mode).toBe('standalone')
    expect(result.data.info.aof_enabled).toBe('0')
    expect(result.data.info.redis_version).toMatch(/^\d+\.\d+/)
    const stat = (command: string) => result.data.commandStats.find((s) => s.command === command)
    expect(stat('get')?.calls).toBe(3)
    expect(stat('set')?.calls).toBe(2)
    expect(stat('set')?.usec).toBeGreaterThanOrEqual(0)
  })

  it('says how to name a Redis when REDIS_URL is unset', async () => {
    delete process.env.REDIS_URL
    expect(await monitor()).toEqual({
      code: 1_001_008_000,
      data: null,
      msg: '未配置 Redis，请设置 REDIS_URL 后重试',
    })
  })

  it('answers the connection error in Chinese, quickly, when nothing listens there', async () => {
    const port = await freePort()
    process.env.REDIS_URL = `redis://:top-secret@127.0.0.1:${port}`
    const started = Date.now()
    const result = await monitor()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(result.code).toBe(1_001_008_001)
    expect(result.msg).toBe(`连接 Redis 失败：连接被拒绝（127.0.0.1:${port}）`)
    expect(result.msg).not.toContain('top-secret')
  })

  it('refuses a REDIS_URL that is not a redis:// address', async () => {
    process.env.REDIS_URL = 'http://127.0.0.1:6379'
    expect((await monitor()).msg).toBe(
      '连接 Redis 失败：REDIS_URL 格式不正确，应为 redis://主机:端口',
    )
  })

  it('is refused without infra:redis:get-monitor-info', async () => {
    process.env.REDIS_URL = redis.url
    expect(await monitor(staff.token)).toEqual(FORBIDDEN)
  })
})
