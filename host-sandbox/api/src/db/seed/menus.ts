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
import { bpmMenu, infraMenu, systemMenu } from './menus-system'

/** An external link, as the Java seed has one at the top level (a dir whose path is a URL). */
const helpLink: MenuSeed = {
  id: 1254,
  name: '使用文档',
  type: 1,
  path: 'https://doc.iocoder.cn/',
  icon: 'guide',
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
]

/** What the 'staff' role may open: dictionaries (read only) and two reservation screens. */
export const STAFF_MENU_IDS: readonly number[] = [1, 105, 1026, 3000, 3001, 3011, 3002, 3021]
