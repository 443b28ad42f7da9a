import type { DiagramElementLike } from '@/shared/bpmn/modeler-types'
import { ALIGNMENTS, alignableElements, canAlign } from '../align'

const task = (id: string): DiagramElementLike => ({ id, type: 'bpmn:UserTask' })

describe('align rule', () => {
  it('needs at least two shapes', () => {
    expect(canAlign([])).toBe(false)
    expect(canAlign([task('a')])).toBe(false)
    expect(canAlign([task('a'), task('b')])).toBe(true)
  })

  it('does not count connections, labels or boundary events', () => {
    const selection: DiagramElementLike[] = [
      task('a'),
      { id: 'flow', type: 'bpmn:SequenceFlow', waypoints: [] },
      { id: 'a_label', type: 'label', labelTarget: {} },
      { id: 'timer', type: 'bpmn:BoundaryEvent', host: {} },
    ]
    expect(alignableElements(selection).map((element) => element.id)).toEqual(['a'])
    expect(canAlign(selection)).toBe(false)
  })

  it('offers the six alignments', () => {
    expect(ALIGNMENTS.map((option) => option.type).sort()).toEqual(
      ['bottom', 'center', 'left', 'middle', 'right', 'top'].sort(),
    )
    expect(new Set(ALIGNMENTS.map((option) => option.label)).size).toBe(6)
  })
})
