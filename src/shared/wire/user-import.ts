import { z } from 'zod'

// 用户导入: GET /system/user/get-import-template and POST /system/user/import (multipart `file`,
// `updateSupport`). The template's headers are read back by name, so a column may move.

/** The template's columns, in order; 用户名称 and 用户昵称 are required, the rest optional. */
export const USER_IMPORT_HEADERS = [
  '用户名称',
  '用户昵称',
  '部门名称或编号',
  '用户邮箱',
  '手机号码',
  '用户性别',
  '帐号状态',
] as const

export type UserImportHeader = (typeof USER_IMPORT_HEADERS)[number]

/** Data rows a file may hold (the header row not counted). */
export const USER_IMPORT_MAX_ROWS = 5000
/** Upload size limit, checked by the console before sending and by the sandbox on receipt. */
export const USER_IMPORT_MAX_BYTES = 2 * 1024 * 1024

/** data of POST import: usernames created, updated, and refused with why (every problem of the row). */
export const userImportResult = z.object({
  createUsernames: z.array(z.string()),
  updateUsernames: z.array(z.string()),
  failureUsernames: z.record(z.string(), z.string()),
})

export type UserImportResult = z.output<typeof userImportResult>
