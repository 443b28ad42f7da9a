import { SANDBOX_ORIGIN_PLACEHOLDER } from '../../lib/menu-tree'
import type { MenuSeed } from './menu-seed-types'
import {
  activityMenu,
  payMenu,
  productMenu,
  reserveMenu,
  ticketMenu,
  tradeMenu,
  volunteerMenu,
} from './menus-museum'
import { BPM_EMPLOYEE_MENU_IDS, bpmMenu, infraMenu, systemMenu } from './menus-system'

/**
 * 使用文档 at the top level, as the Java seed has it, but opening the console's own staff guide
 * (docs/user-guide.md, page key 'help/index') rather than an outside site.
 */
const helpLink: MenuSeed = {
  id: 1254,
  name: '使用文档',
  type: 2,
  path: '/help',
  component: 'help/index',
  componentName: 'Help',
  icon: 'guide',
}

/**
 * An inner link: a page of another site shown inside the console's frame page. The sandbox's own
 * visitor guide stands in for it; SANDBOX_ORIGIN is replaced with the origin the client used.
 */
export const SANDBOX_ORIGIN = SANDBOX_ORIGIN_PLACEHOLDER
const visitGuideLink: MenuSeed = {
  id: 1255,
  name: '参观须知',
  type: 2,
  path: `${SANDBOX_ORIGIN}/sandbox/pages/visit-guide`,
  component: 'InnerLink',
  componentName: 'VisitGuide',
  icon: 'documentation',
}

/** The whole menu tree, top-level sections in sidebar order (sort = position). */
export const MENU_SEEDS: readonly MenuSeed[] = [
  reserveMenu,
  ticketMenu,
  volunteerMenu,
  activityMenu,
  productMenu,
  tradeMenu,
  payMenu,
  bpmMenu,
  systemMenu,
  infraMenu,
  helpLink,
  visitGuideLink,
]

/**
 * What the 'staff' role may open: dictionaries (read only), two reservation screens, and the
 * approvals of an ordinary employee.
 */
export const STAFF_MENU_IDS: readonly number[] = [
  1,
  105,
  1026,
  3000,
  3001,
  3011,
  3002,
  3021,
  ...BPM_EMPLOYEE_MENU_IDS,
]

/** Role id -> the menus it may open (the super admin role needs none: code 'admin' is all). */
export const ROLE_MENU_SEEDS: ReadonlyArray<{ roleId: number; menuIds: readonly number[] }> = [
  { roleId: 2, menuIds: STAFF_MENU_IDS },
  // 部门负责人 and 普通员工: they start and approve processes, nothing else.
  { roleId: 3, menuIds: BPM_EMPLOYEE_MENU_IDS },
  { roleId: 4, menuIds: BPM_EMPLOYEE_MENU_IDS },
]
