import type { EngineProblem } from './engine-problems'
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

export const ENGINE_GROUP_TITLE = '引擎检查'

/** What the engine cannot run (deploy or the running instance would fail), as errors. */
export function engineProblemGroup(problems: readonly EngineProblem[]): ProblemGroup {
  return {
    key: 'engine',
    title: ENGINE_GROUP_TITLE,
    problems: problems.map((problem) => ({ ...problem, severity: 'error' })),
  }
}
