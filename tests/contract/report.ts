import type { CheckResult } from './checks'

/** Terminal columns a string takes (CJK characters are two wide). */
export function displayWidth(text: string): number {
  let width = 0
  for (const char of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        char,
      )
        ? 2
        : 1
  return width
}

const pad = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - displayWidth(text)))

const OUTCOME_LABEL = { yes: 'yes', no: 'NO', skipped: 'skipped' } as const

/** endpoint | check | conforms | reason, one row per check. */
export function formatTable(results: CheckResult[]): string {
  const rows = [
    ['endpoint', 'check', 'conforms', 'reason'],
    ...results.map((r) => [r.endpoint, r.name, OUTCOME_LABEL[r.outcome], r.reason]),
  ]
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => displayWidth(row[col]))))
  const lines = rows.map((row) =>
    [pad(row[0], widths[0]), pad(row[1], widths[1]), pad(row[2], widths[2]), row[3]]
      .join('  ')
      .trimEnd(),
  )
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  ') + '  ' + '-'.repeat(6))
  return lines.join('\n')
}

export function summarise(results: CheckResult[]) {
  const passed = results.filter((r) => r.outcome === 'yes').length
  const failed = results.filter((r) => r.outcome === 'no').length
  const skipped = results.filter((r) => r.outcome === 'skipped').length
  const line =
    `${failed === 0 ? 'CONFORMS' : 'DOES NOT CONFORM'}: ${passed} of ${results.length} checks conform, ` +
    `${failed} do not, ${skipped} skipped`
  return { passed, failed, skipped, line }
}
