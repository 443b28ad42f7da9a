const SCOPE_LABELS: Record<string, string> = {
  'user.read': '访问你的个人信息',
  'user.write': '修改你的个人信息',
}

/** What the consent page shows for a scope; unknown scopes show their key. */
export function scopeLabel(key: string): string {
  return SCOPE_LABELS[key] ?? key
}

/** The `scope` query parameter of an authorize request: names separated by spaces or commas. */
export function parseScopeParam(raw: string | null): string[] {
  if (!raw) return []
  return [...new Set(raw.split(/[\s,]+/).filter(Boolean))]
}

/** Scope name -> approved, as the authorize call expects it. */
export function toScopeDecision(all: string[], approved: string[]): Record<string, boolean> {
  const decision: Record<string, boolean> = {}
  for (const key of all) decision[key] = approved.includes(key)
  return decision
}
