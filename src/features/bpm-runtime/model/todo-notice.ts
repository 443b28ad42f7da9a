/** The navbar asks for my todo total every 5 s while the console is shown. */
export const TODO_POLL_INTERVAL_MS = 5000

/** What the poll asks for: the todo list's first page, as the todo screen opens it. */
export const TODO_POLL_QUERY = { pageNo: 1, pageSize: 10 } as const

export const TODO_PAGE_PATH = '/bpm/task/todo'

/**
 * Whether a todo total the poll just read deserves a notice: it rose above the count stored last
 * time, or nothing is stored yet (a new browser, a new user). An empty todo list never does: there
 * is nothing to open.
 */
export function isTodoRise(total: number, stored: number | null): boolean {
  return total > 0 && (stored === null || total > stored)
}

/** The notice's text: it names 待办 and how many there are. */
export function todoNoticeText(total: number): string {
  return `您有 ${total} 条待办任务，点击查看`
}

/** The last todo total seen, per user, so a reload or a second browser tab does not notify again. */
export function todoCountKey(userId: number): string {
  return `bpm-todo-count:${userId}`
}

/** The stored count, or null when nothing (readable) is stored. */
export function parseStoredCount(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isInteger(value) && value >= 0 ? value : null
}
