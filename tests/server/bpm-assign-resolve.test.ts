import BetterSqlite3 from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertRule } from '../../host-sandbox/api/src/bpm/assign/assign-rule-repo'
import { resolveTaskCandidates } from '../../host-sandbox/api/src/bpm/assign/resolve-candidates'
import { migrate } from '../../host-sandbox/api/src/db/migrate'

// A small organisation of its own (not the seeds): 馆(1, leader 10) > 部A(2, leader 20) > 组(4, no
// leader); 馆 > 部B(3, no leader). Users: 10 director, 20 leader of A, 21 and 22 members of A
// (22 disabled), 30 member of B, 40 in 组.
const DEFINITION = 'p:1:x'
const NOW = 1_700_000_000_000

function organisation(db: Database) {
  const dept = db.prepare(
    'INSERT INTO system_dept (id, name, parent_id, status, leader_user_id, create_time) VALUES (?, ?, ?, 0, ?, ?)',
  )
  dept.run(1, '馆', 0, 10, NOW)
  dept.run(2, '部A', 1, 20, NOW)
  dept.run(3, '部B', 1, null, NOW)
  dept.run(4, '组', 2, null, NOW)
  const user = db.prepare(
    `INSERT INTO system_users (id, username, password, nickname, dept_id, status, create_time, update_time)
     VALUES (?, ?, 'x', ?, ?, ?, ?, ?)`,
  )
  for (const [id, deptId, status] of [
    [10, 1, 0],
    [20, 2, 0],
    [21, 2, 0],
    [22, 2, 1],
    [30, 3, 0],
    [40, 4, 0],
  ] as const) {
    user.run(id, `u${id}`, `用户${id}`, deptId, status, NOW, NOW)
  }
  db.prepare(
    "INSERT INTO system_role (id, name, code, create_time) VALUES (5, '审核员', 'auditor', ?)",
  ).run(NOW)
  for (const userId of [30, 21, 22]) {
    db.prepare('INSERT INTO system_user_role (user_id, role_id) VALUES (?, 5)').run(userId)
  }
  db.prepare("INSERT INTO system_post (id, code, name, create_time) VALUES (7, 'p', '岗', ?)").run(
    NOW,
  )
  for (const userId of [40, 10]) {
    db.prepare('INSERT INTO system_user_post (user_id, post_id) VALUES (?, 7)').run(userId)
  }
  const group = db.prepare(
    `INSERT INTO bpm_user_group (id, name, member_user_ids, status, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  group.run(1, '启用组', '[40,22,21]', 0, NOW, NOW)
  group.run(2, '停用组', '[30]', 1, NOW, NOW)
}

describe('resolveTaskCandidates: who may act on a user task', () => {
  let db: Database
  beforeEach(() => {
    db = new BetterSqlite3(':memory:')
    migrate(db)
    organisation(db)
  })
  afterEach(() => db.close())

  const resolve = (type: number, options: number[], startUserId = 21) => {
    db.prepare('DELETE FROM bpm_task_assign_rule').run()
    insertRule(
      db,
      { modelId: 'm', processDefinitionId: DEFINITION, taskDefinitionKey: 't', type, options },
      NOW,
    )
    return resolveTaskCandidates(db, {
      processDefinitionId: DEFINITION,
      taskDefinitionKey: 't',
      startUserId,
    })
  }

  it('10 roles: the enabled holders of the roles, ascending', () => {
    expect(resolve(10, [5])).toEqual([21, 30])
  })

  it('20 dept members and 21 dept leaders (a dept without a leader names nobody)', () => {
    expect(resolve(20, [2, 3])).toEqual([20, 21, 30])
    expect(resolve(21, [2, 1])).toEqual([10, 20])
    expect(resolve(21, [3])).toEqual([])
  })

  it('22 posts, 30 users and 40 user groups drop disabled users and disabled groups', () => {
    expect(resolve(22, [7])).toEqual([10, 40])
    expect(resolve(30, [22, 30, 10, 30])).toEqual([10, 30])
    expect(resolve(40, [1, 2])).toEqual([21, 40])
  })

  it('50 script 10 is the starter', () => {
    expect(resolve(50, [10], 30)).toEqual([30])
  })

  it("50 script 20 is the starter's leader, climbing past a dept without one", () => {
    expect(resolve(50, [20], 21)).toEqual([20])
    // 部B has no leader: its parent's leader decides; 组 has none either: 部A's leader.
    expect(resolve(50, [20], 30)).toEqual([10])
    expect(resolve(50, [20], 40)).toEqual([20])
    // A leader's own leader is the one above; the director, with nobody above, decides alone.
    expect(resolve(50, [20], 20)).toEqual([10])
    expect(resolve(50, [20], 10)).toEqual([10])
  })

  it('50 script 21 is the leader above the first leader', () => {
    expect(resolve(50, [21], 40)).toEqual([10])
    expect(resolve(50, [21], 21)).toEqual([10])
    // At the top of the tree the first-level leader is all there is.
    expect(resolve(50, [21], 30)).toEqual([10])
  })

  it('a disabled leader is passed over like a missing one', () => {
    db.prepare('UPDATE system_users SET status = 1 WHERE id = 20').run()
    expect(resolve(50, [20], 21)).toEqual([10])
  })

  it('no rule, or a rule of another definition, resolves to nobody', () => {
    expect(
      resolveTaskCandidates(db, {
        processDefinitionId: DEFINITION,
        taskDefinitionKey: 't',
        startUserId: 21,
      }),
    ).toEqual([])
    resolve(30, [10])
    expect(
      resolveTaskCandidates(db, {
        processDefinitionId: 'p:2:y',
        taskDefinitionKey: 't',
        startUserId: 21,
      }),
    ).toEqual([])
  })
})
