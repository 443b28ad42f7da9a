import type { PageParams } from '@/shared/list-kit'
import type { LoginLogItem as WireLoginLogItem } from '@/shared/wire/login-log'

/** A row of 登录日志 (the wire item; types only, no zod in the page chunk). */
export type LoginLogItem = WireLoginLogItem

/** Filters of /system/login-log/page as sent (status: 'true' success, 'false' refused). */
export type LoginLogQuery = PageParams &
  Partial<Record<'username' | 'userIp' | 'status', string>> & {
    createTime?: [string, string]
  }
