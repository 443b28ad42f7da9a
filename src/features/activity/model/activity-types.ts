import type { z } from 'zod'
import type {
  ActivityItem,
  ActivityPageQuery,
  ActivitySimpleItem,
  activityUpdate,
} from '@/shared/wire/museum-activity'
import type {
  ActivitySignItem,
  ActivitySignPageQuery,
  activitySignCreate,
} from '@/shared/wire/museum-activity-sign'
import type { PageParams } from '@/shared/list-kit'

export type { ActivityItem, ActivitySimpleItem, ActivitySignItem }

/** What 新增 / 修改 sends (create and update share the shape; update adds the id). */
export type ActivitySave = Omit<z.output<typeof activityUpdate>, 'id'> & {
  id?: number
  status?: number
}
export type ActivityQuery = PageParams & Omit<ActivityPageQuery, 'pageNo' | 'pageSize'>

export type ActivitySignSave = z.output<typeof activitySignCreate> & { id?: number }
export type ActivitySignQuery = PageParams & Omit<ActivitySignPageQuery, 'pageNo' | 'pageSize'>
