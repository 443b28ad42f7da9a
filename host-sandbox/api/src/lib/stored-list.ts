/**
 * A list kept in a TEXT column as a JSON array (scopes, redirect URIs, template parameter names),
 * as strings. A value that is not such an array reads as empty: a damaged row must not take its
 * screen or a sign-in down with it.
 */
export function storedStringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}
