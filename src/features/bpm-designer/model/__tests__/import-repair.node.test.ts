import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIWG_DIR } from '@/shared/test-utils/miwg-reference'
import { repairImport, type RepairModdle } from '../import-repair'
import {
  childElements,
  descendants,
  moveElement,
  parseXml,
  removeElement,
  serializeXml,
  splitName,
  type XmlDocument,
  type XmlElement,
} from '../xml-tree'
import { createModdle } from './bpmn-moddle'

// Real exports of other tools (tests/fixtures/miwg), and broken variants derived from them the
// way tools break them. "Drawn" counts what bpmn-js can draw after moddle has read the file: the
// distinct elements that a shape or edge of a plane with a resolved element points at.

const moddle = createModdle()
const repairModdle = moddle as unknown as RepairModdle
const FILES = readdirSync(MIWG_DIR).filter((name) => name.endsWith('.bpmn'))
const miwg = (name: string) => readFileSync(join(MIWG_DIR, name), 'utf8')

interface ModdleNode {
  $type: string
  id?: string
  bpmnElement?: ModdleNode
  plane?: ModdleNode & { planeElement?: ModdleNode[] }
  diagrams?: ModdleNode[]
}

async function drawn(xml: string): Promise<number> {
  const { rootElement } = (await moddle.fromXML(xml)) as unknown as { rootElement: ModdleNode }
  const elements = new Set<ModdleNode>()
  for (const diagram of rootElement.diagrams ?? []) {
    const plane = diagram.plane
    if (!plane?.bpmnElement) continue
    for (const di of plane.planeElement ?? []) if (di.bpmnElement) elements.add(di.bpmnElement)
  }
  return elements.size
}

function local(element: XmlElement): string {
  return splitName(element.name).local
}

function find(document: XmlDocument, predicate: (element: XmlElement) => boolean): XmlElement {
  const found = descendants(document.root).find(predicate)
  if (!found) throw new Error('fixture element not found')
  return found
}

/** Replaces every occurrence of an id (attributes and reference texts) with another. */
function renameEverywhere(document: XmlDocument, from: string, to: string): void {
  for (const element of descendants(document.root)) {
    for (const [name, value] of element.attrs) {
      if (value === from) element.attrs.set(name, to)
    }
    for (const child of element.children) {
      if (child.kind === 'raw' && child.text.trim() === from) child.text = to
    }
  }
}

function derive(name: string, breakIt: (document: XmlDocument) => void): string {
  const document = parseXml(miwg(name))
  if (!document) throw new Error(`${name} does not parse`)
  breakIt(document)
  return serializeXml(document)
}

const byName = (wanted: string) => (element: XmlElement) =>
  element.attrs.get('name') === wanted && local(element) !== 'participant'

describe('import repair on the MIWG reference exports', () => {
  it.each(FILES)('%s needs no repair and comes back byte for byte', (name) => {
    const xml = miwg(name)
    const result = repairImport(xml, repairModdle)
    expect(result.notes).toEqual([])
    expect(result.xml).toBe(xml)
  })

  it('an untouched tree serialises to the same diagram (what a repair writes reads back whole)', async () => {
    for (const name of FILES) {
      const document = parseXml(miwg(name))
      expect(document).not.toBeNull()
      expect(await drawn(serializeXml(document!))).toBe(await drawn(miwg(name)))
    }
  })
})

describe('import repair on broken exports', () => {
  it('a duplicated task id: the second task is kept under a new id, with its shape and flows', async () => {
    const original = miwg('A.2.0.bpmn')
    const broken = derive('A.2.0.bpmn', (document) => {
      const first = find(document, byName('Task 1')).attrs.get('id')!
      const second = find(document, byName('Task 2')).attrs.get('id')!
      renameEverywhere(document, second, first)
    })
    const plain = await drawn(broken)
    const result = repairImport(broken, repairModdle)
    expect(plain).toBeLessThan(await drawn(original))
    expect(await drawn(result.xml)).toBe(await drawn(original))
    expect(result.notes).toHaveLength(1)
    expect(result.notes[0].message).toMatch(
      /^ID「_5a972b87-[^」]+」重复：任务「Task 2」已改名为「_5a972b87-[^」]+_2」/,
    )

    // The flows of the renamed task point at it again: into it and out of it.
    const repaired = parseXml(result.xml)!
    const renamed = find(repaired, byName('Task 2')).attrs.get('id')!
    const flows = descendants(repaired.root).filter((element) => local(element) === 'sequenceFlow')
    expect(flows.filter((flow) => flow.attrs.get('targetRef') === renamed)).toHaveLength(1)
    expect(flows.filter((flow) => flow.attrs.get('sourceRef') === renamed)).toHaveLength(1)
    expect(repairImport(result.xml, repairModdle).notes).toEqual([])
  })

  it('a process sharing its participant id: the process and all its shapes come back', async () => {
    const original = miwg('C.1.0.bpmn')
    const broken = derive('C.1.0.bpmn', (document) => {
      // The collaboration first, as many tools write it: moddle then drops the whole process.
      const collaboration = find(document, (element) => local(element) === 'collaboration')
      document.root.children = [
        collaboration,
        ...document.root.children.filter((child) => child !== collaboration),
      ]
      // The participant of the larger process.
      const size = (participant: XmlElement) =>
        descendants(
          find(
            document,
            (element) => element.attrs.get('id') === participant.attrs.get('processRef'),
          ),
        ).length
      const participant = childElements(collaboration)
        .filter((element) => local(element) === 'participant' && element.attrs.has('processRef'))
        .sort((a, b) => size(b) - size(a))[0]
      renameEverywhere(document, participant.attrs.get('processRef')!, participant.attrs.get('id')!)
    })
    const before = await drawn(original)
    const plain = await drawn(broken)
    const result = repairImport(broken, repairModdle)
    // moddle drops the whole process: its lanes, tasks, events and flows are not drawn.
    expect(plain).toBeLessThanOrEqual(before - 20)
    expect(await drawn(result.xml)).toBe(before)
    expect(result.notes.map((note) => note.message)).toEqual([
      expect.stringMatching(
        /^ID「[^」]+」重复：流程「[^」]+」已改名为「[^」]+_2」，1 处引用已随之调整$/,
      ),
    ])
  })

  it('a plane pointing at a missing element is pointed at the collaboration again', async () => {
    const original = miwg('A.4.0.bpmn')
    const broken = derive('A.4.0.bpmn', (document) => {
      find(document, (element) => local(element) === 'BPMNPlane').attrs.set('bpmnElement', 'Gone_1')
    })
    expect(await drawn(broken)).toBe(0)
    const result = repairImport(broken, repairModdle)
    expect(await drawn(result.xml)).toBe(await drawn(original))
    expect(result.notes).toEqual([
      {
        elementId: 'C1373649949206',
        message: '流程图平面指向不存在的元素「Gone_1」，已改为指向协作「C1373649949206」',
      },
    ])
  })

  it('a plane of a process without pools is pointed at the process', async () => {
    const broken = derive('A.1.0.bpmn', (document) => {
      find(document, (element) => local(element) === 'BPMNPlane').attrs.delete('bpmnElement')
    })
    const result = repairImport(broken, repairModdle)
    expect(await drawn(result.xml)).toBe(await drawn(miwg('A.1.0.bpmn')))
    expect(result.notes[0].message).toMatch(/^流程图平面没有指向任何元素，已改为指向流程「/)
  })

  it('a shape and an edge pointing at nothing are dropped, every other shape stays', async () => {
    const original = miwg('A.2.0.bpmn')
    const broken = derive('A.2.0.bpmn', (document) => {
      const plane = find(document, (element) => local(element) === 'BPMNPlane')
      const [shape, edge] = ['BPMNShape', 'BPMNEdge'].map((kind) => {
        const copy = parseXml(
          `<bpmndi:${kind} xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" id="Ghost_${kind}" bpmnElement="Ghost"/>`,
        )!.root
        copy.attrs.delete('xmlns:bpmndi')
        return copy
      })
      moveElement(shape, plane)
      moveElement(edge, plane)
    })
    const result = repairImport(broken, repairModdle)
    expect(await drawn(result.xml)).toBe(await drawn(original))
    expect(result.notes.map((note) => note.message)).toEqual([
      '图形「Ghost_BPMNShape」指向不存在的元素「Ghost」，已删除',
      '连线「Ghost_BPMNEdge」指向不存在的元素「Ghost」，已删除',
    ])
    expect(result.xml).not.toContain('Ghost')
  })

  it('a task written directly under definitions is moved into the process it is connected with', async () => {
    const original = miwg('A.4.0.bpmn')
    let taskId = ''
    const broken = derive('A.4.0.bpmn', (document) => {
      // A.4.0 has two processes; the task belongs to the second one (WFP-6-2).
      const task = find(
        document,
        (element) => local(element) === 'task' && element.parent?.attrs.get('id') === 'WFP-6-2',
      )
      taskId = task.attrs.get('id')!
      moveElement(task, document.root)
    })
    const plain = await drawn(broken)
    const result = repairImport(broken, repairModdle)
    expect(plain).toBeLessThan(await drawn(original))
    expect(await drawn(result.xml)).toBe(await drawn(original))
    const repaired = parseXml(result.xml)!
    expect(
      find(repaired, (element) => element.attrs.get('id') === taskId).parent?.attrs.get('id'),
    ).toBe('WFP-6-2')
    expect(result.notes).toEqual([
      {
        elementId: taskId,
        message: expect.stringMatching(
          /^任务「[^」]+」不能放在definitions下，已移到流程「WFP-6-2」中$/,
        ),
      },
    ])
  })

  it('lanes without a lane set get one, and their shapes are drawn again', async () => {
    const original = miwg('C.1.0.bpmn')
    const broken = derive('C.1.0.bpmn', (document) => {
      for (const laneSet of descendants(document.root).filter((e) => local(e) === 'laneSet')) {
        const process = laneSet.parent!
        for (const lane of childElements(laneSet)) moveElement(lane, process)
        removeElement(laneSet)
      }
    })
    const plain = await drawn(broken)
    const result = repairImport(broken, repairModdle)
    expect(plain).toBeLessThan(await drawn(original))
    expect(await drawn(result.xml)).toBe(await drawn(original))
    expect(result.notes.length).toBeGreaterThan(0)
    for (const note of result.notes) {
      expect(note.message).toMatch(
        /^泳道「[^」]+」不能放在流程「[^」]+」下，已移到泳道集「[^」]+」中$/,
      )
    }
    expect(repairImport(result.xml, repairModdle).notes).toEqual([])
  })

  it('a flow node inside a task goes to the process around it', async () => {
    const broken = derive('A.2.0.bpmn', (document) => {
      const end = find(document, (element) => local(element) === 'endEvent')
      moveElement(end, find(document, byName('Task 1')))
    })
    const result = repairImport(broken, repairModdle)
    expect(await drawn(result.xml)).toBe(await drawn(miwg('A.2.0.bpmn')))
    expect(result.notes[0].message).toMatch(
      /^结束事件「End Event」不能放在任务「Task 1」下，已移到流程「/,
    )
  })

  it('XML that is not well-formed comes back unchanged (the open check explains it)', () => {
    expect(repairImport('<definitions><process>', repairModdle)).toEqual({
      xml: '<definitions><process>',
      notes: [],
    })
  })
})
