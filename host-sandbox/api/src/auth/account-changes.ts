import {
  findUserById,
  replaceUserRoles,
  updateUserPassword,
  updateUserStatus,
} from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { GlobalErrors, UserErrors } from '../lib/error-codes'
import { limitedCheck, MAX_FAILED_ATTEMPTS, recentFailures } from './attempt-limiter'
import { unlockUser } from './login-service'
import { revokeUserSessions } from './token-service'

/**
 * Changes of an account that must end its sessions: whoever held a token got it under the old
 * password, status or roles. The user-management routes (update-status, update-password,
 * assign-user-role) call these rather than writing the rows themselves.
 */

/** 个人中心 修改密码: 5 wrong old passwords in 15 minutes lock this operation (not the login). */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: number,
  currentAccessToken: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = findUserById(ctx.db, userId)
  if (!user) throw bizError(UserErrors.USER_NOT_EXISTS)
  const outcome = await limitedCheck(ctx, userId, 'password-change', () =>
    ctx.passwords.verify(oldPassword, user.password),
  )
  if (outcome === 'limited') throw bizError(UserErrors.PASSWORD_CHANGE_LOCKED)
  if (outcome === 'crowded') throw bizError(GlobalErrors.BUSY)
  if (outcome === 'wrong') {
    const locked = recentFailures(ctx, userId, 'password-change') >= MAX_FAILED_ATTEMPTS
    throw bizError(locked ? UserErrors.PASSWORD_CHANGE_LOCKED : UserErrors.PASSWORD_FAILED)
  }
  const hash = await ctx.passwords.hash(newPassword)
  ctx.db.transaction(() => {
    updateUserPassword(ctx.db, userId, hash, ctx.now())
    // Other devices (maybe the one the password leaked to) sign in again; this one stays.
    revokeUserSessions(ctx, userId, currentAccessToken)
  })()
}

/** 用户管理 重置密码: also lifts a login lock, since the old password no longer matters. */
export async function resetUserPassword(
  ctx: AppContext,
  userId: number,
  newPassword: string,
): Promise<void> {
  if (!findUserById(ctx.db, userId)) throw bizError(UserErrors.USER_NOT_EXISTS)
  const hash = await ctx.passwords.hash(newPassword)
  ctx.db.transaction(() => {
    updateUserPassword(ctx.db, userId, hash, ctx.now())
    unlockUser(ctx, userId)
    revokeUserSessions(ctx, userId)
  })()
}

/** 用户管理 修改状态: disabling (status 1) ends every session at once. */
export function changeUserStatus(ctx: AppContext, userId: number, status: number): void {
  if (!findUserById(ctx.db, userId)) throw bizError(UserErrors.USER_NOT_EXISTS)
  ctx.db.transaction(() => {
    updateUserStatus(ctx.db, userId, status, ctx.now())
    if (status !== 0) revokeUserSessions(ctx, userId)
  })()
}

/** 分配角色: sessions end, so the user signs in again under the new roles. */
export function assignUserRoles(ctx: AppContext, userId: number, roleIds: readonly number[]): void {
  if (!findUserById(ctx.db, userId)) throw bizError(UserErrors.USER_NOT_EXISTS)
  ctx.db.transaction(() => {
    replaceUserRoles(ctx.db, userId, roleIds)
    revokeUserSessions(ctx, userId)
  })()
}
