import { useEffect, useState } from 'react'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'
import { flattenLintIssues, type LintIssues, type LintProblem } from '../model/lint-problems'

/**
 * bpmn-js-bpmnlint's live result, as a list; null until the modeler's diagram has been checked
 * (nothing is claimed about a diagram not checked yet).
 */
export function useLintProblems(modeler: BpmnModelerLike | null): LintProblem[] | null {
  const [state, setState] = useState<{
    modeler: BpmnModelerLike | null
    problems: LintProblem[] | null
  }>({ modeler, problems: null })
  useEffect(() => {
    if (!modeler) return
    const onCompleted = (event: { issues: LintIssues }) =>
      setState({ modeler, problems: flattenLintIssues(event.issues) })
    modeler.on('linting.completed', onCompleted)
    // The first lint may have finished before this listener: ask for a fresh one.
    modeler.get<{ update?: () => void } | null>('linting')?.update?.()
    return () => modeler.off('linting.completed', onCompleted)
  }, [modeler])
  return state.modeler === modeler ? state.problems : null
}
