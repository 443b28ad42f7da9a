import type { Database } from 'better-sqlite3'
import { idCheckChar } from '../../../../src/shared/wire/museum-fields'
import {
  MAX_TEAM_MEMBERS,
  MEMBER_IMPORT_HEADERS,
  teamMember,
  type MemberImportResult,
  type TeamMember,
} from '../../../../src/shared/wire/museum-reserve-team'
import { bizError } from '../lib/biz-error'
import { readXlsxRows, xlsxTemplate } from '../lib/xlsx'

const EXAMPLE_ID = `11010519900307123${idCheckChar('11010519900307123')}`

/** The import template: the three headers and one made-up example row. */
export function memberTemplate(): Promise<Buffer> {
  return xlsxTemplate([...MEMBER_IMPORT_HEADERS], [['张三', '居民身份证', EXAMPLE_ID]])
}

const WRONG_HEADERS = {
  code: 1_040_002_010,
  msg: `导入文件的表头应为：${MEMBER_IMPORT_HEADERS.join('、')}，请使用下载的模板`,
}

/** word_card_type label -> value, from the dictionary (a digit is taken as the value itself). */
function idTypesOf(db: Database): Map<string, number> {
  const rows = db
    .prepare("SELECT value, label FROM system_dict_data WHERE dict_type = 'word_card_type'")
    .all() as { value: string; label: string }[]
  return new Map(rows.map((row) => [row.label, Number(row.value)]))
}

/**
 * The members of an uploaded .xlsx (the template's columns): every good row, and for each bad
 * one its sheet row number and why (empty name, unknown document type, wrong number, a number
 * already on an earlier row). Nothing is stored: the form fills its table with the result.
 */
export async function importMembers(db: Database, content: Buffer): Promise<MemberImportResult> {
  const rows = await readXlsxRows(content, MAX_TEAM_MEMBERS + 1)
  const [header, ...data] = rows
  const expected = MEMBER_IMPORT_HEADERS as readonly string[]
  if (!header || expected.some((title, i) => header.cells[i] !== title)) {
    throw bizError(WRONG_HEADERS)
  }
  const idTypes = idTypesOf(db)
  const members: TeamMember[] = []
  const failures: MemberImportResult['failures'] = []
  const firstRowOf = new Map<string, number>()
  for (const { rowNumber, cells } of data) {
    const [name = '', typeText = '', idNumber = ''] = cells
    const idType = /^\d+$/.test(typeText) ? Number(typeText) : idTypes.get(typeText)
    if (!name) {
      failures.push({ row: rowNumber, reason: '姓名不能为空' })
      continue
    }
    if (idType === undefined || ![...idTypes.values()].includes(idType)) {
      failures.push({
        row: rowNumber,
        reason: typeText ? `证件类型「${typeText}」不存在` : '证件类型不能为空',
      })
      continue
    }
    const parsed = teamMember.safeParse({ name, idType, idNumber })
    if (!parsed.success) {
      failures.push({ row: rowNumber, reason: parsed.error.issues[0]?.message ?? '格式不正确' })
      continue
    }
    const earlier = firstRowOf.get(parsed.data.idNumber)
    if (earlier !== undefined) {
      failures.push({ row: rowNumber, reason: `证件号码与第 ${earlier} 行重复` })
      continue
    }
    firstRowOf.set(parsed.data.idNumber, rowNumber)
    members.push(parsed.data)
  }
  return { members, failures }
}
