export type { DeptItem, DeptSimpleItem } from '@/shared/wire/dept'

/** The cache tag of departments: the department pickers provide its LIST too. */
export const DEPT_TAG = 'SystemDept'

/** What 新增 / 修改 send. */
export interface DeptSave {
  id?: number
  name: string
  parentId: number
  sort: number
  leaderUserId: number | null
  phone: string
  email: string
  status: number
}

/** The list's filters (both optional). */
export type DeptQuery = {
  name?: string
  status?: string
}
