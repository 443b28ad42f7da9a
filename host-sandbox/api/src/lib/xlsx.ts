import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import { bizError } from './biz-error'
import type { CsvColumn } from './csv'

/**
 * Real .xlsx files (exceljs): exports streamed row by row, and the first sheet of an upload read
 * back as text cells. Text that a spreadsheet would run as a formula is neutralised both ways.
 */

/** One export column: its Chinese header and how a row fills it (the same shape as CSV columns). */
export type XlsxColumn<Row> = CsvColumn<Row>

// Excel and LibreOffice treat these leading characters as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell value that is never a formula: numbers stay numbers, text gets a leading apostrophe. */
export function safeCell(value: unknown): string | number {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? value : ''
  const text = String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

function contentDisposition(fileName: string, asciiFileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encoded}`
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Sends `rows` as an .xlsx attachment, written row by row into the response (the workbook is never
 * held whole in memory). `rows` may be any iterable, e.g. better-sqlite3's `iterate()`.
 * `fileName` is the Chinese name with its .xlsx extension; `asciiFileName` the fallback.
 */
export function sendXlsx<Row>(
  reply: FastifyReply,
  file: { name: string; asciiName: string; sheet?: string },
  columns: ReadonlyArray<XlsxColumn<Row>>,
  rows: Iterable<Row>,
): FastifyReply {
  const stream = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false })
  const sheet = workbook.addWorksheet(file.sheet ?? '数据')
  sheet.columns = columns.map(([header]) => ({ header, width: Math.max(12, header.length * 3) }))
  sheet.getRow(1).font = { bold: true }
  void (async () => {
    try {
      for (const row of rows) sheet.addRow(columns.map(([, cell]) => safeCell(cell(row)))).commit()
      sheet.commit()
      await workbook.commit()
    } catch (error) {
      stream.destroy(error as Error)
    }
  })()
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', contentDisposition(file.name, file.asciiName))
    .send(stream)
}

/** An import template: the header row only (and optional example rows). */
export async function xlsxTemplate(headers: string[], examples: unknown[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('数据')
  sheet.columns = headers.map((header) => ({ header, width: Math.max(14, header.length * 3) }))
  sheet.getRow(1).font = { bold: true }
  for (const row of examples) sheet.addRow(row.map(safeCell))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export function sendXlsxBuffer(
  reply: FastifyReply,
  file: { name: string; asciiName: string },
  content: Buffer,
): FastifyReply {
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', contentDisposition(file.name, file.asciiName))
    .send(content)
}

const UNREADABLE = { code: 1_001_000_100, msg: '导入文件格式不正确，请使用下载的 .xlsx 模板' }

/** Text of a cell as a person typed it (rich text joined, formulas' results, dates as shown). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10)
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    return ''
  }
  return String(value)
}

/**
 * The first sheet of an uploaded .xlsx as rows of trimmed text, header row first; empty rows
 * skipped, each kept with its sheet row number (for "第 N 行" messages). A file that is not an
 * .xlsx workbook is refused with a Chinese message.
 */
export async function readXlsxRows(
  content: Buffer,
  maxRows = 5000,
): Promise<{ rowNumber: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook()
  try {
    // exceljs's typings predate Node 20's generic Buffer; the bytes are what it expects.
    await workbook.xlsx.load(content as unknown as ArrayBuffer)
  } catch {
    throw bizError(UNREADABLE)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw bizError(UNREADABLE)
  const rows: { rowNumber: number; cells: string[] }[] = []
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length > maxRows) return
    const values = Array.isArray(row.values) ? row.values.slice(1) : []
    const cells = values.map((v) => cellText(v as ExcelJS.CellValue).trim())
    if (cells.some((c) => c !== '')) rows.push({ rowNumber, cells })
  })
  if (rows.length > maxRows) {
    throw bizError({ code: 1_001_000_101, msg: `导入文件不能超过 ${maxRows} 行` })
  }
  return rows
}
