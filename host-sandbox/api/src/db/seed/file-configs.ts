import type { Database } from 'better-sqlite3'

/**
 * The one seeded file config: the database storage, master, id 4 (the id every stored file URL
 * has carried since the first upload, `/infra/file/4/get/...`). Migration 0029 writes the same row
 * into databases seeded before it.
 */
export const DB_FILE_CONFIG = {
  id: 4,
  name: '数据库',
  storage: 1,
  remark: '文件存进沙箱自己的数据库',
  config: { domain: '' },
} as const

export function seedFileConfigs(db: Database, now: number): void {
  db.prepare(
    `INSERT INTO infra_file_config (id, name, storage, remark, master, config, create_time, update_time)
     VALUES (?, ?, ?, ?, 1, ?, ?, ?)`,
  ).run(
    DB_FILE_CONFIG.id,
    DB_FILE_CONFIG.name,
    DB_FILE_CONFIG.storage,
    DB_FILE_CONFIG.remark,
    JSON.stringify(DB_FILE_CONFIG.config),
    now,
    now,
  )
}
