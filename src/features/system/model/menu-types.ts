import type { MenuItem } from '@/shared/wire/menu'

export type { MenuItem, MenuSimpleItem } from '@/shared/wire/menu'
export { MENU_TYPE, menuTypeProblems, type MenuType } from '@/shared/wire/menu'

/** The cache tag of menus: the role dialog's menu tree provides its LIST too. */
export const MENU_TAG = 'SystemMenu'

/** What 新增 / 修改 send. */
export type MenuSave = Omit<
  MenuItem,
  'id' | 'createTime' | 'icon' | 'component' | 'componentName'
> & {
  id?: number
  icon: string
  component: string
  componentName: string
}

/** The list's filters (both optional). */
export type MenuQuery = {
  name?: string
  status?: string
}
