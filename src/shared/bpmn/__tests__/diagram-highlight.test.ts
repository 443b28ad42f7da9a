import {
  HIGHLIGHT_DONE_MARKER,
  HIGHLIGHT_PENDING_MARKER,
  highlightMarkers,
} from '../diagram-highlight'

describe('highlightMarkers', () => {
  const inDiagram = new Set(['start', 'task', 'end'])
  const exists = (id: string) => inDiagram.has(id)

  it('marks done and pending elements, skipping ids the diagram lacks', () => {
    expect(
      highlightMarkers({ done: ['start', 'gone'], pending: ['task', 'also-gone'] }, exists),
    ).toEqual([
      { id: 'start', marker: HIGHLIGHT_DONE_MARKER },
      { id: 'task', marker: HIGHLIGHT_PENDING_MARKER },
    ])
  })

  it('treats an element both done and pending as done, once', () => {
    expect(highlightMarkers({ done: ['task', 'task'], pending: ['task'] }, exists)).toEqual([
      { id: 'task', marker: HIGHLIGHT_DONE_MARKER },
    ])
  })

  it('marks nothing without a highlight', () => {
    expect(highlightMarkers(undefined, exists)).toEqual([])
  })
})
