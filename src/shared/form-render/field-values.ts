import type {
  FormFieldDefinition,
  FormFieldType,
  FormOptionValue,
  FormValues,
} from './form-definition'

/**
 * The shape of a value per field type:
 * input / textarea / date ('YYYY-MM-DD') / time ('HH:mm'): string, '' when empty;
 * number: number | null; select / radio: an option value | null; checkbox: option values;
 * switch: boolean; daterange: [begin, end] | null; user: a user id | null;
 * upload: the URLs of the uploaded files.
 */
export type FieldValue =
  string | number | boolean | null | FormOptionValue[] | [string, string] | string[]

export type DateRangeValue = [string, string] | null

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const TIME_PATTERN = /^\d{2}:\d{2}(:\d{2})?$/

/** The value of a field nobody filled. */
export function emptyFieldValue(type: FormFieldType): FieldValue {
  switch (type) {
    case 'number':
    case 'select':
    case 'radio':
    case 'daterange':
    case 'user':
      return null
    case 'checkbox':
    case 'upload':
      return []
    case 'switch':
      return false
    default:
      return ''
  }
}

function isOptionValue(raw: unknown): raw is FormOptionValue {
  return typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))
}

/**
 * `raw` in the shape `field.type` expects, or the empty value when it does not fit (a stored default
 * of another type, a process variable of the wrong kind). Numbers given as numeric strings are
 * accepted, as variables often come back as text.
 */
export function normalizeFieldValue(field: FormFieldDefinition, raw: unknown): FieldValue {
  const empty = emptyFieldValue(field.type)
  if (raw === undefined || raw === null) return empty
  switch (field.type) {
    case 'input':
    case 'textarea':
      return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : empty
    case 'date':
      return typeof raw === 'string' && (raw === '' || DATE_PATTERN.test(raw)) ? raw : empty
    case 'time':
      return typeof raw === 'string' && (raw === '' || TIME_PATTERN.test(raw)) ? raw : empty
    case 'number':
    case 'user': {
      if (raw === '') return null
      const value = typeof raw === 'string' ? Number(raw) : raw
      return typeof value === 'number' && Number.isFinite(value) ? value : empty
    }
    case 'select':
    case 'radio':
      return isOptionValue(raw) && raw !== '' ? raw : empty
    case 'checkbox':
      return Array.isArray(raw) ? raw.filter(isOptionValue) : empty
    case 'switch':
      return typeof raw === 'boolean'
        ? raw
        : raw === 'true'
          ? true
          : raw === 'false'
            ? false
            : empty
    case 'daterange':
      return Array.isArray(raw) &&
        raw.length === 2 &&
        raw.every((part) => typeof part === 'string' && (part === '' || DATE_PATTERN.test(part)))
        ? [raw[0] as string, raw[1] as string]
        : empty
    case 'upload':
      return Array.isArray(raw)
        ? raw.filter((url): url is string => typeof url === 'string')
        : empty
  }
}

/** Whether a value counts as "not filled" for 必填. A switch is always filled. */
export function isEmptyFieldValue(type: FormFieldType, value: unknown): boolean {
  if (value === null || value === undefined) return true
  switch (type) {
    case 'input':
    case 'textarea':
    case 'date':
    case 'time':
      return typeof value !== 'string' || value.trim() === ''
    case 'checkbox':
    case 'upload':
      return !Array.isArray(value) || value.length === 0
    case 'daterange':
      return !Array.isArray(value) || value[0] === '' || value[1] === ''
    case 'select':
    case 'radio':
      return value === ''
    case 'switch':
      return false
    default:
      return false
  }
}

/**
 * What the form starts with, one entry per field: its entry of `value` when it fits, else its
 * default value, else empty.
 */
export function initialFormValues(
  fields: readonly FormFieldDefinition[],
  value?: FormValues | null,
): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const given = value && field.field in value ? value[field.field] : undefined
    const chosen = given !== undefined ? given : field.defaultValue
    values[field.field] = normalizeFieldValue(field, chosen)
  }
  return values
}
