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

/** Department names by id (the user page shows the name; a 200-node tree is one small read). */
export function deptNamesOf(db: Database, deptIds: readonly number[]): Map<number, string> {
  const ids = [...new Set(deptIds)]
  if (ids.length === 0) return new Map()
  const rows = db
    .prepare(`SELECT id, name FROM system_dept WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as Array<{ id: number; name: string }>
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Each user's post ids, for a page of users at once. */
export function postIdsOfUsers(db: Database, userIds: readonly number[]): Map<number, number[]> {
  const result = new Map<number, number[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return result
  const rows = db
    .prepare(
      `SELECT user_id, post_id FROM system_user_post
       WHERE user_id IN (${userIds.map(() => '?').join(', ')}) ORDER BY post_id`,
    )
    .all(...userIds) as Array<{ user_id: number; post_id: number }>
  for (const row of rows) result.get(row.user_id)?.push(row.post_id)
  return result
}

/** Replaces the user's posts with `postIds`. */
export function replaceUserPosts(db: Database, userId: number, postIds: readonly number[]): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM system_user_post WHERE user_id = ?').run(userId)
    const insert = prepared(db, 'INSERT INTO system_user_post (user_id, post_id) VALUES (?, ?)')
    for (const postId of new Set(postIds)) insert.run(userId, postId)
  })()
}
