import { z } from 'zod'
import { commonStatus, epochMs, id, nullableText } from './common'
import { optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Process forms built with the form designer: /bpm/form/* (docs/admin-api.md#bpm).

/** An item of page and get. */
export const bpmFormItem = z.object({
  id,
  name: z.string(),
  status: commonStatus,
  remark: nullableText.optional(),
  /** JSON string: the form's own settings (label width, size...); see shared/form-render. */
  conf: z.string(),
  /** One JSON string per field definition. */
  fields: z.array(z.string()),
  createTime: epochMs,
})

/** An item of list-all-simple (enabled forms, the model dialog's picker). */
export const bpmFormSimpleItem = z.object({ id, name: z.string() })

// Far above what the designer writes (a few KB), low enough that a form cannot fill the database
// or make every process start parse megabytes (docs/security.md).
export const FORM_CONF_MAX_BYTES = 64 * 1024
export const FORM_FIELD_MAX_BYTES = 64 * 1024
export const FORM_FIELDS_MAX = 500

const utf8 = new TextEncoder()
const withinBytes = (max: number) => (s: string) => utf8.encode(s).length <= max
const missingOr = (missing: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : invalid

const saveFields = {
  name: requiredText('表单名称', 100),
  status: requiredStatus('表单状态'),
  remark: optionalText('备注', 500),
  conf: z
    .string({ error: missingOr('表单的配置不能为空', '表单的配置必须是字符串') })
    .refine(withinBytes(FORM_CONF_MAX_BYTES), '表单的配置不能超过 64 KB'),
  fields: z
    .array(
      z
        .string({ error: '表单项必须是字符串' })
        .refine(withinBytes(FORM_FIELD_MAX_BYTES), '每个表单项不能超过 64 KB'),
      { error: missingOr('表单项的数组不能为空', '表单项的数组必须是字符串数组') },
    )
    .max(FORM_FIELDS_MAX, `表单项不能超过 ${FORM_FIELDS_MAX} 个`),
}

/**
 * Body of POST create. The sandbox also checks what a schema cannot: conf and every field are
 * JSON objects and no two fields submit under the same name.
 */
export const bpmFormCreate = z.object(saveFields)
/** Body of PUT update. */
export const bpmFormUpdate = z.object({ id: requiredInt('表单编号'), ...saveFields })

export type BpmFormItem = z.output<typeof bpmFormItem>
export type BpmFormSimpleItem = z.output<typeof bpmFormSimpleItem>
export type BpmFormCreate = z.output<typeof bpmFormCreate>
export type BpmFormUpdate = z.output<typeof bpmFormUpdate>
