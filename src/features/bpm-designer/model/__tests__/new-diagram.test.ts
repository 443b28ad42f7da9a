import { DIALECT_NAMESPACES } from '@/shared/bpmn/dialects'
import { buildNewDiagramXml, newProcessIdentity } from '../new-diagram'

const NOW = 1714000000000

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

describe('new diagram', () => {
  it('names a process without a model after the timestamp', () => {
    expect(newProcessIdentity(null, NOW)).toEqual({
      id: `Process_${NOW}`,
      name: `流程_${NOW}`,
    })
    expect(newProcessIdentity({ key: null, name: null }, NOW).id).toBe(`Process_${NOW}`)
  })

  it('takes the model key as id and the model name as name', () => {
    expect(newProcessIdentity({ key: 'museum_visit', name: '参观预约审批' }, NOW)).toEqual({
      id: 'museum_visit',
      name: '参观预约审批',
    })
  })

  it('keeps a generated id when the key is not an XML name', () => {
    expect(newProcessIdentity({ key: '1st key', name: '审批' }, NOW)).toEqual({
      id: `Process_${NOW}`,
      name: '审批',
    })
  })

  it('builds one empty executable process with its plane', () => {
    const document = parse(buildNewDiagramXml({ id: 'visit', name: '参观 & "预约"' }, 'camunda'))
    const processes = document.getElementsByTagNameNS(
      'http://www.omg.org/spec/BPMN/20100524/MODEL',
      'process',
    )
    expect(processes).toHaveLength(1)
    expect(processes[0].getAttribute('id')).toBe('visit')
    expect(processes[0].getAttribute('name')).toBe('参观 & "预约"')
    expect(processes[0].getAttribute('isExecutable')).toBe('true')
    expect(processes[0].children).toHaveLength(0)
    const plane = document.getElementsByTagNameNS(
      'http://www.omg.org/spec/BPMN/20100524/DI',
      'BPMNPlane',
    )[0]
    expect(plane.getAttribute('bpmnElement')).toBe('visit')
  })

  it.each(['camunda', 'flowable', 'activiti'] as const)('declares the %s namespace', (dialect) => {
    const root = parse(buildNewDiagramXml({ id: 'p', name: 'p' }, dialect)).documentElement
    expect(root.lookupNamespaceURI(dialect)).toBe(DIALECT_NAMESPACES[dialect])
  })
})
