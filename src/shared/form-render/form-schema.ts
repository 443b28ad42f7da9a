import { z } from 'zod'
import { isEmptyFieldValue } from './field-values'
import type { FormFieldDefinition } from './form-definition'

/** A compiled `validation.pattern`, or null when it is empty or not a valid expression. */
export function compilePattern(pattern: string | undefined): RegExp | null {
  if (!pattern) return null
  try {
    return new RegExp(pattern)
  } catch {
    return null
  }
}

/** The first rule a filled value breaks, with the field's own message when it has one. */
function ruleProblem(field: FormFieldDefinition, value: unknown): string | null {
  const rules = field.validation
  if (!rules) return null
  const { label } = field
  const say = (fallback: string) => rules.message || fallback

  switch (field.type) {
    case 'input':
    case 'textarea': {
      const text = typeof value === 'string' ? value : ''
      if (rules.minLength !== undefined && text.length < rules.minLength) {
        return say(`${label}长度不能少于${rules.minLength}个字符`)
      }
      if (rules.maxLength !== undefined && text.length > rules.maxLength) {
        return say(`${label}长度不能超过${rules.maxLength}个字符`)
      }
      const pattern = compilePattern(rules.pattern)
      if (pattern && !pattern.test(text)) return say(`${label}格式不正确`)
      return null
    }
    case 'number': {
      if (typeof value !== 'number') return null
      if (rules.min !== undefined && value < rules.min) return say(`${label}不能小于${rules.min}`)
      if (rules.max !== undefined && value > rules.max) return say(`${label}不能大于${rules.max}`)
      return null
    }
    case 'checkbox': {
      const picked = Array.isArray(value) ? value.length : 0
      if (rules.min !== undefined && picked < rules.min)
        return say(`${label}至少选择${rules.min}项`)
      if (rules.max !== undefined && picked > rules.max)
        return say(`${label}最多选择${rules.max}项`)
      return null
    }
    default:
      return null
  }
}

/** The problem of one field's value, or null. Empty optional fields are not checked further. */
export function fieldProblem(field: FormFieldDefinition, value: unknown): string | null {
  if (isEmptyFieldValue(field.type, value)) {
    return field.required && field.type !== 'switch' ? `${field.label}不能为空` : null
  }
  if (field.type === 'daterange' && Array.isArray(value) && value[0] > value[1]) {
    return `${field.label}的开始日期不能晚于结束日期`
  }
  if (field.type === 'upload' && field.maxCount !== undefined && Array.isArray(value)) {
    if (value.length > field.maxCount) return `${field.label}最多上传${field.maxCount}个文件`
  }
  return ruleProblem(field, value)
}

/**
 * The zod schema of a rendered form's values: one entry per field, '<label>不能为空' for a
 * required field left empty, then its validation rules. Values pass through unchanged.
 */
export function buildFormSchema(fields: readonly FormFieldDefinition[]) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    shape[field.field] = z.unknown().superRefine((value, ctx) => {
      const problem = fieldProblem(field, value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
  }
  return z.looseObject(shape)
}
