import type { Ref } from 'react'
import type { FieldValue } from '../field-values'
import type { FormFieldDefinition, FormSize } from '../form-definition'

/** What every field control takes: a controlled value plus the ids its row label uses. */
export interface FieldControlProps {
  field: FormFieldDefinition
  value: unknown
  onChange: (value: FieldValue) => void
  onBlur?: () => void
  /** The message under the control; also marks it invalid. */
  error?: string
  disabled?: boolean
  size?: FormSize
  /** id of the focusable input, for the row label's htmlFor. */
  inputId: string
  /** id of the row label, for groups (radio, checkbox, date range) to be named by it. */
  labelId: string
  inputRef?: Ref<HTMLInputElement>
}

export function inputPlaceholder(field: FormFieldDefinition): string {
  return field.placeholder || `请输入${field.label}`
}

export function choicePlaceholder(field: FormFieldDefinition): string {
  return field.placeholder || `请选择${field.label}`
}
