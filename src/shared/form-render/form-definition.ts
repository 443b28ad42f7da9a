import { z } from 'zod'

/**
 * The process-form definition model: what the form designer writes and the renderer reads.
 * A BpmForm stores it as `conf` (one JSON string, {@link FormConf}) and `fields` (one JSON string
 * per {@link FormFieldDefinition}), docs/admin-api.md#bpm.
 */

export const FORM_FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'daterange',
  'time',
  'user',
  'upload',
] as const

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** Types whose value is picked from the field's own `options`. */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox']

export function isChoiceType(type: FormFieldType): boolean {
  return CHOICE_FIELD_TYPES.includes(type)
}

/** A variable name: a letter or underscore, then letters, digits or underscores. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/

export const formOptionSchema = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
})

export type FormOption = z.infer<typeof formOptionSchema>
export type FormOptionValue = FormOption['value']

const finiteNumber = z.number().refine(Number.isFinite, '必须是数字')
const count = z.number().int().nonnegative()

export const fieldValidationSchema = z.object({
  /** number: the smallest value; checkbox: the fewest options to pick. */
  min: finiteNumber.optional(),
  /** number: the largest value; checkbox: the most options to pick. */
  max: finiteNumber.optional(),
  /** input / textarea: text length bounds. */
  minLength: count.optional(),
  maxLength: count.optional(),
  /** input / textarea: a regular expression (JavaScript syntax, no slashes) the text must match. */
  pattern: z.string().optional(),
  /** Replaces the default message of every rule above (not of 必填). */
  message: z.string().optional(),
})

export type FieldValidation = z.infer<typeof fieldValidationSchema>

export const formFieldSchema = z.object({
  /** Stable identity inside the designer (selection, drag and drop); not shown. */
  id: z.string().min(1),
  type: z.enum(FORM_FIELD_TYPES),
  /** The variable name the value is submitted under. */
  field: z.string().regex(FIELD_NAME_PATTERN, '字段名须以字母或下划线开头，只含字母、数字和下划线'),
  label: z.string(),
  required: z.boolean().default(false),
  /** Its shape follows the type (see `emptyFieldValue`); a mismatching value is ignored. */
  defaultValue: z.unknown().optional(),
  placeholder: z.string().optional(),
  options: z.array(formOptionSchema).optional(),
  validation: fieldValidationSchema.optional(),
  /** upload: the file input's accept list, e.g. '.pdf,image/*'. */
  accept: z.string().optional(),
  /** upload: how many files at most. */
  maxCount: z.number().int().positive().optional(),
  /** number: the increment of the arrows. */
  step: z.number().positive().optional(),
})

export type FormFieldDefinition = z.infer<typeof formFieldSchema>

export const FORM_SIZES = ['small', 'medium'] as const
export const LABEL_POSITIONS = ['left', 'right', 'top'] as const

export type FormSize = (typeof FORM_SIZES)[number]
export type LabelPosition = (typeof LABEL_POSITIONS)[number]

export const DEFAULT_FORM_CONF = {
  labelWidth: 100,
  size: 'small',
  labelPosition: 'right',
} as const satisfies FormConfShape

interface FormConfShape {
  labelWidth: number
  size: FormSize
  labelPosition: LabelPosition
}

/** Each key falls back to its default on its own, so one bad value does not lose the others. */
export const formConfSchema = z.object({
  labelWidth: z.number().int().min(0).max(600).catch(DEFAULT_FORM_CONF.labelWidth),
  size: z.enum(FORM_SIZES).catch(DEFAULT_FORM_CONF.size),
  labelPosition: z.enum(LABEL_POSITIONS).catch(DEFAULT_FORM_CONF.labelPosition),
})

export type FormConf = z.infer<typeof formConfSchema>

/** The values a rendered form submits: field name -> value. */
export type FormValues = Record<string, unknown>
