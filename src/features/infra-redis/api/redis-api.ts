import { baseApi } from '@/shared/api/base-api'
import type { RedisMonitorInfo } from '../model/redis-info'

const TAG = 'InfraRedis'

/** Redis 监控. Failures are shown on the page itself (e.g. no REDIS_URL), not as a toast. */
export const redisApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getRedisMonitorInfo: build.query<RedisMonitorInfo, void>({
      query: () => ({ url: '/infra/redis/get-monitor-info', silent: true }),
      providesTags: [TAG],
    }),
  }),
})

export const { useGetRedisMonitorInfoQuery } = redisApi
