import { useEffect, useState } from 'react'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'

/** bpmn-js-token-simulation's event when simulation mode is switched (button, 'T' key or code). */
export const TOGGLE_SIMULATION_EVENT = 'tokenSimulation.toggleMode'

/** Whether token simulation is on in `modeler` (a new modeler starts with it off). */
export function useSimulation(modeler: BpmnModelerLike | null): boolean {
  const [state, setState] = useState<{ modeler: BpmnModelerLike | null; active: boolean }>({
    modeler,
    active: false,
  })
  useEffect(() => {
    if (!modeler) return
    const onToggle = (event: { active: boolean }) => setState({ modeler, active: event.active })
    modeler.on(TOGGLE_SIMULATION_EVENT, onToggle)
    return () => modeler.off(TOGGLE_SIMULATION_EVENT, onToggle)
  }, [modeler])
  return state.modeler === modeler && state.active
}
