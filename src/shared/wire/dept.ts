import { z } from 'zod'
import { commonStatus, epochMs, id, nullableText } from './common'
import {
  optionalInt,
  optionalStatus,
  optionalText,
  requiredInt,
  requiredStatus,
  requiredText,
} from './fields'

// Departments (部门管理): /system/dept/* (docs/admin-api.md#system-administration).

// Departments as a pick list: /system/dept/list-all-simple (enabled ones; a login is enough). The
// rule editor builds its department tree from parentId (0 at the top).
export const deptSimpleItem = z.object({ id, name: z.string(), parentId: id })

/** An item of list and get. */
export const deptItem = z.object({
  id,
  name: z.string(),
  parentId: id,
  sort: z.number().int(),
  leaderUserId: id.nullable(),
  phone: nullableText,
  email: nullableText,
  status: commonStatus,
  createTime: epochMs,
})

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const saveFields = {
  name: requiredText('部门名称', 30),
  parentId: requiredInt('上级部门'),
  sort: requiredInt('显示排序').refine((v) => v >= 0 && v <= 9999, '显示排序必须在 0 到 9999 之间'),
  leaderUserId: optionalInt('负责人'),
  phone: optionalText('联系电话', 20),
  email: optionalText('邮箱', 50).refine(
    (v) => v === undefined || v === '' || EMAIL.test(v),
    '邮箱格式不正确',
  ),
  status: requiredStatus('部门状态'),
}

/** Body of POST create. */
export const deptCreate = z.object(saveFields)
/** Body of PUT update. */
export const deptUpdate = z.object({ id: requiredInt('部门编号'), ...saveFields })

/** Filters of GET list. */
export const deptFilters = {
  name: optionalText('部门名称', 30),
  status: optionalStatus(),
}

export type DeptSimpleItem = z.output<typeof deptSimpleItem>
export type DeptItem = z.output<typeof deptItem>
export type DeptCreate = z.output<typeof deptCreate>
export type DeptUpdate = z.output<typeof deptUpdate>
