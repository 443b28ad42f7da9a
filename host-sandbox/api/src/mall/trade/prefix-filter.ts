import type { z } from 'zod'
import type { Filter } from '../../lib/filters'

/**
 * `column` starts with the value, as a range on the column's index (`LIKE 'x%'` cannot use an
 * index under SQLite's default case-insensitive LIKE).
 */
export const prefixFilter = (column: string, schema: z.ZodType<string | undefined>): Filter => ({
  schema,
  apply: (where, value) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return where
    return where.raw(`${column} >= ? AND ${column} < ?`, text, `${text}\u{10FFFF}`)
  },
})
