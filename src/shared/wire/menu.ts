import { z } from 'zod'
import { commonStatus, epochMs, id, nullableText } from './common'
import {
  optionalBoolean,
  optionalStatus,
  optionalText,
  requiredInt,
  requiredIntIn,
  requiredStatus,
  requiredText,
} from './fields'

// Menus (菜单管理): /system/menu/* (docs/admin-api.md#system-administration). A menu row is a
// directory (a sidebar group), a menu (a page: path + component key) or a button (a permission).

export const MENU_TYPE = { DIR: 1, MENU: 2, BUTTON: 3 } as const
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE]
const MENU_TYPES = [MENU_TYPE.DIR, MENU_TYPE.MENU, MENU_TYPE.BUTTON] as const

/** Menus as a pick list: /system/menu/list-all-simple (enabled ones). */
export const menuSimpleItem = z.object({
  id,
  name: z.string(),
  parentId: id,
  type: z.number().int(),
})

/** An item of list and get. */
export const menuItem = z.object({
  id,
  name: z.string(),
  permission: z.string(),
  type: z.number().int(),
  sort: z.number().int(),
  parentId: id,
  path: z.string(),
  icon: nullableText,
  component: nullableText,
  componentName: nullableText,
  status: commonStatus,
  visible: z.boolean(),
  keepAlive: z.boolean(),
  alwaysShow: z.boolean(),
  createTime: epochMs,
})

const saveFields = {
  name: requiredText('菜单名称', 50),
  permission: optionalText('权限标识', 100),
  type: requiredIntIn('菜单类型', MENU_TYPES),
  sort: requiredInt('显示排序').refine((v) => v >= 0 && v <= 9999, '显示排序必须在 0 到 9999 之间'),
  parentId: requiredInt('上级菜单'),
  path: optionalText('路由地址', 200),
  icon: optionalText('菜单图标', 100),
  component: optionalText('组件路径', 200),
  componentName: optionalText('组件名称', 200),
  status: requiredStatus('菜单状态'),
  visible: optionalBoolean('显示状态'),
  keepAlive: optionalBoolean('缓存状态'),
  alwaysShow: optionalBoolean('总是显示'),
}

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

/**
 * What each type needs (the same words the menu dialog shows): a directory a path (a top-level
 * one starting with /), a menu a path, component and component name, a button a permission.
 */
export function menuTypeProblems(menu: {
  type: number
  parentId: number
  path?: string
  component?: string
  componentName?: string
  permission?: string
}): Array<{ field: 'path' | 'component' | 'componentName' | 'permission'; message: string }> {
  const out: ReturnType<typeof menuTypeProblems> = []
  if (menu.type === MENU_TYPE.BUTTON) {
    if (blank(menu.permission)) out.push({ field: 'permission', message: '权限标识不能为空' })
    return out
  }
  if (blank(menu.path)) out.push({ field: 'path', message: '路由地址不能为空' })
  else if (menu.parentId === 0 && !/^(\/|https?:\/\/)/.test(menu.path ?? ''))
    out.push({ field: 'path', message: '顶级菜单的路由地址必须以 / 开头' })
  if (menu.type === MENU_TYPE.MENU) {
    if (blank(menu.component)) out.push({ field: 'component', message: '组件路径不能为空' })
    if (blank(menu.componentName)) out.push({ field: 'componentName', message: '组件名称不能为空' })
  }
  return out
}

function checkType(menu: Parameters<typeof menuTypeProblems>[0], context: z.RefinementCtx) {
  for (const problem of menuTypeProblems(menu)) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
  }
}

const menuSave = z.object(saveFields)
/** Body of POST create. */
export const menuCreate = menuSave.superRefine(checkType)
/** Body of PUT update. */
export const menuUpdate = menuSave.extend({ id: requiredInt('菜单编号') }).superRefine(checkType)

/** Filters of GET list. */
export const menuFilters = {
  name: optionalText('菜单名称', 50),
  status: optionalStatus(),
}

export type MenuSimpleItem = z.output<typeof menuSimpleItem>
export type MenuItem = z.output<typeof menuItem>
export type MenuCreate = z.output<typeof menuCreate>
export type MenuUpdate = z.output<typeof menuUpdate>
