import { z } from 'zod'
import { BizError } from './biz-error'
import { parseDateTime } from './date-time'

/**
 * Chinese text for the problems a schema has no message of its own for (zod's defaults are
 * English): a body that is not a JSON object, a missing field, a value of the wrong kind.
 */
function chineseIssue(issue: { code: string; path?: PropertyKey[]; input?: unknown }): string {
  const path = (issue.path ?? []).map(String).join('.')
  if (!path) return '请求参数格式不正确，应为 JSON 对象'
  if (issue.input === undefined || issue.input === null) return `字段 ${path} 不能为空`
  return `字段 ${path} 格式不正确`
}

/** Validates `input` or throws code 400 '请求参数不正确:<first problem>' like the Java server. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // A schema's own messages win over this per-call map; it only fills in zod's English defaults.
  const result = schema.safeParse(input ?? {}, { error: chineseIssue })
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new BizError(400, `请求参数不正确:${issue?.message ?? '参数格式不正确'}`)
}

const missingOr = (missing: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : invalid

/** Query values arrive as strings and JSON bodies may carry "1": both bind to numbers in Java. */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value)
  return value
}

function toBoolean(value: unknown): unknown {
  if (value === '' || value === null) return undefined
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return value
}

/** A required non-blank string (Java @NotBlank), limited to `max` characters. */
export function requiredText(label: string, max: number, maxMessage?: string) {
  return z
    .string({ error: missingOr(`${label}不能为空`, `${label}必须是字符串`) })
    .refine((s) => s.trim() !== '', `${label}不能为空`)
    .refine((s) => s.length <= max, maxMessage ?? `${label}长度不能超过 ${max} 个字符`)
}

/** An optional string; null and absent both mean "not given". */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: `${label}必须是字符串` })
      .max(max, `${label}长度不能超过 ${max} 个字符`)
      .optional(),
  )
}

export function requiredInt(label: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: missingOr(`${label}不能为空`, `${label}必须是整数`) })
      .int(`${label}必须是整数`),
  )
}

export function optionalInt(label: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: `${label}必须是整数` })
      .int(`${label}必须是整数`)
      .optional(),
  )
}

export function requiredBoolean(label: string) {
  return z.preprocess(
    toBoolean,
    z.boolean({ error: missingOr(`${label}不能为空`, `${label}必须是布尔值`) }),
  )
}

export function optionalBoolean(label: string) {
  return z.preprocess(toBoolean, z.boolean({ error: `${label}必须是布尔值` }).optional())
}

/** CommonStatus: 0 enabled, 1 disabled. */
export function requiredStatus(label = '状态') {
  return requiredInt(label).refine((v) => v === 0 || v === 1, `${label}必须在指定范围 [0, 1]`)
}

export function optionalStatus(label = '状态') {
  return optionalInt(label).refine(
    (v) => v === undefined || v === 0 || v === 1,
    `${label}必须在指定范围 [0, 1]`,
  )
}

/** `createTime[0]=…&createTime[1]=…` -> [begin, end] epoch ms (either may be null). */
export function optionalDateRange(label: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined
      const list = Array.isArray(v) ? v : [v]
      return list.map((item) => {
        if (item === '' || item === null || item === undefined) return null
        if (typeof item === 'number') return item
        if (typeof item !== 'string') return Number.NaN
        return parseDateTime(item) ?? Number.NaN
      })
    },
    z
      .array(z.number().nullable(), { error: `${label}格式不正确` })
      .max(2, `${label}格式不正确`)
      .refine((list) => list.every((n) => n === null || Number.isFinite(n)), {
        message: `${label}格式不正确，应为 yyyy-MM-dd HH:mm:ss`,
      })
      .transform((list): [number | null, number | null] => [list[0] ?? null, list[1] ?? null])
      .optional(),
  )
}

/** Page parameters (Java PageParam): pageNo >= 1 (default 1), pageSize 1..100 (default 10). */
export const pageParams = {
  pageNo: z
    .preprocess(
      toNumber,
      z
        .number({ error: '页码必须是整数' })
        .int('页码必须是整数')
        .min(1, '页码最小值为 1')
        .optional(),
    )
    .transform((v) => v ?? 1),
  pageSize: z
    .preprocess(
      toNumber,
      z
        .number({ error: '每页条数必须是整数' })
        .int('每页条数必须是整数')
        .min(1, '每页条数最小值为 1')
        .max(100, '每页条数最大值为 100')
        .optional(),
    )
    .transform((v) => v ?? 10),
}

export const idQuery = (label = '编号') => z.object({ id: requiredInt(label) })
