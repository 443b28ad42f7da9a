import type { CommandStackLike } from '@/shared/bpmn/modeler-types'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'
import { useModelerValue } from './use-modeler-value'

const EVENTS = ['commandStack.changed']

export interface CommandStackState {
  canUndo: boolean
  canRedo: boolean
}

/** Undo / redo availability, following the command stack. */
export function useCommandStackState(modeler: BpmnModelerLike | null): CommandStackState {
  const canUndo = useModelerValue(
    modeler,
    EVENTS,
    (m) => m.get<CommandStackLike>('commandStack').canUndo(),
    false,
  )
  const canRedo = useModelerValue(
    modeler,
    EVENTS,
    (m) => m.get<CommandStackLike>('commandStack').canRedo(),
    false,
  )
  return { canUndo, canRedo }
}
