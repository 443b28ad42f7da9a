import type { z } from 'zod'
import {
  DEFAULT_FORM_CONF,
  formConfSchema,
  formFieldSchema,
  isChoiceType,
  type FormConf,
  type FormFieldDefinition,
} from './form-definition'

/** One stored field that could not be read. */
export interface FieldParseError {
  /** Its position in the stored list (0-based). */
  index: number
  /** A sentence for the user, e.g. '第 2 个字段无法解析：JSON 格式错误'. */
  message: string
}

export interface ParsedFormFields {
  /** The fields that parsed, in their stored order. */
  fields: FormFieldDefinition[]
  errors: FieldParseError[]
}

let idCounter = 0

/** A new designer id, unique within the page's life. */
export function createFieldId(): string {
  idCounter += 1
  return `f${Date.now().toString(36)}${idCounter.toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    // Our own messages are Chinese sentences; zod's built-in ones are English and not for users.
    const custom = issue.code === 'invalid_format' || issue.code === 'custom'
    return path ? `属性 ${path} ${custom ? issue.message : '无效'}` : '不是一个字段定义'
  })
  return [...new Set(parts)].join('；')
}

function nameOf(raw: unknown): string {
  if (raw && typeof raw === 'object') {
    const { label, field } = raw as { label?: unknown; field?: unknown }
    if (typeof label === 'string' && label) return `（${label}）`
    if (typeof field === 'string' && field) return `（${field}）`
  }
  return ''
}

/**
 * Reads a form's stored fields. Never throws: a field that is not JSON or not a valid definition is
 * left out and reported with its position; the others are kept. Missing or repeated designer ids
 * are replaced (they only matter inside the designer).
 */
export function parseFormFields(strings: readonly unknown[] | null | undefined): ParsedFormFields {
  const fields: FormFieldDefinition[] = []
  const errors: FieldParseError[] = []
  const ids = new Set<string>()
  if (!Array.isArray(strings)) return { fields, errors }

  strings.forEach((text, index) => {
    const prefix = `第 ${index + 1} 个字段`
    let raw: unknown
    try {
      raw = typeof text === 'string' ? JSON.parse(text) : text
    } catch {
      errors.push({ index, message: `${prefix}无法解析：JSON 格式错误` })
      return
    }
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const { id } = raw as { id?: unknown }
      if (typeof id !== 'string' || id === '' || ids.has(id)) raw = { ...raw, id: createFieldId() }
    }
    const result = formFieldSchema.safeParse(raw)
    if (!result.success) {
      errors.push({
        index,
        message: `${prefix}${nameOf(raw)}无法解析：${describeIssues(result.error.issues)}`,
      })
      return
    }
    ids.add(result.data.id)
    fields.push(result.data)
  })
  return { fields, errors }
}

/** The definition without what its type does not use, so the stored JSON stays small. */
export function cleanFormField(field: FormFieldDefinition): FormFieldDefinition {
  const clean: FormFieldDefinition = {
    id: field.id,
    type: field.type,
    field: field.field,
    label: field.label,
    required: field.required,
  }
  if (field.defaultValue !== undefined && field.defaultValue !== null && field.type !== 'upload') {
    clean.defaultValue = field.defaultValue
  }
  if (field.placeholder) clean.placeholder = field.placeholder
  if (isChoiceType(field.type)) clean.options = field.options ?? []
  const validation = Object.fromEntries(
    Object.entries(field.validation ?? {}).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  )
  if (Object.keys(validation).length > 0) clean.validation = validation
  if (field.type === 'upload') {
    if (field.accept) clean.accept = field.accept
    if (field.maxCount !== undefined) clean.maxCount = field.maxCount
  }
  if (field.type === 'number' && field.step !== undefined) clean.step = field.step
  return clean
}

/** One JSON string per field, as BpmForm.fields stores them. */
export function serializeFormFields(fields: readonly FormFieldDefinition[]): string[] {
  return fields.map((field) => JSON.stringify(cleanFormField(field)))
}

export interface ParsedFormConf {
  conf: FormConf
  /** Set when the stored text was not readable and the defaults are used instead. */
  error: string | null
}

/**
 * Reads BpmForm.conf. Never throws: empty text gives the defaults; unreadable JSON gives the
 * defaults and an error; a single bad setting falls back to its default alone.
 */
export function parseFormConf(text: string | null | undefined): ParsedFormConf {
  if (text === null || text === undefined || text.trim() === '') {
    return { conf: { ...DEFAULT_FORM_CONF }, error: null }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return {
      conf: { ...DEFAULT_FORM_CONF },
      error: '表单配置无法解析：JSON 格式错误，已使用默认配置',
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { conf: { ...DEFAULT_FORM_CONF }, error: '表单配置无法解析，已使用默认配置' }
  }
  return { conf: formConfSchema.parse(raw), error: null }
}

/** BpmForm.conf: the settings as one JSON string. */
export function serializeFormConf(conf: FormConf): string {
  const { labelWidth, size, labelPosition } = conf
  return JSON.stringify({ labelWidth, size, labelPosition })
}
