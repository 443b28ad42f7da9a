import type { Database } from 'better-sqlite3'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { passwordProblem } from '../../../../src/shared/wire/password-rules'
import {
  USER_IMPORT_HEADERS,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  userImportResult,
  type UserImportResult,
} from '../../../../src/shared/wire/user-import'
import { sessionOf } from '../auth/auth-hook'
import { changeUserStatus } from '../auth/account-changes'
import { findConfigByKey } from '../db/repos/config-repo'
import { BizError, bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { UserErrors } from '../lib/error-codes'
import { insertRow, updateRowById } from '../lib/row-writes'
import { fileTooLargeMessage } from '../lib/uploads'
import { optionalBoolean, parseInput, wireItem } from '../lib/validation'
import { readXlsxRows, sendXlsxBuffer, xlsxTemplate } from '../lib/xlsx'
import { checkImportRows, UserImportErrors, type ImportRow } from './user-import-rows'

/** The infra config holding the password every imported (new) user starts with. */
export const INIT_PASSWORD_KEY = 'system.user.init-password'
const UPLOAD = { field: 'file', label: '导入文件', maxBytes: USER_IMPORT_MAX_BYTES }
const PERMISSION = { config: { permission: 'system:user:import' } }
const updateSupportField = optionalBoolean('是否更新已经存在的用户数据')

/**
 * The uploaded file and `updateSupport`, which may come as a multipart field (before or after the
 * file) or in the query string, as the Java server's console sends it.
 */
async function readImportRequest(
  request: FastifyRequest,
): Promise<{ content: Buffer; updateSupport: boolean }> {
  if (!request.isMultipart()) {
    throw new BizError(400, `请求参数不正确:请以 multipart/form-data 上传 ${UPLOAD.field}`)
  }
  let content: Buffer | null = null
  let updateSupport: unknown = (request.query as Record<string, unknown> | undefined)?.updateSupport
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD.field) {
          part.file.resume()
          continue
        }
        content = await part.toBuffer()
        if (part.file.truncated) throw new BizError(400, fileTooLargeMessage(UPLOAD))
      } else if (part.fieldname === 'updateSupport') {
        updateSupport = part.value
      }
    }
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BizError(400, fileTooLargeMessage(UPLOAD))
    }
    throw error
  }
  if (content === null) throw new BizError(400, `请求参数不正确:导入文件 file 不能为空`)
  if (content.length === 0) throw bizError(UserErrors.FILE_IS_EMPTY)
  // parseInput reads a missing input as {}: absent means "do not update" before it gets there.
  const flag = updateSupport === undefined ? false : parseInput(updateSupportField, updateSupport)
  return { content, updateSupport: flag ?? false }
}

async function sheetRows(content: Buffer) {
  try {
    // One more than the limit: the header row is among the rows read.
    return await readXlsxRows(content, USER_IMPORT_MAX_ROWS + 1)
  } catch (error) {
    // readXlsxRows counts the header row; the administrator counts users.
    if (error instanceof BizError && error.code === 1_001_000_101) {
      throw bizError(UserImportErrors.TOO_MANY_ROWS, USER_IMPORT_MAX_ROWS)
    }
    throw error
  }
}

/** The initial password, hashed once for the whole import (scrypt costs ~100 ms a call). */
async function initialPasswordHash(ctx: AppContext): Promise<string> {
  const password = findConfigByKey(ctx.db, INIT_PASSWORD_KEY)?.value ?? ''
  const problem = passwordProblem(password)
  if (problem) throw bizError(UserImportErrors.INIT_PASSWORD_INVALID, problem)
  return ctx.passwords.hash(password)
}

function exampleDeptName(db: Database): string {
  const dept = db
    .prepare('SELECT name FROM system_dept WHERE status = 0 ORDER BY parent_id = 0, sort, id')
    .get() as { name: string } | undefined
  return dept?.name ?? ''
}

function writeRows(
  ctx: AppContext,
  rows: ImportRow[],
  updateSupport: boolean,
  passwordHash: string | null,
): Pick<UserImportResult, 'createUsernames' | 'updateUsernames'> {
  const { db } = ctx
  const now = ctx.now()
  const findId = db.prepare('SELECT id, status FROM system_users WHERE username = ?')
  const createUsernames: string[] = []
  const updateUsernames: string[] = []
  db.transaction(() => {
    for (const row of rows) {
      const existing = findId.get(row.username) as { id: number; status: number } | undefined
      if (!existing) {
        if (passwordHash === null) throw new Error('an import creating users needs a password')
        insertRow(db, 'system_users', {
          username: row.username,
          password: passwordHash,
          nickname: row.nickname,
          dept_id: row.deptId ?? null,
          email: row.email ?? null,
          mobile: row.mobile ?? null,
          sex: row.sex ?? 0,
          status: row.status ?? 0,
          create_time: now,
          update_time: now,
        })
        createUsernames.push(row.username)
      } else if (updateSupport) {
        // Empty optional cells keep what the user has: a short file cannot wipe details.
        const given = Object.entries({
          dept_id: row.deptId,
          email: row.email,
          mobile: row.mobile,
          sex: row.sex,
        }).filter(([, value]) => value !== undefined)
        updateRowById(db, 'system_users', existing.id, {
          nickname: row.nickname,
          ...Object.fromEntries(given),
          update_time: now,
        })
        // Disabling ends the user's sessions: that is account-changes' job, inside this transaction.
        if (row.status !== undefined && row.status !== existing.status) {
          changeUserStatus(ctx, existing.id, row.status)
        }
        updateUsernames.push(row.username)
      }
    }
  })()
  return { createUsernames, updateUsernames }
}

/** 用户管理 导入: the template and the import (system:user:import). */
export function registerUserImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx

  app.get('/system/user/get-import-template', PERMISSION, async (_request, reply) => {
    const example = [
      'zhangsan01',
      '张三',
      exampleDeptName(db),
      'zhangsan01@museum.example.org',
      '13800000001',
      '男',
      '开启',
    ]
    const content = await xlsxTemplate([...USER_IMPORT_HEADERS], [example])
    return sendXlsxBuffer(
      reply,
      { name: '用户导入模板.xlsx', asciiName: 'user-import-template.xlsx' },
      content,
    )
  })

  app.post('/system/user/import', PERMISSION, async (request) => {
    const { userId } = sessionOf(request)
    const { content, updateSupport } = await readImportRequest(request)
    const rows = await sheetRows(content)
    const exists = db.prepare('SELECT 1 FROM system_users WHERE username = ?')
    let passwordHash: string | null = null
    for (;;) {
      // Checked and written with no await in between, so no other request changes the users
      // meanwhile; only the (slow, once) hash of the initial password is awaited, then all is
      // checked again.
      const checked = checkImportRows(db, rows, { updateSupport, currentUserId: userId })
      const creates = checked.good.some((row) => !exists.get(row.username))
      if (creates && passwordHash === null) {
        passwordHash = await initialPasswordHash(ctx)
        continue
      }
      const written = writeRows(ctx, checked.good, updateSupport, passwordHash)
      return ok(wireItem(userImportResult, { ...written, failureUsernames: checked.failures }))
    }
  })
}
