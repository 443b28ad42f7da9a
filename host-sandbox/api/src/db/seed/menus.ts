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
import { ROLE_GATE_CLERK, ROLE_RESERVE_CLERK, ROLE_VOLUNTEER_ADMIN } from './organisation'

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

/**
 * A museum section's grant: the section, the named pages, and each page's buttons whose
 * permission ends with one of `actions` (all of them when omitted). Read from the tree, so a
 * button added to a page later reaches the roles that hold the page.
 */
function grantOf(
  section: MenuSeed,
  pages: ReadonlyArray<{ id: number; actions?: readonly string[] }>,
): number[] {
  const ids = [section.id]
  for (const { id, actions } of pages) {
    const node = section.children?.find((child) => child.id === id)
    if (!node) throw new Error(`menu ${id} is not under ${section.name}`)
    ids.push(node.id)
    for (const button of node.children ?? []) {
      const action = button.permission?.split(':').pop() ?? ''
      if (!actions || actions.includes(action)) ids.push(button.id)
    }
  }
  return ids
}

/** 前台检票员: the gate only (检票核销 with its query and check buttons). */
export const GATE_CLERK_MENU_IDS: readonly number[] = grantOf(ticketMenu, [{ id: 3302 }])

/**
 * 预约专员: every booking screen with all its buttons, the rules read only (changing them is the
 * museum's decision, not the counter's), and the ticket list to answer visitors' questions.
 */
export const RESERVE_CLERK_MENU_IDS: readonly number[] = [
  ...grantOf(reserveMenu, [
    { id: 3001 },
    { id: 3002 },
    { id: 3005 },
    { id: 3003, actions: ['query'] },
    { id: 3004 },
    { id: 3006 },
  ]),
  ...grantOf(ticketMenu, [{ id: 3301 }]),
]

/** The id of the button granting `permission`, anywhere under `section`. */
function buttonWith(section: MenuSeed, permission: string): number {
  const find = (node: MenuSeed): number | undefined =>
    node.permission === permission ? node.id : node.children?.map(find).find(Boolean)
  const id = find(section)
  if (id === undefined) throw new Error(`no button grants ${permission}`)
  return id
}

/**
 * 志愿者管理员: volunteers (information, audit, service records) and activities with sign-ups,
 * plus the upload permission alone (no 文件列表 page) for the activities' cover images.
 */
export const VOLUNTEER_ADMIN_MENU_IDS: readonly number[] = [
  ...grantOf(volunteerMenu, [{ id: 3101 }, { id: 3102 }, { id: 3103 }]),
  ...grantOf(activityMenu, [{ id: 3201 }, { id: 3202 }]),
  buttonWith(infraMenu, 'infra:file:upload'),
]

/** Role id -> the menus it may open (the super admin role needs none: code 'admin' is all). */
export const ROLE_MENU_SEEDS: ReadonlyArray<{ roleId: number; menuIds: readonly number[] }> = [
  { roleId: 2, menuIds: STAFF_MENU_IDS },
  // 部门负责人 and 普通员工: they start and approve processes, nothing else.
  { roleId: 3, menuIds: BPM_EMPLOYEE_MENU_IDS },
  { roleId: 4, menuIds: BPM_EMPLOYEE_MENU_IDS },
  { roleId: ROLE_GATE_CLERK, menuIds: GATE_CLERK_MENU_IDS },
  { roleId: ROLE_RESERVE_CLERK, menuIds: RESERVE_CLERK_MENU_IDS },
  { roleId: ROLE_VOLUNTEER_ADMIN, menuIds: VOLUNTEER_ADMIN_MENU_IDS },
]
