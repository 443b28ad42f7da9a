import { useCallback, useSyncExternalStore } from 'react'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'

/**
 * A value read from the modeler, read again whenever one of `events` fires. `read` must return a
 * primitive (or the same object) while nothing changed; `fallback` is used without a modeler.
 */
export function useModelerValue<T>(
  modeler: BpmnModelerLike | null,
  events: readonly string[],
  read: (modeler: BpmnModelerLike) => T,
  fallback: T,
): T {
  const eventKey = events.join(' ')
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!modeler) return () => {}
      const names = eventKey.split(' ')
      for (const name of names) modeler.on(name, onChange)
      return () => {
        for (const name of names) modeler.off(name, onChange)
      }
    },
    [modeler, eventKey],
  )
  return useSyncExternalStore(subscribe, () => (modeler ? read(modeler) : fallback))
}
