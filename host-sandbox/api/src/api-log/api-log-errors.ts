import type { ErrorDef } from '../lib/biz-error'

// The Java server's infra codes for the error log (1_001_002_xxx) and Redis 监控 (1_001_008_xxx
// are this product's own: the Java server always has its Redis).
export const ApiErrorLogErrors = {
  NOT_FOUND: { code: 1_001_002_000, msg: 'API 错误日志不存在' },
  PROCESSED: { code: 1_001_002_001, msg: 'API 错误日志已处理' },
} satisfies Record<string, ErrorDef>

export const RedisErrors = {
  NOT_CONFIGURED: { code: 1_001_008_000, msg: '未配置 Redis，请设置 REDIS_URL 后重试' },
  UNREACHABLE: { code: 1_001_008_001, msg: '连接 Redis 失败：{}' },
} satisfies Record<string, ErrorDef>
