import type { FieldValues } from 'react-hook-form'

/**
 * The 修改 values of a loaded row: its `id`, then each key the empty form has, from the row when
 * it holds a value (null and missing keep the empty value, e.g. '' for a blank remark).
 */
export function valuesFromItem<FormIn extends FieldValues>(
  item: { id: number },
  empty: FormIn,
): FormIn {
  const row = item as unknown as Record<string, unknown>
  const values: Record<string, unknown> = { id: item.id }
  for (const [key, emptyValue] of Object.entries(empty)) {
    values[key] = row[key] ?? emptyValue
  }
  return values as FormIn
}

/**
 * A form's output as a request body: empty texts are left out (the backend stores nothing rather
 * than ''), everything else is sent as it is.
 */
export function withoutBlankTexts<T extends object>(values: T): T {
  const body: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value !== '' && value !== undefined) body[key] = value
  }
  return body as T
}
