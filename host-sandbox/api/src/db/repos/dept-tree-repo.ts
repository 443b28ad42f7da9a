import type { Database } from 'better-sqlite3'
import { prepared } from '../prepared'

/**
 * `deptId` and every department below it, at any depth. The user page's department filter and the
 * data scope "本部门及以下" both mean the subtree. A recursive query, so a 200-node tree is one
 * statement; `UNION` (not `UNION ALL`) stops at a cycle a bad parent id could make.
 */
export function deptSubtreeIds(db: Database, deptId: number): number[] {
  return (
    prepared(
      db,
      `WITH RECURSIVE subtree(id) AS (
         SELECT id FROM system_dept WHERE id = ?
         UNION
         SELECT d.id FROM system_dept d JOIN subtree s ON d.parent_id = s.id
       )
       SELECT id FROM subtree`,
    ).all(deptId) as { id: number }[]
  ).map((row) => row.id)
}
