import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import {
  redisMonitorInfo,
  type RedisCommandStat,
  type RedisMonitorInfo,
} from '../../../../src/shared/wire/infra-redis'
import { RedisErrors } from '../api-log/api-log-errors'
import { bizError } from '../lib/biz-error'
import { ok } from '../lib/envelope'
import { wireItem } from '../lib/validation'

/** A monitor page must answer quickly: a Redis that does not answer in this long is unreachable. */
const CONNECT_TIMEOUT_MS = 2000
const COMMAND_TIMEOUT_MS = 3000

/** INFO's `name:value` lines; `# Section` headers and blank lines are skipped. */
export function parseInfo(text: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue
    const colon = line.indexOf(':')
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1)
  }
  return fields
}

/** `cmdstat_get:calls=3,usec=12,...` -> {command: 'get', calls: 3, usec: 12}, most called first. */
export function parseCommandStats(text: string): RedisCommandStat[] {
  const stats: RedisCommandStat[] = []
  for (const [name, value] of Object.entries(parseInfo(text))) {
    if (!name.startsWith('cmdstat_')) continue
    const numbers = Object.fromEntries(value.split(',').map((pair) => pair.split('=')))
    stats.push({
      command: name.slice('cmdstat_'.length),
      calls: Number.parseInt(numbers.calls ?? '0', 10) || 0,
      usec: Number.parseInt(numbers.usec ?? '0', 10) || 0,
    })
  }
  return stats.sort((a, b) => b.calls - a.calls)
}

/** Where REDIS_URL points, without its password (a message must never show it). */
function addressOf(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '6379'}`
  } catch {
    return ''
  }
}

/** The client's failure as a reader of the page understands it. */
export function connectionProblem(error: unknown, url: string): string {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : String(error)
  const at = addressOf(url)
  const where = at ? `（${at}）` : ''
  if (code === 'ECONNREFUSED') return `连接被拒绝${where}`
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `找不到主机${where}`
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(message)) return `连接超时${where}`
  if (/NOAUTH|WRONGPASS|invalid password|AUTH/i.test(message))
    return `认证失败，请检查 REDIS_URL 中的密码${where}`
  if (/Connection is closed|ECONNRESET/i.test(message)) return `连接被关闭${where}`
  return `${message}${where}`
}

/** INFO, INFO commandstats and DBSIZE of the Redis at `url`, on a connection of its own. */
export async function readRedisMonitor(url: string): Promise<RedisMonitorInfo> {
  if (!/^rediss?:\/\//i.test(url)) {
    throw bizError(RedisErrors.UNREACHABLE, 'REDIS_URL 格式不正确，应为 redis://主机:端口')
  }
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // One try: the page says what is wrong instead of waiting on reconnects.
    retryStrategy: () => null,
  })
  // The socket's own error (ECONNREFUSED...) says more than the rejected call's "closed".
  let socketError: unknown = null
  client.on('error', (error) => {
    socketError ??= error
  })
  try {
    await client.connect()
    const [info, stats, dbSize] = await Promise.all([
      client.info(),
      client.info('commandstats'),
      client.dbsize(),
    ])
    return { info: parseInfo(info), dbSize, commandStats: parseCommandStats(stats) }
  } catch (error) {
    throw bizError(RedisErrors.UNREACHABLE, connectionProblem(socketError ?? error, url))
  } finally {
    client.disconnect()
  }
}

/**
 * Redis 监控: the server named by `redisUrl` (REDIS_URL when not given). The sandbox needs no
 * Redis of its own; without one the call says how to name it.
 */
export function registerInfraRedisRoutes(app: FastifyInstance, redisUrl?: string | null): void {
  app.get(
    '/infra/redis/get-monitor-info',
    { config: { permission: 'infra:redis:get-monitor-info' } },
    async () => {
      const url = (redisUrl === undefined ? process.env.REDIS_URL : redisUrl)?.trim()
      if (!url) throw bizError(RedisErrors.NOT_CONFIGURED)
      return ok(wireItem(redisMonitorInfo, await readRedisMonitor(url)))
    },
  )
}
