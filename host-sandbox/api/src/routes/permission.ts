import type { FastifyInstance } from 'fastify'
import {
  assignRoleDataScope,
  assignRoleMenu,
  assignUserRole,
  DATA_SCOPE_DEPT_CUSTOM,
  roleIdQuery,
  RoleType,
  userIdQuery,
} from '../../../../src/shared/wire/role'
import { assignUserRoles } from '../auth/account-changes'
import { sessionOf } from '../auth/auth-hook'
import { SUPER_ADMIN_ROLE } from '../auth/authority'
import {
  findRole,
  missingIds,
  replaceRoleMenus,
  roleMenuIds,
  userRoleIds,
  type RoleRow,
} from '../db/repos/role-repo'
import { findUserById } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { RoleErrors, UserErrors } from '../lib/error-codes'
import { ok } from '../lib/envelope'
import { parseInput } from '../lib/validation'

/** A role whose menus or data scope may change: it exists and is not built in. */
export function customRoleOrThrow(ctx: AppContext, roleId: number): RoleRow {
  const role = findRole(ctx.db, roleId)
  if (!role) throw bizError(RoleErrors.ROLE_NOT_EXISTS)
  if (role.type === RoleType.BUILT_IN) throw bizError(RoleErrors.ROLE_BUILT_IN)
  return role
}

/**
 * /system/permission/*: which menus a role grants, its data scope, and which roles a user holds.
 * Menu and data-scope changes are read afresh by every request (loadAuthority, dataScopeOf), so
 * holders see them at their next get-permission-info / list-menus without signing in again;
 * a user's own roles end their sessions (assignUserRoles).
 */
export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const base = '/system/permission'
  const readUserRoles = {
    config: { permission: ['system:permission:assign-user-role', 'system:user:query'] },
  }
  const readRoleMenus = {
    config: { permission: ['system:permission:assign-role-menu', 'system:role:query'] },
  }

  app.get(`${base}/list-user-roles`, readUserRoles, async (request) => {
    const { userId } = parseInput(userIdQuery, request.query)
    return ok(userRoleIds(db, userId))
  })

  app.post(
    `${base}/assign-user-role`,
    { config: { permission: 'system:permission:assign-user-role' } },
    async (request) => {
      const body = parseInput(assignUserRole, request.body)
      if (!findUserById(db, body.userId)) throw bizError(UserErrors.USER_NOT_EXISTS)
      const missing = missingIds(db, 'system_role', body.roleIds)
      if (missing.length) throw bizError(RoleErrors.ROLE_NOT_EXISTS)
      // Whoever may assign roles must not make themself (or anyone) a super administrator.
      const superAdminRole = db
        .prepare('SELECT id FROM system_role WHERE code = ?')
        .get(SUPER_ADMIN_ROLE) as { id: number } | undefined
      if (superAdminRole && !sessionOf(request).authority.superAdmin) {
        const held = userRoleIds(db, body.userId).includes(superAdminRole.id)
        if (held !== body.roleIds.includes(superAdminRole.id)) {
          throw bizError(RoleErrors.SUPER_ADMIN_ONLY)
        }
      }
      assignUserRoles(ctx, body.userId, body.roleIds)
      return ok(true)
    },
  )

  const listRoleMenus = async (request: { query: unknown }) => {
    const { roleId } = parseInput(roleIdQuery, request.query)
    return ok(roleMenuIds(db, roleId))
  }
  app.get(`${base}/list-role-resources`, readRoleMenus, listRoleMenus)
  app.get(`${base}/list-role-menus`, readRoleMenus, listRoleMenus)

  app.post(
    `${base}/assign-role-menu`,
    { config: { permission: 'system:permission:assign-role-menu' } },
    async (request) => {
      const body = parseInput(assignRoleMenu, request.body)
      db.transaction(() => {
        customRoleOrThrow(ctx, body.roleId)
        const missing = missingIds(db, 'system_menu', body.menuIds)
        if (missing.length) throw bizError(RoleErrors.ROLE_MENU_NOT_EXISTS, missing.join(', '))
        replaceRoleMenus(db, body.roleId, body.menuIds)
      })()
      return ok(true)
    },
  )

  app.post(
    `${base}/assign-role-data-scope`,
    { config: { permission: 'system:permission:assign-role-data-scope' } },
    async (request) => {
      const body = parseInput(assignRoleDataScope, request.body)
      // Departments only mean something for 指定部门; other scopes store none.
      const deptIds = body.dataScope === DATA_SCOPE_DEPT_CUSTOM ? body.dataScopeDeptIds : []
      db.transaction(() => {
        customRoleOrThrow(ctx, body.roleId)
        const missing = missingIds(db, 'system_dept', deptIds)
        if (missing.length) throw bizError(RoleErrors.ROLE_DEPT_NOT_EXISTS, missing.join(', '))
        db.prepare(
          'UPDATE system_role SET data_scope = ?, data_scope_dept_ids = ? WHERE id = ?',
        ).run(body.dataScope, JSON.stringify(deptIds), body.roleId)
      })()
      return ok(true)
    },
  )
}
