import type { Database } from 'better-sqlite3'
import type { FileStorage } from './storage'

/**
 * 数据库: the bytes live in infra_file.content of the file's own row (the row 文件列表 shows), so a
 * reseed removes them with the rest of the data.
 */
export function dbStorage(db: Database, configId: number, now: () => number): FileStorage {
  return {
    async upload(path, content, type) {
      const name = path.split('/').pop() ?? path
      db.prepare(
        `INSERT INTO infra_file (config_id, name, path, type, size, content, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (config_id, path) DO UPDATE SET content = excluded.content,
           type = excluded.type, size = excluded.size`,
      ).run(configId, name, path, type, content.length, content, now())
    },
    async read(path) {
      const row = db
        .prepare('SELECT content FROM infra_file WHERE config_id = ? AND path = ?')
        .get(configId, path) as { content: Buffer | null } | undefined
      return row?.content ?? null
    },
    async delete(path) {
      db.prepare('UPDATE infra_file SET content = NULL WHERE config_id = ? AND path = ?').run(
        configId,
        path,
      )
    },
  }
}
