/**
 * Elements to mark in a read-only diagram, by BPMN element id: elements with an end
 * time are highlighted as done, those without as pending.
 */
export interface DiagramHighlight {
  done?: readonly string[]
  pending?: readonly string[]
}

export const HIGHLIGHT_DONE_MARKER = 'diagram-highlight-done'
export const HIGHLIGHT_PENDING_MARKER = 'diagram-highlight-pending'

export interface HighlightMarker {
  id: string
  marker: string
}

/**
 * The markers to add for a highlight, skipping ids the diagram does not have (the canvas throws
 * for unknown ids, and activity keys may come from another version of the process). An id listed
 * as both done and pending is done.
 */
export function highlightMarkers(
  highlight: DiagramHighlight | undefined,
  exists: (id: string) => boolean,
): HighlightMarker[] {
  if (!highlight) return []
  const done = new Set(highlight.done ?? [])
  const markers: HighlightMarker[] = []
  for (const id of done) if (exists(id)) markers.push({ id, marker: HIGHLIGHT_DONE_MARKER })
  for (const id of new Set(highlight.pending ?? [])) {
    if (!done.has(id) && exists(id)) markers.push({ id, marker: HIGHLIGHT_PENDING_MARKER })
  }
  return markers
}
