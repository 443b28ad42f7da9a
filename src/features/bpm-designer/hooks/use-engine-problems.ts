import { useEffect, useMemo, useState } from 'react'
import { skipToken } from '@reduxjs/toolkit/query'
import { useGetTaskAssignRulesQuery } from '@/shared/bpm/assign-rule-api'
import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import { findEngineProblems, type EngineProblem } from '../model/engine-problems'

/**
 * What the sandbox's engine could not run in the diagram shown, re-checked after every change:
 * expressions its evaluator rejects, timers it cannot schedule and, for a saved model whose
 * rules can be read, user tasks without an assignment rule (deploy refuses those).
 */
export function useEngineProblems(
  modeler: DesignerModeler | null,
  modelId: string | null,
): EngineProblem[] {
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    if (!modeler) return
    const changed = () => setChanges((count) => count + 1)
    modeler.on('elements.changed', changed)
    modeler.on('import.done', changed)
    return () => {
      modeler.off('elements.changed', changed)
      modeler.off('import.done', changed)
    }
  }, [modeler])
  // Without the rules (no model yet, no permission, a failed request) the rule check is skipped.
  const { data: rules } = useGetTaskAssignRulesQuery(modelId ? { modelId } : skipToken)
  const ruleKeys = useMemo(
    () =>
      rules
        ? new Set(rules.filter((rule) => rule.id != null).map((rule) => rule.taskDefinitionKey))
        : undefined,
    [rules],
  )
  return useMemo(() => {
    // `changes` is what makes this run again: the definitions object stays the same.
    void changes
    return modeler ? findEngineProblems(modeler.getDefinitions(), ruleKeys) : []
  }, [modeler, ruleKeys, changes])
}
