import type { RoleItem } from '@/shared/wire/role'
import type { PageQuery } from './system-types'

export type { RoleItem }
export { DATA_SCOPE_DEPT_CUSTOM, RoleType } from '@/shared/wire/role'

/** The cache tag of roles: the role pickers elsewhere provide its LIST too. */
export const ROLE_TAG = 'SystemRole'

/** What 新增 / 修改 send. */
export interface RoleSave {
  id?: number
  name: string
  code: string
  sort: number
  status: number
  remark?: string
}

export type RoleQuery = PageQuery<'name' | 'code' | 'status'>

export const isBuiltInRole = (role: Pick<RoleItem, 'type'>) => role.type === 1
