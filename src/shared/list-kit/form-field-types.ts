import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { DictValueType } from '@/shared/dict'
import type { DateValueFormat } from '@/shared/ui/date-fields'

export type FormOptionValue = string | number | boolean

export interface FormOption {
  label: string
  value: FormOptionValue
}

interface FormFieldBase<V extends FieldValues> {
  name: Path<V>
  label: string
  /** Shows the required mark; the schema does the checking. */
  required?: boolean
  disabled?: boolean
}

export interface TextFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'text'
  placeholder?: string
  /** A textarea with this many rows. */
  rows?: number
}

/** Holds a number, or null while empty. */
export interface NumberFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'number'
  placeholder?: string
  min?: number
  max?: number
}

export interface RadioFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'radio'
  options: readonly FormOption[]
}

/** Radio buttons fed by a dictionary type; values converted to `valueType` (default number). */
export interface DictRadioFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'dictRadio'
  dictType: string
  valueType?: DictValueType
}

export interface SelectFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'select'
  options: readonly FormOption[]
  placeholder?: string
  /** Renders an option in the menu and the chosen value (e.g. with a preview chip). */
  renderOption?: (option: FormOption) => ReactNode
  /** Offers an empty choice that sets ''. */
  clearable?: boolean
}

/**
 * A date (or date and time) picker in Chinese. Holds per `valueFormat` (default 'date'):
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' ('datetime') or epoch ms ('epoch'); null while empty.
 */
export interface DateFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'date'
  withTime?: boolean
  valueFormat?: DateValueFormat
}

/**
 * Two pickers, begin and end (the end cannot be before the begin). Holds [begin, end] in
 * `valueFormat` (an end may be null while picking), or [] while empty. Without a time, the begin
 * is the first day's 00:00:00 and the end the last day's 23:59:59 ('datetime' / 'epoch').
 */
export interface DateRangeFormField<V extends FieldValues> extends FormFieldBase<V> {
  kind: 'dateRange'
  withTime?: boolean
  valueFormat?: DateValueFormat
}

/** Anything else: rendered in the label's row with the form at hand. */
export interface CustomFormField<V extends FieldValues> extends Omit<FormFieldBase<V>, 'name'> {
  kind: 'custom'
  name: string
  render: (form: UseFormReturn<V>) => ReactNode
}

export type FormFieldDef<V extends FieldValues> =
  | TextFormField<V>
  | NumberFormField<V>
  | RadioFormField<V>
  | DictRadioFormField<V>
  | SelectFormField<V>
  | DateFormField<V>
  | DateRangeFormField<V>
  | CustomFormField<V>
