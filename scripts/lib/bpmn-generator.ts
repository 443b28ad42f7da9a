/**
 * Generated BPMN 2.0 diagrams for the designer's figures: start -> task_1 -> ... -> task_n -> end,
 * with diagram interchange (DI) so bpmn-js draws every element. Tasks are laid out in rows that
 * snake (left to right, then right to left), so every flow is a short straight line or one bend.
 */

const TASK_WIDTH = 100
const TASK_HEIGHT = 80
const EVENT_SIZE = 36
const COLUMN_STEP = 150
const ROW_STEP = 130
const LEFT = 200
const TOP = 80

export interface GeneratedDiagram {
  xml: string
  processId: string
  /** task_1 ... task_n */
  taskIds: string[]
  /** Shapes bpmn-js draws for it: the tasks, the start and the end (events have no label). */
  shapeCount: number
}

interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

interface Point {
  x: number
  y: number
}

function boundsXml(bounds: Bounds): string {
  return `<dc:Bounds x="${bounds.x}" y="${bounds.y}" width="${bounds.width}" height="${bounds.height}" />`
}

function waypointsXml(points: Point[]): string {
  return points.map((p) => `<di:waypoint x="${p.x}" y="${p.y}" />`).join('')
}

/** Where task `index` (0-based) sits: row by row, every other row right to left. */
function taskBounds(index: number, columns: number): Bounds {
  const row = Math.floor(index / columns)
  const inRow = index % columns
  const column = row % 2 === 0 ? inRow : columns - 1 - inRow
  return {
    x: LEFT + column * COLUMN_STEP,
    y: TOP + row * ROW_STEP,
    width: TASK_WIDTH,
    height: TASK_HEIGHT,
  }
}

const middleY = (b: Bounds) => b.y + b.height / 2
const middleX = (b: Bounds) => b.x + b.width / 2

/** The flow's waypoints between two shapes: side by side in a row, or down to the next row. */
function flowPoints(from: Bounds, to: Bounds): Point[] {
  if (to.y > from.y + from.height) {
    return [
      { x: middleX(from), y: from.y + from.height },
      { x: middleX(to), y: to.y },
    ]
  }
  if (to.x >= from.x + from.width) {
    return [
      { x: from.x + from.width, y: middleY(from) },
      { x: to.x, y: middleY(to) },
    ]
  }
  return [
    { x: from.x, y: middleY(from) },
    { x: to.x + to.width, y: middleY(to) },
  ]
}

/**
 * A valid BPMN 2.0 document (camunda namespace declared, as the designer's default dialect
 * writes it) with `taskCount` user tasks in a chain, `columns` tasks per row.
 */
export function generateChainDiagram(taskCount: number, columns = 20): GeneratedDiagram {
  if (!Number.isInteger(taskCount) || taskCount < 1) throw new Error('taskCount must be >= 1')
  const processId = `bench_chain_${taskCount}`
  const taskIds = Array.from({ length: taskCount }, (_, i) => `task_${i + 1}`)
  const taskBoxes = taskIds.map((_, i) => taskBounds(i, columns))

  const first = taskBoxes[0]
  const start: Bounds = {
    x: first.x - 80,
    y: middleY(first) - EVENT_SIZE / 2,
    width: EVENT_SIZE,
    height: EVENT_SIZE,
  }
  const last = taskBoxes[taskCount - 1]
  const lastRow = Math.floor((taskCount - 1) / columns)
  const endX = lastRow % 2 === 0 ? last.x + last.width + 50 : last.x - 50 - EVENT_SIZE
  const end: Bounds = {
    x: endX,
    y: middleY(last) - EVENT_SIZE / 2,
    width: EVENT_SIZE,
    height: EVENT_SIZE,
  }

  // Nodes in chain order; flow_i goes from node i to node i + 1.
  const nodeIds = ['start', ...taskIds, 'end']
  const nodeBoxes = [start, ...taskBoxes, end]
  const flows = nodeIds.slice(1).map((target, i) => ({
    id: `flow_${i + 1}`,
    source: nodeIds[i],
    target,
    points: flowPoints(nodeBoxes[i], nodeBoxes[i + 1]),
  }))

  const semantic: string[] = []
  semantic.push(
    `    <bpmn:startEvent id="start"><bpmn:outgoing>flow_1</bpmn:outgoing></bpmn:startEvent>`,
  )
  taskIds.forEach((id, i) => {
    semantic.push(
      `    <bpmn:userTask id="${id}" name="任务 ${i + 1}"><bpmn:incoming>flow_${i + 1}</bpmn:incoming><bpmn:outgoing>flow_${i + 2}</bpmn:outgoing></bpmn:userTask>`,
    )
  })
  semantic.push(
    `    <bpmn:endEvent id="end"><bpmn:incoming>flow_${taskCount + 1}</bpmn:incoming></bpmn:endEvent>`,
  )
  for (const flow of flows) {
    semantic.push(
      `    <bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.source}" targetRef="${flow.target}" />`,
    )
  }

  const shapes = nodeIds.map(
    (id, i) =>
      `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}">${boundsXml(nodeBoxes[i])}</bpmndi:BPMNShape>`,
  )
  const edges = flows.map(
    (flow) =>
      `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${waypointsXml(flow.points)}</bpmndi:BPMNEdge>`,
  )

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="definitions_${processId}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${taskCount} 个任务的流程" isExecutable="true">
${semantic.join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram_${processId}">
    <bpmndi:BPMNPlane id="plane_${processId}" bpmnElement="${processId}">
${[...shapes, ...edges].join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
  return { xml, processId, taskIds, shapeCount: taskCount + 2 }
}
