import type { LintReport } from 'bpmnlint'

// The problem list's side of linting: no rules here, so the page does not pull them out of the
// canvas chunk.

export type LintSeverity = 'error' | 'warn' | 'info'

/** One row of the designer's problem list. */
export interface LintProblem {
  /** The element the problem is about. */
  elementId: string
  /** Where the overlay shows it: the element itself, or its participant / the root when hidden. */
  shownOnId: string
  message: string
  severity: LintSeverity
  rule: string
}

/** What `linting.completed` carries: reports grouped by the element they are shown on. */
export type LintIssues = Record<
  string,
  (LintReport & { rule?: string; actualElementId?: string })[]
>

const SEVERITY_ORDER: Record<LintSeverity, number> = { error: 0, warn: 1, info: 2 }

/** The reports as a flat list, errors first, each under the element it is about. */
export function flattenLintIssues(issues: LintIssues | null | undefined): LintProblem[] {
  const problems: LintProblem[] = []
  for (const [shownOn, reports] of Object.entries(issues ?? {})) {
    for (const report of reports) {
      const severity: LintSeverity =
        report.category === 'warn' || report.category === 'info' ? report.category : 'error'
      problems.push({
        elementId: report.actualElementId ?? report.id ?? shownOn,
        shownOnId: shownOn,
        message: report.message,
        severity,
        rule: report.rule ?? '',
      })
    }
  }
  return problems.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
}
