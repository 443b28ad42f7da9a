import type { Database } from 'better-sqlite3'

/** A dictionary's value -> label, read once per export (an unknown value shows as itself). */
export function dictLabels(db: Database, dictType: string): (value: number) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}
