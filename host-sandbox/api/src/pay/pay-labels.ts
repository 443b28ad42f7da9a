import type { Database } from 'better-sqlite3'

// What the pay lists and their exports show next to the stored numbers.

/** App id -> name, read once per request (a handful of apps). */
export function payAppNames(db: Database): (appId: number) => string | null {
  const rows = db.prepare('SELECT id, name FROM pay_app').all() as Array<{
    id: number
    name: string
  }>
  const names = new Map(rows.map((row) => [row.id, row.name]))
  return (appId) => names.get(appId) ?? null
}

/** Fen as yuan with two decimals, exactly (19.99, never 19.990000000000002). */
export const yuan = (fen: number | null | undefined) =>
  fen === null || fen === undefined
    ? ''
    : `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`
