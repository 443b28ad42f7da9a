import { createContext, useContext } from 'react'

/** What one mount of the console knows about where it renders (standalone or in a host). */
export interface ConsoleMount {
  embedded: boolean
  /** The element the console renders into; MUI portals and (embedded) styles go here. */
  container: HTMLElement
  /** Unique per mount: emotion caches must never be shared between mounts. */
  cacheKey: string
}

export const ConsoleMountContext = createContext<ConsoleMount | null>(null)

let fallbackMount: ConsoleMount | null = null

/** The mount's facts; outside a mount (component tests) a standalone mount on document.body. */
export function useConsoleMount(): ConsoleMount {
  const mount = useContext(ConsoleMountContext)
  if (mount) return mount
  fallbackMount ??= { embedded: false, container: document.body, cacheKey: 'museum' }
  return fallbackMount
}

/**
 * The height of a full screen: the viewport standalone; embedded, the container the host gave
 * (the host's header and navigation take the rest of its viewport).
 */
export function useFullHeight(): string {
  return useConsoleMount().embedded ? '100%' : '100vh'
}
