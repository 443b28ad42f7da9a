import { useEffect, useState } from 'react'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'
import { flattenLintIssues, type LintIssues, type LintProblem } from '../model/lint-problems'

const NO_PROBLEMS: LintProblem[] = []

/** bpmn-js-bpmnlint's live result, as a list; empty without a modeler. */
export function useLintProblems(modeler: BpmnModelerLike | null): LintProblem[] {
  const [state, setState] = useState<{ modeler: BpmnModelerLike | null; problems: LintProblem[] }>({
    modeler,
    problems: NO_PROBLEMS,
  })
  useEffect(() => {
    if (!modeler) return
    const onCompleted = (event: { issues: LintIssues }) =>
      setState({ modeler, problems: flattenLintIssues(event.issues) })
    modeler.on('linting.completed', onCompleted)
    // The first lint may have finished before this listener: ask for a fresh one.
    modeler.get<{ update?: () => void } | null>('linting')?.update?.()
    return () => modeler.off('linting.completed', onCompleted)
  }, [modeler])
  return state.modeler === modeler ? state.problems : NO_PROBLEMS
}
