const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * Parses `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, or epoch milliseconds) in the server's local time
 * zone, as the Java server binds LocalDateTime query parameters. Returns null when unparseable.
 */
export function parseDateTime(text: string): number | null {
  const trimmed = text.trim()
  if (/^\d{10,}$/.test(trimmed)) return Number(trimmed)
  const m = DATE_TIME.exec(trimmed)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => Number(p ?? 0))
  const date = new Date(year, month - 1, day, hour, minute, second)
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return date.getTime()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Formats epoch ms as `yyyy-MM-dd HH:mm:ss` in local time (export files). */
export function formatDateTime(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined) return ''
  const d = new Date(epochMs)
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  )
}
