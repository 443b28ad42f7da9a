import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'

export interface BatchOptions {
  /** The oldest waiting row is written at most this long after it was queued. */
  delayMs: number
  /** A queue this long is written at once. */
  maxRows: number
}

export const DEFAULT_BATCH: BatchOptions = { delayMs: 200, maxRows: 500 }

export interface BatchedWriter {
  add(sql: string, row: unknown[]): void
  /** Writes what waits now (the server closing, a test reading the table). */
  flush(): void
}

/**
 * Rows of any INSERT, queued and written together in one transaction: a commit per request
 * would add a disk sync to every answer, and the request never waits for its own log row.
 */
export function batchedWriter(
  db: Database,
  options: BatchOptions,
  warn: (error: unknown) => void,
): BatchedWriter {
  let queue: Array<[string, unknown[]]> = []
  let timer: NodeJS.Timeout | null = null
  const writeAll = db.transaction((rows: Array<[string, unknown[]]>) => {
    for (const [sql, row] of rows) prepared(db, sql).run(...row)
  })
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    const rows = queue
    queue = []
    if (!rows.length || !db.open) return
    try {
      writeAll(rows)
    } catch (error) {
      warn(error)
    }
  }
  return {
    add(sql, row) {
      queue.push([sql, row])
      if (queue.length >= options.maxRows) flush()
      else if (!timer) {
        timer = setTimeout(flush, options.delayMs)
        // A waiting batch must not keep a finished process alive; close flushes it anyway.
        timer.unref()
      }
    },
    flush,
  }
}
