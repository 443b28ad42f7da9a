import type { Database } from 'better-sqlite3'
import { DEPT_SEEDS, POST_SEEDS, ROLE_SEEDS, SOCIAL_BIND_SEEDS, USER_SEEDS } from './organisation'

/** `passwordHashes[username]` are computed beforehand: hashing is async, transactions are not. */
export function seedOrganisation(
  db: Database,
  now: number,
  passwordHashes: Record<string, string>,
): void {
  const insertDept = db.prepare(
    `INSERT INTO system_dept (id, name, parent_id, sort, status, phone, email, create_time)
     VALUES (?, ?, ?, ?, 0, ?, NULL, ?)`,
  )
  for (const d of DEPT_SEEDS) insertDept.run(d.id, d.name, d.parentId, d.sort, d.phone, now)

  const insertPost = db.prepare(
    'INSERT INTO system_post (id, code, name, sort, status, create_time) VALUES (?, ?, ?, ?, 0, ?)',
  )
  for (const p of POST_SEEDS) insertPost.run(p.id, p.code, p.name, p.sort, now)

  const insertRole = db.prepare(
    `INSERT INTO system_role (id, name, code, sort, type, status, remark, create_time)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  for (const r of ROLE_SEEDS) insertRole.run(r.id, r.name, r.code, r.sort, r.type, r.remark, now)

  const insertUser = db.prepare(
    `INSERT INTO system_users (id, username, password, nickname, remark, dept_id, email, mobile, sex,
       avatar, status, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
  )
  const insertUserPost = db.prepare('INSERT INTO system_user_post (user_id, post_id) VALUES (?, ?)')
  const insertUserRole = db.prepare('INSERT INTO system_user_role (user_id, role_id) VALUES (?, ?)')
  for (const u of USER_SEEDS) {
    insertUser.run(
      u.id,
      u.username,
      passwordHashes[u.username],
      u.nickname,
      u.remark,
      u.deptId,
      u.email,
      u.mobile,
      u.sex,
      u.status,
      now,
      now,
    )
    for (const postId of u.postIds) insertUserPost.run(u.id, postId)
    for (const roleId of u.roleIds) insertUserRole.run(u.id, roleId)
  }

  // Leaders are users, so they are set once the users exist.
  const setLeader = db.prepare('UPDATE system_dept SET leader_user_id = ? WHERE id = ?')
  for (const d of DEPT_SEEDS) setLeader.run(d.leaderUserId, d.id)

  const insertBind = db.prepare(
    'INSERT INTO system_social_user_bind (user_id, social_type, openid, create_time) VALUES (?, ?, ?, ?)',
  )
  for (const b of SOCIAL_BIND_SEEDS) insertBind.run(b.userId, b.socialType, b.openid, now)
}
