import { z } from 'zod'
import { BizError } from './biz-error'
import { parseDateTime } from './date-time'

// The field builders are shared with the console and the contract tests (one definition of every
// request schema and its Chinese messages); this module keeps the sandbox's error envelope.
export {
  idQuery,
  optionalBoolean,
  optionalInt,
  optionalIntIn,
  optionalStatus,
  optionalText,
  pageParams,
  requiredBoolean,
  requiredInt,
  requiredIntIn,
  requiredStatus,
  requiredText,
} from '../../../../src/shared/wire/fields'

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

/**
 * Sandbox-side wire checks: a row mapped to a wire item is validated against the shared item schema
 * (src/shared/wire) outside production, so a mapper that drifts from what the console and the
 * contract tests expect fails loudly (code 500) in development and in tests.
 */
const CHECK_ITEMS = process.env.NODE_ENV !== 'production'

export function wireItem<S extends z.ZodType>(schema: S, item: z.output<S>): z.output<S> {
  if (!CHECK_ITEMS) return item
  const result = schema.safeParse(item)
  if (result.success) return item
  const issue = result.error.issues[0]
  throw new Error(
    `Sandbox answer does not match its wire schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
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
