import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { RESERVED_ROLE_CODE, RESERVED_ROLE_CODE_MESSAGE } from '@/shared/wire/role'
import {
  isBuiltInRole,
  ROLE_TAG,
  type RoleItem,
  type RoleQuery,
  type RoleSave,
} from '../model/role-types'

export const roleApi = defineResourceApi<RoleItem, RoleSave, RoleQuery>({
  path: '/system/role',
  tag: ROLE_TAG,
})

const formSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '角色名称不能为空').max(30, '角色名称不能超过 30 个字符'),
  code: z
    .string()
    .trim()
    .min(1, '角色标识不能为空')
    .max(100, '角色标识不能超过 100 个字符')
    .refine((code) => code !== RESERVED_ROLE_CODE, RESERVED_ROLE_CODE_MESSAGE),
  sort: z
    .number({ error: '显示顺序不能为空' })
    .int('显示顺序必须是整数')
    .min(0, '显示顺序不能小于 0'),
  status: z.number(),
  remark: z.string().max(500, '备注不能超过 500 个字符'),
})
type RoleForm = z.input<typeof formSchema>

const EMPTY: RoleForm = { name: '', code: '', sort: 0, status: 0, remark: '' }

export interface RoleResourceHandlers {
  onAssignMenus: (row: RoleItem) => void
  onAssignDataScope: (row: RoleItem) => void
}

/**
 * 角色管理 (/system/role): search, columns, the 添加 / 修改 dialog and the per-row 菜单权限 and
 * 数据权限. Built-in roles (超级管理员) offer no operation: the server refuses every change.
 */
export function roleResource({ onAssignMenus, onAssignDataScope }: RoleResourceHandlers) {
  return defineResource({
    api: roleApi,
    permission: 'system:role',
    name: '角色',
    title: '角色管理',
    idName: '角色编号',
    export: { fileName: '角色数据.xlsx' },
    search: [
      { kind: 'text', name: 'name', label: '角色名称' },
      { kind: 'text', name: 'code', label: '角色标识' },
      { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'id', title: '角色编号', width: 90 },
      { key: 'name', title: '角色名称', ellipsis: true },
      dictColumn('type', '角色类型', DICT_TYPE.SYSTEM_ROLE_TYPE, { width: 100 }),
      { key: 'code', title: '角色标识', ellipsis: true },
      { key: 'sort', title: '显示顺序', width: 90 },
      dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: formSchema,
      fields: [
        { kind: 'text', name: 'name', label: '角色名称', required: true },
        { kind: 'text', name: 'code', label: '角色标识', required: true },
        { kind: 'number', name: 'sort', label: '显示顺序', required: true, min: 0 },
        {
          kind: 'dictRadio',
          name: 'status',
          label: '状态',
          dictType: DICT_TYPE.COMMON_STATUS,
        },
        { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入备注' },
      ],
      empty: EMPTY,
    },
    rowActions: {
      canEdit: (row) => !isBuiltInRole(row),
      canDelete: (row) => !isBuiltInRole(row),
      width: 260,
      extra: () => [
        {
          key: 'assign-menus',
          label: '菜单权限',
          permission: ['system:permission:assign-role-menu'],
          hidden: isBuiltInRole,
          onClick: onAssignMenus,
        },
        {
          key: 'assign-data-scope',
          label: '数据权限',
          permission: ['system:permission:assign-role-data-scope'],
          hidden: isBuiltInRole,
          onClick: onAssignDataScope,
        },
      ],
    },
  })
}
