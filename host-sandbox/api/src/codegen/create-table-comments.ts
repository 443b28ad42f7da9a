// SQLite keeps each table's CREATE TABLE text as written, comments included. The generator reads a
// table's comment from the `-- ` comment on its `CREATE TABLE name (` line and a column's from the
// `-- ` comment at the end of the column's line (docs/codegen.md#comments).

export interface TableComments {
  table: string
  /** Column name (as declared, case kept) -> comment. */
  columns: Map<string, string>
}

const CONSTRAINT_START = /^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN)\b/i

/** Splits a line into its SQL and its trailing `--` comment, ignoring `--` inside quotes. */
function splitComment(line: string): { code: string; comment: string | null } {
  let quote: string | null = null
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quote) {
      if (ch === quote) quote = null
    } else if (ch === "'" || ch === '"' || ch === '`' || ch === '[') {
      quote = ch === '[' ? ']' : ch
    } else if (ch === '-' && line[i + 1] === '-') {
      return { code: line.slice(0, i), comment: line.slice(i + 2).trim() }
    }
  }
  return { code: line, comment: null }
}

const unquote = (name: string) => name.replace(/^["`[]|["`\]]$/g, '')

/** The comments of one CREATE TABLE statement (empty texts where there are none). */
export function parseTableComments(createSql: string): TableComments {
  const lines = createSql.split(/\r?\n/)
  const result: TableComments = { table: '', columns: new Map() }
  lines.forEach((line, index) => {
    const { code, comment } = splitComment(line)
    if (index === 0) {
      if (/\(\s*$/.test(code) && comment) result.table = comment
      return
    }
    const trimmed = code.trim()
    if (!trimmed || comment === null || CONSTRAINT_START.test(trimmed)) return
    const name = /^("[^"]+"|`[^`]+`|\[[^\]]+\]|[A-Za-z_][\w$]*)\s/.exec(`${trimmed} `)
    if (name) result.columns.set(unquote(name[1]), comment)
  })
  return result
}
