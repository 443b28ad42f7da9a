import type { Database } from 'better-sqlite3'

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
  return db.prepare('SELECT * FROM system_users WHERE id = ?').get(id) as UserRow | undefined
}

export function findUserByUsername(db: Database, username: string): UserRow | undefined {
  return db.prepare('SELECT * FROM system_users WHERE username = ?').get(username) as
    UserRow | undefined
}

export function findUserByMobile(db: Database, mobile: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM system_users WHERE mobile = ? ORDER BY id LIMIT 1')
    .get(mobile) as UserRow | undefined
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM system_users WHERE email = ? ORDER BY id LIMIT 1').get(email) as
    UserRow | undefined
}

export function recordLogin(db: Database, userId: number, ip: string, now: number): void {
  db.prepare('UPDATE system_users SET login_ip = ?, login_date = ? WHERE id = ?').run(
    ip,
    now,
    userId,
  )
}

export function listEnabledUsers(db: Database): Array<{ id: number; nickname: string }> {
  return db
    .prepare('SELECT id, nickname FROM system_users WHERE status = 0 ORDER BY id')
    .all() as Array<{ id: number; nickname: string }>
}
