import type { FastifyReply } from 'fastify'

const BOM = '\uFEFF'
// Text starting with these is a formula to Excel and LibreOffice (OWASP "CSV injection"): a
// leading apostrophe keeps it plain text. Numbers stay numbers: -5 is no formula.
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** UTF-8 CSV with a BOM, so Excel opens Chinese text correctly. */
export function toCsv(headers: string[], rows: unknown[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(','))
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** One export column: its header and how a row fills it. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => unknown]

/** `toCsv` of `rows`, one line per row, laid out by `columns`. */
export function toCsvTable<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: Row[]): string {
  return toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  )
}

/**
 * Sends a CSV attachment. `fileName` may be Chinese (RFC 5987 `filename*`); `asciiFileName` is
 * the fallback for clients that only read `filename`.
 */
export function sendCsv(reply: FastifyReply, fileName: string, asciiFileName: string, csv: string) {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encoded}`,
    )
    .send(Buffer.from(csv, 'utf8'))
}
