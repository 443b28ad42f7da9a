import type { Database } from 'better-sqlite3'
import { MOBILE_PATTERN } from '../../../../src/shared/wire/auth'
import { USERNAME_PATTERN, USERNAME_RULE_TEXT } from '../../../../src/shared/wire/user'
import { USER_IMPORT_HEADERS, type UserImportHeader } from '../../../../src/shared/wire/user-import'
import { bizError } from '../lib/biz-error'
import { UserErrors } from '../lib/error-codes'

/**
 * The rows of a user import, checked before anything is written: each row's own fields, its
 * department, duplicates among the file's rows, and clashes with the users already stored. A row
 * with any problem gets every problem as its reason, so one round of corrections is enough.
 */

export const UserImportErrors = {
  LIST_IS_EMPTY: { code: 1_002_003_100, msg: '导入用户数据不能为空！' },
  HEADERS_MISSING: { code: 1_002_003_101, msg: '导入文件缺少列：{}，请使用下载的模板' },
  TOO_MANY_ROWS: { code: 1_002_003_102, msg: '导入文件不能超过 {} 行用户数据，请分批导入' },
  INIT_PASSWORD_INVALID: {
    code: 1_002_003_103,
    msg: '参数配置「system.user.init-password」的初始密码不符合密码规则（{}），请先在参数配置中修改',
  },
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const SEXES: Record<string, number> = { 男: 1, 女: 2 }
// The template says 开启 / 停用; the dictionary's own label 关闭 is understood too.
const STATUSES: Record<string, number> = { 开启: 0, 启用: 0, 停用: 1, 关闭: 1 }

/** Older yudao templates name the department column by id or by name: all mean the same column. */
const HEADER_ALIASES: Record<string, UserImportHeader> = {
  部门编号: '部门名称或编号',
  部门名称: '部门名称或编号',
  部门: '部门名称或编号',
  帐号状态: '帐号状态',
  账号状态: '帐号状态',
}
const REQUIRED_HEADERS: readonly UserImportHeader[] = ['用户名称', '用户昵称']

export interface ImportRow {
  rowNumber: number
  username: string
  nickname: string
  /** undefined: the cell was empty (a new user gets none, an update keeps its own). */
  deptId?: number
  email?: string
  mobile?: string
  sex?: number
  status?: number
}

export interface CheckedRows {
  good: ImportRow[]
  /** username (or 第 N 行 when it is blank) -> every problem of that row, joined. */
  failures: Record<string, string>
}

interface DeptRow {
  id: number
  name: string
  status: number
}

/** Which column holds which template header; refuses a file without the required ones. */
function columnsOf(header: string[]): Map<UserImportHeader, number> {
  const known = new Set<string>(USER_IMPORT_HEADERS)
  const columns = new Map<UserImportHeader, number>()
  header.forEach((title, index) => {
    const name = known.has(title) ? (title as UserImportHeader) : HEADER_ALIASES[title]
    if (name && !columns.has(name)) columns.set(name, index)
  })
  const missing = REQUIRED_HEADERS.filter((name) => !columns.has(name))
  if (missing.length) throw bizError(UserImportErrors.HEADERS_MISSING, missing.join('、'))
  return columns
}

function deptFinder(db: Database): (text: string) => { id: number } | { problem: string } {
  const depts = db.prepare('SELECT id, name, status FROM system_dept').all() as DeptRow[]
  const byId = new Map(depts.map((d) => [String(d.id), d]))
  const byName = new Map<string, DeptRow[]>()
  for (const dept of depts) byName.set(dept.name, [...(byName.get(dept.name) ?? []), dept])
  return (text) => {
    const named = byName.get(text) ?? []
    if (named.length > 1) return { problem: `部门名称「${text}」不唯一，请填写部门编号` }
    const dept = named[0] ?? byId.get(text)
    if (!dept) return { problem: `部门「${text}」不存在` }
    if (dept.status !== 0) return { problem: `部门(${dept.name})不处于开启状态，不允许选择` }
    return { id: dept.id }
  }
}

/** One row's own problems (nothing about other rows or stored users yet). */
function readRow(
  cells: string[],
  rowNumber: number,
  columns: Map<UserImportHeader, number>,
  findDept: ReturnType<typeof deptFinder>,
): { row: ImportRow; problems: string[] } {
  const cell = (name: UserImportHeader) => {
    const index = columns.get(name)
    return index === undefined ? '' : (cells[index] ?? '').trim()
  }
  const problems: string[] = []
  const row: ImportRow = { rowNumber, username: cell('用户名称'), nickname: cell('用户昵称') }
  if (!row.username) problems.push('用户账号不能为空')
  else if (!USERNAME_PATTERN.test(row.username)) problems.push(USERNAME_RULE_TEXT)
  if (!row.nickname) problems.push('用户昵称不能为空')
  else if (row.nickname.length > 30) problems.push('用户昵称长度不能超过 30 个字符')
  const dept = cell('部门名称或编号')
  if (dept) {
    const found = findDept(dept)
    if ('problem' in found) problems.push(found.problem)
    else row.deptId = found.id
  }
  const email = cell('用户邮箱')
  if (email) {
    if (email.length > 50) problems.push('邮箱长度不能超过 50 个字符')
    else if (!EMAIL_PATTERN.test(email)) problems.push('邮箱格式不正确')
    else row.email = email
  }
  const mobile = cell('手机号码')
  if (mobile) {
    if (MOBILE_PATTERN.test(mobile)) row.mobile = mobile
    else problems.push('手机号格式不正确')
  }
  const sex = cell('用户性别')
  if (sex) {
    if (sex in SEXES) row.sex = SEXES[sex]
    else problems.push('用户性别只能填写 男 或 女')
  }
  const status = cell('帐号状态')
  if (status) {
    if (status in STATUSES) row.status = STATUSES[status]
    else problems.push('帐号状态只能填写 开启 或 停用')
  }
  return { row, problems }
}

/** Values that occur on more than one row: value -> the sheet row numbers holding it. */
function repeated(rows: ImportRow[], valueOf: (row: ImportRow) => string | undefined) {
  const rowsOf = new Map<string, number[]>()
  for (const row of rows) {
    const value = valueOf(row)
    if (value) rowsOf.set(value, [...(rowsOf.get(value) ?? []), row.rowNumber])
  }
  return new Map([...rowsOf].filter(([, numbers]) => numbers.length > 1))
}

export interface CheckOptions {
  updateSupport: boolean
  /** The importing administrator: may not disable themself through a file either. */
  currentUserId: number
}

/**
 * Every data row checked (`rows` is the sheet, header first). A value repeated inside the file
 * fails all its rows: which one the administrator meant is theirs to say.
 */
export function checkImportRows(
  db: Database,
  rows: { rowNumber: number; cells: string[] }[],
  options: CheckOptions,
): CheckedRows {
  const [header, ...data] = rows
  if (!header) throw bizError(UserImportErrors.LIST_IS_EMPTY)
  const columns = columnsOf(header.cells)
  if (data.length === 0) throw bizError(UserImportErrors.LIST_IS_EMPTY)
  const findDept = deptFinder(db)
  const read = data.map(({ rowNumber, cells }) => readRow(cells, rowNumber, columns, findDept))
  const all = read.map((r) => r.row)
  const sameUsername = repeated(all, (r) => r.username)
  const sameMobile = repeated(all, (r) => r.mobile)
  const sameEmail = repeated(all, (r) => r.email)
  const rowList = (numbers: number[]) => `第 ${numbers.join('、')} 行`

  const userByName = db.prepare('SELECT id FROM system_users WHERE username = ?')
  const userByMobile = db.prepare('SELECT id FROM system_users WHERE mobile = ? AND id <> ?')
  const userByEmail = db.prepare('SELECT id FROM system_users WHERE email = ? AND id <> ?')

  const good: ImportRow[] = []
  const failures: Record<string, string> = {}
  for (const { row, problems } of read) {
    const twins = sameUsername.get(row.username)
    if (twins) problems.push(`用户账号在文件中重复（${rowList(twins)}）`)
    const mobileTwins = row.mobile ? sameMobile.get(row.mobile) : undefined
    if (mobileTwins) problems.push(`手机号在文件中重复（${rowList(mobileTwins)}）`)
    const emailTwins = row.email ? sameEmail.get(row.email) : undefined
    if (emailTwins) problems.push(`邮箱在文件中重复（${rowList(emailTwins)}）`)

    const existing = row.username
      ? (userByName.get(row.username) as { id: number } | undefined)
      : undefined
    if (existing && !options.updateSupport) problems.push(UserErrors.USERNAME_EXISTS.msg)
    if (existing && existing.id === options.currentUserId && row.status === 1) {
      problems.push('不能禁用当前登录的用户')
    }
    const selfId = existing?.id ?? 0
    if (row.mobile && !mobileTwins && userByMobile.get(row.mobile, selfId)) {
      problems.push(UserErrors.MOBILE_EXISTS.msg)
    }
    if (row.email && !emailTwins && userByEmail.get(row.email, selfId)) {
      problems.push(UserErrors.EMAIL_EXISTS.msg)
    }

    if (problems.length === 0) good.push(row)
    else failures[row.username || `第 ${row.rowNumber} 行`] = problems.join('；')
  }
  return { good, failures }
}
