/** Validation messages by field name. */
export type FieldErrors = Partial<Record<string, string>>

export type WriteResult =
  | { ok: true; /** false when the value was already there (nothing written) */ written: boolean }
  | { ok: false; errors: FieldErrors }

export function written(changed: boolean): WriteResult {
  return { ok: true, written: changed }
}

export function rejected(errors: FieldErrors): WriteResult {
  return { ok: false, errors }
}

/** Rejected when `errors` holds any message, otherwise null (go on and write). */
export function rejectIfAny(errors: FieldErrors): WriteResult | null {
  return Object.values(errors).some(Boolean) ? rejected(errors) : null
}

/** The first message of a result, for a toast. */
export function firstError(result: WriteResult): string | null {
  if (result.ok) return null
  return Object.values(result.errors).find(Boolean) ?? null
}
