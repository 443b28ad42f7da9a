import type { UserItem } from '@/shared/wire/user'
import type { PageQuery } from './system-types'

export type { UserItem }

/** The cache tag of users: the user pickers elsewhere provide its LIST too. */
export const USER_TAG = 'SystemUser'

/** What 新增 / 修改 send (update has no password; the server ignores one). */
export interface UserSave {
  id?: number
  username: string
  nickname: string
  password?: string
  deptId?: number
  postIds: number[]
  email?: string
  mobile?: string
  sex?: number
  remark?: string
}

/** The page's filters; deptId (from the department tree) includes the departments below. */
export type UserQuery = PageQuery<'username' | 'mobile' | 'status' | 'deptId'>
