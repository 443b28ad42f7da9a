import type { Database } from 'better-sqlite3'

// Menus and departments are trees by parent_id (0 at the top). Table names are code constants.
type TreeTable = 'system_menu' | 'system_dept'

/**
 * Whether `candidateParentId` is `id` itself or somewhere below it: making it the parent would
 * cut the subtree off the tree in a loop. Walks up from the candidate (a tree is shallow).
 */
export function isSelfOrBelow(
  db: Database,
  table: TreeTable,
  id: number,
  candidateParentId: number,
): boolean {
  const parentOf = db.prepare(`SELECT parent_id AS parentId FROM ${table} WHERE id = ?`)
  const seen = new Set<number>()
  let current = candidateParentId
  while (current !== 0 && !seen.has(current)) {
    if (current === id) return true
    seen.add(current)
    const row = parentOf.get(current) as { parentId: number } | undefined
    if (!row) return false
    current = row.parentId
  }
  return false
}

/** Whether a sibling under `parentId` (other than `selfId`) already has this name. */
export function siblingNameTaken(
  db: Database,
  table: TreeTable,
  parentId: number,
  name: string,
  selfId?: number,
): boolean {
  const row = db
    .prepare(`SELECT id FROM ${table} WHERE parent_id = ? AND name = ? AND id <> ? LIMIT 1`)
    .get(parentId, name, selfId ?? -1)
  return row !== undefined
}
