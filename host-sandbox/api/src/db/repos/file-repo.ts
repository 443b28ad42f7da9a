import type { Database } from 'better-sqlite3'

export interface StoredFile {
  name: string
  path: string
  type: string
  size: number
  content: Buffer
}

export function saveFile(db: Database, file: StoredFile, now: number): void {
  db.prepare(
    'INSERT INTO infra_file (name, path, type, size, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(file.name, file.path, file.type, file.size, file.content, now)
}

export function findFileByPath(db: Database, path: string): StoredFile | undefined {
  return db
    .prepare('SELECT name, path, type, size, content FROM infra_file WHERE path = ?')
    .get(path) as StoredFile | undefined
}
