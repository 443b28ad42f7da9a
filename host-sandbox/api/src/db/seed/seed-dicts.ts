import type { Database } from 'better-sqlite3'
import { DICT_SEEDS } from './dicts'

export function seedDicts(db: Database, now: number): void {
  const insertType = db.prepare(
    `INSERT INTO system_dict_type (name, type, status, remark, create_time, update_time)
     VALUES (?, ?, 0, ?, ?, ?)`,
  )
  const insertData = db.prepare(
    `INSERT INTO system_dict_data
       (sort, label, value, dict_type, status, color_type, css_class, remark, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, '', NULL, ?, ?)`,
  )
  DICT_SEEDS.forEach((seed, typeIndex) => {
    // Spread create times a little so "newest first" lists have a stable, meaningful order.
    const created = now - (DICT_SEEDS.length - typeIndex) * 60_000
    insertType.run(seed.name, seed.type, seed.remark ?? '', created, created)
    seed.items.forEach(([value, label, colorType, status], index) => {
      insertData.run(index + 1, label, value, seed.type, status ?? 0, colorType, created, created)
    })
  })
}
