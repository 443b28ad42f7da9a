import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalText, requiredInt, requiredText } from './fields'

// Process models: /bpm/model/* (docs/admin-api.md#bpm). Model and definition ids are strings
// (Flowable's).

/** Model form type: 10 a process form (form designer), 20 a business form (custom routes). */
export const FORM_TYPE_NORMAL = 10
export const FORM_TYPE_CUSTOM = 20
export const modelFormType = z.union([z.literal(FORM_TYPE_NORMAL), z.literal(FORM_TYPE_CUSTOM)])

/** SuspensionState: 1 active, 2 suspended. */
export const STATE_ACTIVE = 1
export const STATE_SUSPENDED = 2
export const SUSPENSION_STATES = [STATE_ACTIVE, STATE_SUSPENDED] as const
export const suspensionState = z.union([z.literal(STATE_ACTIVE), z.literal(STATE_SUSPENDED)])

/** The Java server's ValidationUtils.isXmlNCName: what a process key may look like. */
export const PROCESS_KEY_PATTERN = /^[a-zA-Z_][-_.0-9a-zA-Z$]*$/

/** The latest deployed definition of a model. */
export const bpmModelDefinitionSummary = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  deploymentTime: epochMs,
  suspensionState,
})

/** An item of page. */
export const bpmModelItem = z.object({
  id: z.string().min(1),
  key: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  formType: modelFormType.nullish(),
  formId: id.nullish(),
  formName: z.string().nullish(),
  formCustomCreatePath: z.string().nullish(),
  formCustomViewPath: z.string().nullish(),
  createTime: epochMs,
  /** Absent or null when never deployed. */
  processDefinition: bpmModelDefinitionSummary.nullish(),
})

/** data of get: the item with its diagram. */
export const bpmModelDetail = bpmModelItem.extend({ bpmnXml: z.string().nullish() })

export const bpmModelId = requiredText('流程模型编号', 64)

/** Body of POST create (and the fields of POST import). */
export const bpmModelCreate = z.object({
  key: requiredText('流程标识', 64),
  name: requiredText('流程名称', 64),
  description: optionalText('流程描述', 255),
})

/** Absent: keep the stored value; null or '': clear it. */
const clearableText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是字符串` })
    .max(max, `${label}长度不能超过 ${max} 个字符`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))

const blankToNull = (v: unknown) => (v === '' ? null : v)
const numericString = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blankToNull(v)

/** Body of PUT update: every field but the id may be left out (kept as stored). */
export const bpmModelUpdate = z.object({
  id: bpmModelId,
  name: z
    .string({ error: '流程名称必须是字符串' })
    .refine((s) => s.trim() !== '', '流程名称不能为空')
    .refine((s) => s.length <= 64, '流程名称长度不能超过 64 个字符')
    .optional(),
  description: clearableText('流程描述', 255),
  category: clearableText('流程分类', 64),
  bpmnXml: z.string({ error: 'BPMN XML 必须是字符串' }).nullable().optional(),
  formType: z.preprocess(
    numericString,
    z
      .union([z.literal(FORM_TYPE_NORMAL), z.literal(FORM_TYPE_CUSTOM)], {
        error: '表单类型必须在指定范围 [10, 20]',
      })
      .nullable()
      .optional(),
  ),
  formId: z.preprocess(
    numericString,
    z.number({ error: '表单编号必须是整数' }).int('表单编号必须是整数').nullable().optional(),
  ),
  formCustomCreatePath: clearableText('表单提交路由', 255),
  formCustomViewPath: clearableText('表单查看地址', 255),
})

/** Body of PUT update-state. */
export const bpmModelStateUpdate = z.object({
  id: bpmModelId,
  state: requiredInt('状态').refine(
    (v) => (SUSPENSION_STATES as readonly number[]).includes(v),
    '状态必须在指定范围 [1, 2]',
  ),
})

export type BpmModelItem = z.output<typeof bpmModelItem>
export type BpmModelDetailData = z.output<typeof bpmModelDetail>
export type BpmModelCreate = z.output<typeof bpmModelCreate>
export type BpmModelUpdate = z.output<typeof bpmModelUpdate>
export type BpmModelStateUpdate = z.output<typeof bpmModelStateUpdate>
