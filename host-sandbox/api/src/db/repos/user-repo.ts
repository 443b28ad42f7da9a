import type { Database } from 'better-sqlite3'
import { userSimpleItem, type UserSimpleItem } from '../../../../../src/shared/wire/user'
import { wireItem } from '../../lib/validation'
import { prepared } from '../prepared'

export interface UserRow {
  id: number
  username: string
  password: string
  nickname: string
  remark: string | null
  dept_id: number | null
  email: string | null
  mobile: string | null
  sex: number
  avatar: string
  status: number
  login_ip: string | null
  login_date: number | null
  locked_until: number | null
  create_time: number
  update_time: number
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return prepared(db, 'SELECT * FROM system_users WHERE id = ?').get(id) as UserRow | undefined
}

export function findUserByUsername(db: Database, username: string): UserRow | undefined {
  return prepared(db, 'SELECT * FROM system_users WHERE username = ?').get(username) as
    UserRow | undefined
}

export function findUserByMobile(db: Database, mobile: string): UserRow | undefined {
  return prepared(db, 'SELECT * FROM system_users WHERE mobile = ? ORDER BY id LIMIT 1').get(
    mobile,
  ) as UserRow | undefined
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM system_users WHERE email = ? ORDER BY id LIMIT 1').get(email) as
    UserRow | undefined
}

export function recordLogin(db: Database, userId: number, ip: string, now: number): void {
  prepared(db, 'UPDATE system_users SET login_ip = ?, login_date = ? WHERE id = ?').run(
    ip,
    now,
    userId,
  )
}

export function listEnabledUsers(db: Database): UserSimpleItem[] {
  const rows = db
    .prepare('SELECT id, nickname FROM system_users WHERE status = 0 ORDER BY id')
    .all() as UserSimpleItem[]
  return rows.map((row) => wireItem(userSimpleItem, row))
}

export function updateUserPassword(db: Database, userId: number, hash: string, now: number): void {
  prepared(db, 'UPDATE system_users SET password = ?, update_time = ? WHERE id = ?').run(
    hash,
    now,
    userId,
  )
}

export function updateUserStatus(db: Database, userId: number, status: number, now: number): void {
  prepared(db, 'UPDATE system_users SET status = ?, update_time = ? WHERE id = ?').run(
    status,
    now,
    userId,
  )
}

/** Replaces the user's roles with `roleIds`. */
export function replaceUserRoles(db: Database, userId: number, roleIds: readonly number[]): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM system_user_role WHERE user_id = ?').run(userId)
    const insert = prepared(db, 'INSERT INTO system_user_role (user_id, role_id) VALUES (?, ?)')
    for (const roleId of new Set(roleIds)) insert.run(userId, roleId)
  })()
}
