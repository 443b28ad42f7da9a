import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import {
  optionalStatus,
  optionalText,
  requiredInt,
  requiredIntIn,
  requiredStatus,
  requiredText,
} from './fields'

// Roles (/system/role/*) and the role and user assignments of /system/permission/*.

/** system_role_type: 1 built in (seeded, untouchable), 2 custom. */
export const RoleType = { BUILT_IN: 1, CUSTOM: 2 } as const

/** system_data_scope: 1 全部, 2 指定部门, 3 本部门, 4 本部门及以下, 5 仅本人. */
export const DATA_SCOPES = [1, 2, 3, 4, 5] as const
export const DATA_SCOPE_DEPT_CUSTOM = 2

/** The super administrator's code: every permission comes with it, so no other role may take it. */
export const RESERVED_ROLE_CODE = 'admin'
export const RESERVED_ROLE_CODE_MESSAGE = `角色标识 ${RESERVED_ROLE_CODE} 为系统保留，请换一个`

export const roleItem = z.object({
  id,
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  type: z.number().int(),
  remark: nullableText,
  dataScope: z.number().int(),
  dataScopeDeptIds: z.array(z.number().int()),
  createTime: epochMs,
})

const saveFields = {
  name: requiredText('角色名称', 30).transform((s) => s.trim()),
  code: requiredText('角色标识', 100)
    .transform((s) => s.trim())
    .refine((s) => s !== RESERVED_ROLE_CODE, RESERVED_ROLE_CODE_MESSAGE),
  sort: requiredInt('显示顺序').refine((n) => n >= 0, '显示顺序不能小于 0'),
  status: requiredStatus('状态'),
  remark: optionalText('备注', 500),
}

/** Body of POST create. */
export const roleCreate = z.object(saveFields)

/** Body of PUT update. */
export const roleUpdate = z.object({ id: requiredInt('角色编号'), ...saveFields })

/** Body of PUT update-status. */
export const roleUpdateStatus = z.object({
  id: requiredInt('角色编号'),
  status: requiredStatus('状态'),
})

/** Filters of GET page and export (besides `createTime[0]/[1]`). */
export const roleFilters = {
  name: optionalText('角色名称', 30),
  code: optionalText('角色标识', 100),
  status: optionalStatus('状态'),
}

/** A list of ids in a JSON body (null or absent: none); duplicates are dropped. */
function idList(label: string) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(z.number({ error: `${label}必须是整数` }).int(`${label}必须是整数`), {
        error: `${label}必须是数组`,
      })
      .transform((ids) => [...new Set(ids)]),
  )
}

/** Body of POST /system/permission/assign-role-menu. */
export const assignRoleMenu = z.object({
  roleId: requiredInt('角色编号'),
  menuIds: idList('菜单编号'),
})

/** Body of POST /system/permission/assign-role-data-scope. */
export const assignRoleDataScope = z.object({
  roleId: requiredInt('角色编号'),
  dataScope: requiredIntIn('数据范围', DATA_SCOPES),
  dataScopeDeptIds: idList('部门编号'),
})

/** Body of POST /system/permission/assign-user-role. */
export const assignUserRole = z.object({
  userId: requiredInt('用户编号'),
  roleIds: idList('角色编号'),
})

export const roleIdQuery = z.object({ roleId: requiredInt('角色编号') })
export const userIdQuery = z.object({ userId: requiredInt('用户编号') })

/** Answer of list-user-roles and list-role-resources / list-role-menus. */
export const idListAnswer = z.array(z.number().int())

export type RoleItem = z.output<typeof roleItem>
export type RoleCreate = z.input<typeof roleCreate>
export type AssignRoleMenu = z.input<typeof assignRoleMenu>
export type AssignRoleDataScope = z.input<typeof assignRoleDataScope>
export type AssignUserRole = z.input<typeof assignUserRole>
