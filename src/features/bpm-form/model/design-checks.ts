import {
  FIELD_NAME_PATTERN,
  compilePattern,
  isChoiceType,
  type FormFieldDefinition,
} from '@/shared/form-render'

/** Why a field name cannot be used, or null. `others` are the form's other fields. */
export function fieldNameProblem(
  name: string,
  others: readonly FormFieldDefinition[],
): string | null {
  if (name.trim() === '') return '字段名不能为空'
  if (!FIELD_NAME_PATTERN.test(name)) return '字段名须以字母或下划线开头，只含字母、数字和下划线'
  if (others.some((other) => other.field === name)) return '字段名已存在'
  return null
}

/** Why the options of a choice field cannot be saved, or null. */
export function optionsProblem(field: FormFieldDefinition): string | null {
  if (!isChoiceType(field.type)) return null
  const options = field.options ?? []
  if (options.length === 0) return '请至少添加一个选项'
  if (options.some((option) => option.label.trim() === '')) return '选项名不能为空'
  if (options.some((option) => String(option.value).trim() === '')) return '选项值不能为空'
  const values = options.map((option) => String(option.value))
  if (new Set(values).size !== values.length) return '选项值不能重复'
  return null
}

/** Why the validation settings do not make sense, or null. */
export function validationProblem(field: FormFieldDefinition): string | null {
  const rules = field.validation ?? {}
  if (rules.pattern && !compilePattern(rules.pattern)) return '正则表达式无效'
  if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) {
    return '最小值不能大于最大值'
  }
  if (
    rules.minLength !== undefined &&
    rules.maxLength !== undefined &&
    rules.minLength > rules.maxLength
  ) {
    return '最小长度不能大于最大长度'
  }
  return null
}

/** The first thing wrong with one field; `others` are the fields its name must differ from. */
export function fieldProblemOf(
  field: FormFieldDefinition,
  others: readonly FormFieldDefinition[],
): string | null {
  if (field.label.trim() === '') return '标签不能为空'
  return fieldNameProblem(field.field, others) ?? optionsProblem(field) ?? validationProblem(field)
}

export interface DesignProblem {
  message: string
  /** The field to select so the user sees what to fix. */
  fieldId?: string
  /** The problem is in the form's own settings. */
  settings?: boolean
}

/** The first reason the design cannot be saved, or null. */
export function designProblem(
  name: string,
  fields: readonly FormFieldDefinition[],
): DesignProblem | null {
  if (name.trim() === '') return { message: '表单名不能为空', settings: true }
  if (fields.length === 0) return { message: '请至少添加一个字段' }
  for (const [index, field] of fields.entries()) {
    // A repeated name is reported on its second use: the first was there before.
    const problem = fieldProblemOf(field, fields.slice(0, index))
    if (problem) {
      return {
        message: `第 ${index + 1} 个字段（${field.label || field.field}）：${problem}`,
        fieldId: field.id,
      }
    }
  }
  return null
}
