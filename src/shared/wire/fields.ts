import { z } from 'zod'

// Request field builders: how a body or query field is read and what it says (in Chinese, word for
// word as the Java server's @NotBlank / @Size / @InEnum messages) when it is wrong. Request schemas
// of src/shared/wire/<resource>.ts are built from these; the sandbox validates with them
// (host-sandbox/api/src/lib/validation.ts parseInput wraps the first problem in its envelope).

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

/**
 * An integer that must be one of `values` (Java @InEnum), e.g. CommonStatus [0, 1]. Its type stays
 * `number` on purpose: a request type is what a form may send, the server checks the range.
 */
export function requiredIntIn(label: string, values: readonly number[]) {
  return requiredInt(label).refine(
    (v) => values.includes(v),
    `${label}必须在指定范围 [${values.join(', ')}]`,
  )
}

export function optionalIntIn(label: string, values: readonly number[]) {
  return optionalInt(label).refine(
    (v) => v === undefined || values.includes(v),
    `${label}必须在指定范围 [${values.join(', ')}]`,
  )
}

/** CommonStatus: 0 enabled, 1 disabled. */
export const COMMON_STATUSES = [0, 1] as const

export function requiredStatus(label = '状态') {
  return requiredIntIn(label, COMMON_STATUSES)
}

export function optionalStatus(label = '状态') {
  return optionalIntIn(label, COMMON_STATUSES)
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
