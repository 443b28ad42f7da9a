import type { RedisMonitorInfo as WireRedisMonitorInfo } from '@/shared/wire/infra-redis'

/** GET /infra/redis/get-monitor-info (types only: no zod in the page chunk). */
export type RedisMonitorInfo = WireRedisMonitorInfo

export interface BasicInfoItem {
  label: string
  value: string
}

const kbps = (value: string | undefined) => `${value ?? '-'}kbps`

/** 基本信息: the INFO fields an operator looks at first, in the production console's order. */
export function basicInfoItems({ info, dbSize }: RedisMonitorInfo): BasicInfoItem[] {
  const field = (name: string) => info[name] ?? '-'
  const cpu = Number.parseFloat(info.used_cpu_user_children ?? '')
  return [
    { label: 'Redis版本', value: field('redis_version') },
    { label: '运行模式', value: info.redis_mode === 'standalone' ? '单机' : '集群' },
    { label: '端口', value: field('tcp_port') },
    { label: '客户端数', value: field('connected_clients') },
    { label: '运行时间(天)', value: field('uptime_in_days') },
    { label: '使用内存', value: field('used_memory_human') },
    { label: '使用CPU', value: Number.isFinite(cpu) ? cpu.toFixed(2) : '-' },
    { label: '内存配置', value: field('maxmemory_human') },
    { label: 'AOF是否开启', value: info.aof_enabled === '0' ? '否' : '是' },
    { label: 'RDB是否成功', value: field('rdb_last_bgsave_status') },
    { label: 'Key数量', value: String(dbSize) },
    {
      label: '网络入口/出口',
      value: `${kbps(info.instantaneous_input_kbps)}/${kbps(info.instantaneous_output_kbps)}`,
    },
  ]
}

/** 内存信息: used memory in MB against the limit (maxmemory, else the machine's memory). */
export function memoryGauge({ info }: RedisMonitorInfo): { usedMb: number; maxMb: number } {
  const mb = (bytes: string | undefined) => Number(bytes ?? 0) / 1024 / 1024
  const usedMb = mb(info.used_memory)
  const limit = mb(info.maxmemory) || mb(info.total_system_memory)
  return { usedMb, maxMb: Math.max(limit, usedMb, 1) }
}
