/**
 * The one rule for secrets in settings screens (pay channels, SMS channels, file configs, OAuth2
 * clients): answers show a mask, never the secret, and a save that sends that mask back means
 * "unchanged" (the console only ever saw the mask). Each screen keeps its own mask text: the
 * console compares against it.
 */
export type MaskOf = (stored: string) => string

/** Whether `sent` is the mask of the stored secret, i.e. the secret was left as it was. */
export function isMaskOf(sent: unknown, stored: unknown, maskOf: MaskOf): stored is string {
  return typeof stored === 'string' && sent === maskOf(stored)
}

/** `sent` with every secret field that came back as its mask set to the stored value again. */
export function restoreMaskedSecrets<T extends Record<string, unknown>>(
  sent: T,
  stored: Readonly<Record<string, unknown>> | undefined,
  fields: readonly string[],
  maskOf: MaskOf,
): T {
  const restored: Record<string, unknown> = { ...sent }
  for (const field of fields) {
    const before = stored?.[field]
    if (isMaskOf(restored[field], before, maskOf)) restored[field] = before
  }
  return restored as T
}

/** `settings` as answered: every non-empty secret field replaced by its mask. */
export function maskSecrets<T extends Record<string, unknown>>(
  settings: T,
  fields: readonly string[],
  maskOf: MaskOf,
): T {
  const answer: Record<string, unknown> = { ...settings }
  for (const field of fields) {
    const value = answer[field]
    if (typeof value === 'string' && value !== '') answer[field] = maskOf(value)
  }
  return answer as T
}
