import type { ImportRepairNote } from './import-repair'
import type { LintSeverity } from './lint-problems'

/** One entry of a problem list group other than lint's. */
export interface DesignerProblem {
  /** The element to select on click; null: nothing to select (e.g. a dropped shape). */
  elementId: string | null
  message: string
  severity: LintSeverity
}

export interface ProblemGroup {
  key: string
  title: string
  problems: readonly DesignerProblem[]
}

export const IMPORT_REPAIR_GROUP_TITLE = '导入修复'

/** What the import repair changed, as the 导入修复 group (information: nothing is wrong now). */
export function importRepairGroup(notes: readonly ImportRepairNote[]): ProblemGroup {
  return {
    key: 'import-repair',
    title: IMPORT_REPAIR_GROUP_TITLE,
    problems: notes.map((note) => ({ ...note, severity: 'info' })),
  }
}
