/** What the bridge log shows of a token: enough to tell two apart, never enough to use one. */
export function maskToken(token: string): string {
  return `${token.slice(0, 4)}…`
}
