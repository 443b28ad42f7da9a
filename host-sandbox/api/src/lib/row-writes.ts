import type { Database } from 'better-sqlite3'

// Table and column names are always code constants; values are bound as parameters.

/** INSERTs one row of `values` (column -> value) and returns its new id. */
export function insertRow(db: Database, table: string, values: Record<string, unknown>): number {
  const columns = Object.keys(values)
  const result = db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    .run(...Object.values(values))
  return Number(result.lastInsertRowid)
}

/** UPDATEs the columns of `values` in the row with this id. */
export function updateRowById(
  db: Database,
  table: string,
  id: number,
  values: Record<string, unknown>,
): void {
  const assignments = Object.keys(values).map((column) => `${column} = ?`)
  db.prepare(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = ?`).run(
    ...Object.values(values),
    id,
  )
}
