import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  MENU_TYPE,
  menuCreate,
  menuFilters,
  menuItem,
  menuSimpleItem,
  menuUpdate,
  type MenuCreate,
  type MenuItem,
} from '../../../../src/shared/wire/menu'
import { asCommonStatus } from '../../../../src/shared/wire/common'
import type { MenuRow } from '../db/repos/menu-repo'
import { isSelfOrBelow, siblingNameTaken } from '../db/repos/tree-parent'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { MenuErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, wireItem } from '../lib/validation'

const TABLE = 'system_menu'
const PERMISSION = 'system:menu'
const TYPE_NAMES: Record<number, string> = { 1: '目录', 2: '菜单', 3: '按钮' }

type StoredMenu = MenuRow & { create_time: number }

function toItem(row: StoredMenu): MenuItem {
  return wireItem(menuItem, {
    id: row.id,
    name: row.name,
    permission: row.permission,
    type: row.type,
    sort: row.sort,
    parentId: row.parent_id,
    path: row.path,
    icon: row.icon,
    component: row.component,
    componentName: row.component_name,
    status: asCommonStatus(row.status),
    visible: row.visible === 1,
    keepAlive: row.keep_alive === 1,
    alwaysShow: row.always_show === 1,
    createTime: row.create_time,
  })
}

/** The row a save writes: a button keeps no route, a directory no component. */
function columnsOf(body: MenuCreate) {
  const isButton = body.type === MENU_TYPE.BUTTON
  const isMenu = body.type === MENU_TYPE.MENU
  const text = (value: string | undefined) => (value ?? '').trim()
  return {
    name: body.name.trim(),
    permission: text(body.permission),
    type: body.type,
    sort: body.sort,
    parent_id: body.parentId,
    path: isButton ? '' : text(body.path),
    icon: isButton ? '' : text(body.icon),
    component: isMenu ? text(body.component) : null,
    component_name: isMenu ? text(body.componentName) : null,
    status: body.status,
    visible: Number(body.visible ?? true),
    keep_alive: Number(body.keepAlive ?? true),
    always_show: Number(body.alwaysShow ?? true),
  }
}

/**
 * 菜单管理: the flat list the tree table builds on, CRUD under system:menu:*, and the pick list of
 * the role dialog's menu tree. Nothing is cached: a change reaches a user's list-menus and
 * get-permission-info on their next reload.
 */
export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters = {
    name: likeFilter('name', menuFilters.name),
    status: eqFilter('status', menuFilters.status),
  }
  const filterSchema = filterQuery(filters)
  const byId = idQuery('菜单编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as StoredMenu | undefined
  const childTypes = (id: number) =>
    (
      db.prepare(`SELECT DISTINCT type FROM ${TABLE} WHERE parent_id = ?`).all(id) as Array<{
        type: number
      }>
    ).map((row) => row.type)

  /** The rules a save must pass beside its body's own (parent, loops, names, children). */
  const assertPlace = (body: MenuCreate, selfId?: number) => {
    if (selfId !== undefined) {
      // A type change must leave the children valid: buttons only under a menu, nothing under a button.
      const kinds = childTypes(selfId)
      if (body.type === MENU_TYPE.BUTTON && kinds.length > 0)
        throw bizError(MenuErrors.MENU_TYPE_BREAKS_CHILDREN, '子菜单', '按钮')
      if (body.type === MENU_TYPE.DIR && kinds.includes(MENU_TYPE.BUTTON))
        throw bizError(MenuErrors.MENU_TYPE_BREAKS_CHILDREN, '按钮', TYPE_NAMES[MENU_TYPE.DIR])
    }
    if (body.parentId !== 0) {
      if (selfId !== undefined && isSelfOrBelow(db, TABLE, selfId, body.parentId))
        throw bizError(MenuErrors.MENU_PARENT_ERROR)
      const parent = find(body.parentId)
      if (!parent) throw bizError(MenuErrors.MENU_PARENT_NOT_EXISTS)
      if (parent.type === MENU_TYPE.BUTTON) throw bizError(MenuErrors.MENU_PARENT_NOT_DIR_OR_MENU)
      if (body.type === MENU_TYPE.BUTTON && parent.type !== MENU_TYPE.MENU)
        throw bizError(MenuErrors.BUTTON_PARENT_NOT_MENU)
    } else if (body.type === MENU_TYPE.BUTTON) {
      throw bizError(MenuErrors.BUTTON_PARENT_NOT_MENU)
    }
    if (siblingNameTaken(db, TABLE, body.parentId, body.name.trim(), selfId))
      throw bizError(MenuErrors.MENU_NAME_DUPLICATE)
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/menu/list',
      permission: `${PERMISSION}:query`,
      summary: '获取菜单列表',
      query: filterSchema,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      const rows = db
        .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY sort, id`)
        .all(...where.params) as StoredMenu[]
      return ok(rows.map(toItem))
    },
  )

  // The menu structure is not for everyone: the menu screen and the role screens' menu tree.
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/menu/list-all-simple',
      permission: ['system:menu:query', 'system:role:query', 'system:permission:assign-role-menu'],
      summary: '获取菜单精简信息列表',
    },
    async () => {
      const rows = db
        .prepare(
          `SELECT id, name, parent_id AS parentId, type FROM ${TABLE} WHERE status = 0 ORDER BY sort, id`,
        )
        .all() as Array<z.output<typeof menuSimpleItem>>
      return ok(rows.map((row) => wireItem(menuSimpleItem, row)))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/menu/get',
      permission: `${PERMISSION}:query`,
      summary: '获取菜单信息',
      query: byId,
    },
    async ({ query: { id } }) => {
      const row = find(id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/menu/create',
      permission: `${PERMISSION}:create`,
      summary: '创建菜单',
      body: menuCreate,
    },
    async ({ body }) => {
      const id = db.transaction(() => {
        assertPlace(body)
        return insertRow(db, TABLE, { ...columnsOf(body), create_time: ctx.now() })
      })()
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/menu/update',
      permission: `${PERMISSION}:update`,
      summary: '修改菜单',
      body: menuUpdate,
    },
    async ({ body }) => {
      db.transaction(() => {
        if (!find(body.id)) throw bizError(MenuErrors.MENU_NOT_EXISTS)
        assertPlace(body, body.id)
        updateRowById(db, TABLE, body.id, columnsOf(body))
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/system/menu/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除菜单',
      query: byId,
    },
    async ({ query: { id } }) => {
      db.transaction(() => {
        if (!find(id)) throw bizError(MenuErrors.MENU_NOT_EXISTS)
        if (childTypes(id).length > 0) throw bizError(MenuErrors.MENU_EXISTS_CHILDREN)
        // Its grants go with it (the foreign key cascades only when enforcement is on).
        db.prepare('DELETE FROM system_role_menu WHERE menu_id = ?').run(id)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
      })()
      return ok(true)
    },
  )
}
