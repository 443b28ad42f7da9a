import { createRequire } from 'node:module'
import { buildProcessGraph, type ModdleFlowElement, type ProcessGraph } from '../process-graph'
import {
  combinedTaskResult,
  processHighlights,
  type ActivityFacts,
  type InstanceFacts,
  type TaskFacts,
} from '../process-highlight'

// bpmn-moddle's ESM entry has no type declarations; the CommonJS build is typed here.
const require = createRequire(import.meta.url)
const { BpmnModdle } = require('bpmn-moddle') as {
  BpmnModdle: () => { fromXML(xml: string): Promise<{ rootElement: ModdleFlowElement }> }
}

async function graphOf(flowXml: string): Promise<ProcessGraph> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="p" isExecutable="true">${flowXml}</bpmn:process>
</bpmn:definitions>`
  const { rootElement } = await BpmnModdle().fromXML(xml)
  return buildProcessGraph(rootElement)
}

const flow = (id: string, source: string, target: string) =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`

/** The leave approval: the leader, then the director for more than three days. */
const LEAVE = [
  '<bpmn:startEvent id="start" />',
  '<bpmn:userTask id="leader" />',
  '<bpmn:exclusiveGateway id="days" />',
  '<bpmn:userTask id="director" />',
  '<bpmn:endEvent id="end" />',
  flow('f_start', 'start', 'leader'),
  flow('f_leader', 'leader', 'days'),
  flow('f_long', 'days', 'director'),
  flow('f_short', 'days', 'end'),
  flow('f_director', 'director', 'end'),
].join('')

const at = (key: string, startTime: number, endTime?: number, taskId?: string): ActivityFacts => ({
  key,
  startTime,
  endTime: endTime ?? null,
  taskId: taskId ?? null,
})
const task = (
  id: string,
  definitionKey: string,
  result: number,
  createTime: number,
  endTime?: number,
): TaskFacts => ({ id, definitionKey, result, createTime, endTime: endTime ?? null })
const running: InstanceFacts = { status: 1, result: 1 }

function marks(map: Map<string, string>) {
  return Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)))
}

describe('processHighlights on the leave approval', () => {
  let graph: ProcessGraph
  beforeAll(async () => {
    graph = await graphOf(LEAVE)
  })

  it('waiting for the leader: start and its flow done, the leader to do, nothing further', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('leader', 1, undefined, 't1')],
      tasks: [task('t1', 'leader', 1, 1)],
      processInstance: running,
    })
    expect(marks(result)).toEqual({ start: 'done', f_start: 'done', leader: 'todo' })
  })

  it('leader approved a long leave: the gateway shows the one flow to the director', () => {
    const result = processHighlights({
      graph,
      activities: [
        at('start', 1, 1),
        at('leader', 1, 5, 't1'),
        at('days', 5, 5),
        at('director', 5, undefined, 't2'),
      ],
      tasks: [task('t2', 'director', 1, 5), task('t1', 'leader', 2, 1, 5)],
      processInstance: running,
    })
    expect(marks(result)).toEqual({
      start: 'done',
      f_start: 'done',
      leader: 'done',
      f_leader: 'done',
      days: 'done',
      f_long: 'todo',
      director: 'todo',
    })
  })

  it('a finished approval: the end by the instance result, the short way not marked', () => {
    const result = processHighlights({
      graph,
      activities: [
        at('start', 1, 1),
        at('leader', 1, 5, 't1'),
        at('days', 5, 5),
        at('director', 5, 9, 't2'),
        at('end', 9, 9),
      ],
      tasks: [task('t2', 'director', 2, 5, 9), task('t1', 'leader', 2, 1, 5)],
      processInstance: { status: 2, result: 2 },
    })
    expect(result.get('f_director')).toBe('done')
    expect(result.get('end')).toBe('done')
    // The end was reached too, but later, through the director: the gateway went one way.
    expect(result.get('f_long')).toBe('done')
    expect(result.has('f_short')).toBe(false)
  })

  it('a short leave goes from the gateway straight to the end', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('leader', 1, 5, 't1'), at('days', 5, 5), at('end', 5, 5)],
      tasks: [task('t1', 'leader', 2, 1, 5)],
      processInstance: { status: 2, result: 2 },
    })
    expect(result.get('f_short')).toBe('done')
    expect(result.has('f_long')).toBe(false)
    expect(result.has('director')).toBe(false)
  })

  it('a rejection: the task red, its flows plain, the end red once the process ended', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('leader', 1, 5, 't1'), at('end', 5, 5)],
      tasks: [task('t1', 'leader', 3, 1, 5)],
      processInstance: { status: 2, result: 3 },
    })
    expect(marks(result)).toEqual({
      start: 'done',
      f_start: 'done',
      leader: 'reject',
      end: 'reject',
    })
  })

  it('a cancelled process that never reached its end still shows the outcome at its one end', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('leader', 1, 5, 't1')],
      tasks: [task('t1', 'leader', 4, 1, 5)],
      processInstance: { status: 2, result: 4 },
    })
    expect(result.get('leader')).toBe('cancel')
    expect(result.get('end')).toBe('cancel')
  })

  it('the end keeps its colour to itself while the process still runs', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('end', 1, 1)],
      processInstance: running,
    })
    expect(result.has('end')).toBe(false)
  })

  it('returned to the leader: the director sent back, the leader to do again', () => {
    const result = processHighlights({
      graph,
      activities: [
        at('start', 1, 1),
        at('leader', 1, 5, 't1'),
        at('days', 5, 5),
        at('director', 5, 8, 't2'),
        at('leader', 8, undefined, 't3'),
      ],
      tasks: [
        task('t3', 'leader', 1, 8),
        task('t2', 'director', 5, 5, 8),
        task('t1', 'leader', 2, 1, 5),
      ],
      processInstance: running,
    })
    expect(result.get('leader')).toBe('todo')
    expect(result.get('director')).toBe('back')
    expect(result.has('f_director')).toBe(false)
  })

  it('an approval leads through a gateway the engine did not record', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('leader', 1, 5, 't1'), at('director', 5)],
      tasks: [task('t1', 'leader', 2, 1, 5)],
      processInstance: running,
    })
    expect(result.get('f_leader')).toBe('done')
    expect(result.get('days')).toBe('done')
  })

  it('ignores activities of elements the diagram does not have', () => {
    const result = processHighlights({
      graph,
      activities: [at('start', 1, 1), at('gone', 1, 2)],
      processInstance: running,
    })
    expect(marks(result)).toEqual({ start: 'done' })
  })
})

describe('processHighlights with a parallel gateway and a countersign', () => {
  let graph: ProcessGraph
  beforeAll(async () => {
    graph = await graphOf(
      [
        '<bpmn:startEvent id="start" />',
        '<bpmn:parallelGateway id="fork" />',
        '<bpmn:userTask id="finance" />',
        '<bpmn:userTask id="board" />',
        '<bpmn:parallelGateway id="join" />',
        '<bpmn:serviceTask id="archive" />',
        '<bpmn:endEvent id="end" />',
        flow('f_start', 'start', 'fork'),
        flow('f_finance', 'fork', 'finance'),
        flow('f_board', 'fork', 'board'),
        flow('f_finance_join', 'finance', 'join'),
        flow('f_board_join', 'board', 'join'),
        flow('f_join', 'join', 'archive'),
        flow('f_archive', 'archive', 'end'),
      ].join(''),
    )
  })

  const forked = [at('start', 1, 1), at('fork', 1, 1)]

  it('marks each outgoing flow of the fork and its target; a countersign with an open vote is to do', () => {
    const result = processHighlights({
      graph,
      activities: [
        ...forked,
        at('finance', 1, 4, 'a'),
        at('board', 1, 3, 'b1'),
        at('board', 1, undefined, 'b2'),
        at('join', 4),
      ],
      tasks: [
        task('a', 'finance', 2, 1, 4),
        task('b1', 'board', 2, 1, 3),
        task('b2', 'board', 1, 1),
      ],
      processInstance: running,
    })
    expect(result.get('fork')).toBe('done')
    expect(result.get('f_finance')).toBe('done')
    expect(result.get('f_board')).toBe('todo')
    expect(result.get('finance')).toBe('done')
    expect(result.get('board')).toBe('todo')
    expect(result.get('f_finance_join')).toBe('todo')
    expect(result.has('f_board_join')).toBe(false)
  })

  it("a task's own result beats the mark the fork gives it", () => {
    const result = processHighlights({
      graph,
      activities: [...forked, at('finance', 1, 4, 'a')],
      tasks: [task('a', 'finance', 3, 1, 4)],
      processInstance: { status: 2, result: 3 },
    })
    expect(result.get('f_finance')).toBe('done')
    expect(result.get('finance')).toBe('reject')
  })

  it('a service task by its times: running to do, ended done with its flow', () => {
    const base = [...forked, at('join', 4, 4)]
    const runningArchive = processHighlights({
      graph,
      activities: [...base, at('archive', 4)],
      processInstance: running,
    })
    expect(runningArchive.get('archive')).toBe('todo')
    expect(runningArchive.has('f_archive')).toBe(false)

    const ended = processHighlights({
      graph,
      activities: [...base, at('archive', 4, 6), at('end', 6, 6)],
      processInstance: { status: 2, result: 2 },
    })
    expect(ended.get('archive')).toBe('done')
    expect(ended.get('f_archive')).toBe('done')
    expect(ended.get('end')).toBe('done')
  })

  it('paints nothing without activities (the plain diagram)', () => {
    expect(processHighlights({ graph, activities: [] }).size).toBe(0)
  })
})

describe('combinedTaskResult', () => {
  it('an unfinished row wins (open or delegated right now), then a rejection', () => {
    expect(combinedTaskResult([task('a', 'k', 2, 1, 2), task('b', 'k', 6, 1)])).toBe(1)
    expect(combinedTaskResult([task('a', 'k', 2, 1, 2), task('b', 'k', 3, 1, 3)])).toBe(3)
  })

  it('otherwise the last decision counts; cancelled votes only when nothing was decided', () => {
    expect(combinedTaskResult([task('a', 'k', 5, 1, 2), task('b', 'k', 2, 3, 4)])).toBe(2)
    expect(combinedTaskResult([task('a', 'k', 2, 1, 2), task('b', 'k', 4, 1, 3)])).toBe(2)
    expect(combinedTaskResult([task('a', 'k', 4, 1, 2)])).toBe(4)
    expect(combinedTaskResult([])).toBeNull()
  })

  it("a delegation round trip: the history rows do not hide the owner's decision", () => {
    // Newest first: the task row (the owner rejected), the delegate's row, the delegator's row.
    const rows = [task('t', 'k', 3, 1, 9), task('t-d2', 'k', 2, 5, 7), task('t-d1', 'k', 6, 1, 5)]
    expect(combinedTaskResult(rows)).toBe(3)
    const approved = [{ ...rows[0], result: 2 }, rows[1], rows[2]]
    expect(combinedTaskResult(approved)).toBe(2)
    const backWithOwner = [{ ...rows[0], result: 1, endTime: null }, rows[1], rows[2]]
    expect(combinedTaskResult(backWithOwner)).toBe(1)
  })
})
