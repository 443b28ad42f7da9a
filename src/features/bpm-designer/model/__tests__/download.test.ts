import type { ModdleElementLike } from '@/shared/bpmn/modeler-types'
import { DIAGRAM_FILE_TYPES, diagramFileName, processNameOf } from '../download'

const definitions = (...rootElements: ModdleElementLike[]): ModdleElementLike => ({
  $type: 'bpmn:Definitions',
  rootElements,
})

describe('download naming', () => {
  it('names files after the process', () => {
    const defs = definitions({ $type: 'bpmn:Process', id: 'leave', name: '请假流程' })
    expect(diagramFileName(processNameOf(defs), 'xml')).toBe('请假流程.xml')
    expect(diagramFileName(processNameOf(defs), 'svg')).toBe('请假流程.svg')
    expect(diagramFileName(processNameOf(defs), 'bpmn')).toBe('请假流程.bpmn')
  })

  it('falls back to the process id, then to "diagram"', () => {
    expect(processNameOf(definitions({ $type: 'bpmn:Process', id: 'Process_1', name: ' ' }))).toBe(
      'Process_1',
    )
    expect(processNameOf(definitions())).toBe('diagram')
    expect(processNameOf(undefined)).toBe('diagram')
  })

  it("finds a collaboration's process through its participants", () => {
    const process: ModdleElementLike = { $type: 'bpmn:Process', id: 'p', name: '接待流程' }
    const defs = definitions(
      { $type: 'bpmn:Message', id: 'm' },
      {
        $type: 'bpmn:Collaboration',
        id: 'c',
        participants: [{ $type: 'bpmn:Participant', processRef: process }],
      },
    )
    expect(processNameOf(defs)).toBe('接待流程')
  })

  it('replaces characters file systems refuse', () => {
    expect(diagramFileName('a/b:c*?"<>|', 'xml')).toBe('a_b_c______.xml')
    expect(diagramFileName('   ', 'bpmn')).toBe('diagram.bpmn')
  })

  it('uses the agreed MIME types', () => {
    expect(DIAGRAM_FILE_TYPES.xml.mime).toBe('application/xml')
    expect(DIAGRAM_FILE_TYPES.svg.mime).toBe('image/svg+xml')
    expect(DIAGRAM_FILE_TYPES.bpmn.mime).toBe('application/xml')
  })
})
