import {
  RESULT_APPROVE,
  RESULT_BACK,
  RESULT_CANCEL,
  RESULT_DELEGATE,
  RESULT_REJECT,
  RESULT_RUNNING,
  STATUS_FINISHED,
  type BpmActivity,
  type BpmProcessInstanceDetail,
  type BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'
import type { GraphNode, ProcessGraph } from './process-graph'

/**
 * Where an approval stands, as colours on its diagram: which elements and flows to mark and how.
 * Pure: the canvas module turns the result into CSS classes in one pass.
 */

export type HighlightKind = 'todo' | 'done' | 'reject' | 'cancel' | 'back'

/** The CSS class of each kind on the canvas (the names the production console used). */
export const HIGHLIGHT_CLASS: Readonly<Record<HighlightKind, string>> = {
  todo: 'highlight-todo',
  done: 'highlight',
  reject: 'highlight-reject',
  cancel: 'highlight-cancel',
  back: 'highlight-back',
}

export type ActivityFacts = Pick<BpmActivity, 'key' | 'startTime' | 'endTime' | 'taskId'>
export type TaskFacts = Pick<
  BpmTaskOfInstance,
  'id' | 'definitionKey' | 'result' | 'createTime' | 'endTime'
>
export type InstanceFacts = Pick<BpmProcessInstanceDetail, 'status' | 'result'>

/** A task or instance result as a colour; results the viewer does not know get none. */
export function resultKind(result: number): HighlightKind | null {
  switch (result) {
    case RESULT_RUNNING:
    case RESULT_DELEGATE:
      return 'todo'
    case RESULT_APPROVE:
      return 'done'
    case RESULT_REJECT:
      return 'reject'
    case RESULT_CANCEL:
      return 'cancel'
    case RESULT_BACK:
      return 'back'
    default:
      return null
  }
}

/**
 * One result for the task rows of one user task (a countersign has one per approver, a return
 * opens a new one, a delegation leaves finished history rows with result 6). An unfinished row
 * wins: the node is waiting. Then a rejection: it ended the approval here. Otherwise the last
 * decision (approval or return) counts, so a node returned and later approved again is approved;
 * only cancelled rows make it cancelled. Finished delegation rows are history, not decisions.
 */
export function combinedTaskResult(tasks: readonly TaskFacts[]): number | null {
  const known = tasks.filter((task) => resultKind(task.result) !== null)
  if (known.length === 0) return null
  if (known.some((task) => task.endTime === null || task.endTime === undefined)) {
    return RESULT_RUNNING
  }
  if (known.some((task) => task.result === RESULT_REJECT)) return RESULT_REJECT
  const decided = known.filter(
    (task) => task.result === RESULT_APPROVE || task.result === RESULT_BACK,
  )
  if (decided.length === 0) {
    return known.some((task) => task.result === RESULT_CANCEL) ? RESULT_CANCEL : null
  }
  // Ties go to the row listed first (the list is newest first; a task row precedes its history).
  const at = (task: TaskFacts) => task.endTime ?? task.createTime
  return decided.reduce((last, task) => (at(task) > at(last) ? task : last)).result
}

/** What the activities say about one element: whether it was reached, when, and if it is open. */
interface Reached {
  open: boolean
  /** Start times, ascending. */
  starts: number[]
  taskIds: Set<string>
}

function reachedByKey(activities: readonly ActivityFacts[]): Map<string, Reached> {
  const byKey = new Map<string, Reached>()
  for (const activity of activities) {
    let reached = byKey.get(activity.key)
    if (!reached) {
      reached = { open: false, starts: [], taskIds: new Set() }
      byKey.set(activity.key, reached)
    }
    if (activity.endTime === null || activity.endTime === undefined) reached.open = true
    reached.starts.push(activity.startTime)
    if (activity.taskId) reached.taskIds.add(activity.taskId)
  }
  for (const reached of byKey.values()) reached.starts.sort((a, b) => a - b)
  return byKey
}

const stateKind = (reached: Reached): HighlightKind => (reached.open ? 'todo' : 'done')

/** The first start of `reached` at or after `time`, or null: a flow is taken only forwards. */
function startAtOrAfter(reached: Reached | undefined, time: number): number | null {
  if (!reached) return null
  for (const start of reached.starts) if (start >= time) return start
  return null
}

const isEndEvent = (node: GraphNode | undefined) => node?.type === 'bpmn:EndEvent'

export interface HighlightInput {
  graph: ProcessGraph
  activities: readonly ActivityFacts[]
  tasks?: readonly TaskFacts[]
  processInstance?: InstanceFacts
}

/**
 * The kind of every element to mark, by id. An element's own rule (a user task by its tasks' result)
 * beats a mark it gets from a neighbour (a parallel gateway marking its targets).
 */
export function processHighlights({
  graph,
  activities,
  tasks = [],
  processInstance,
}: HighlightInput): Map<string, HighlightKind> {
  const reached = reachedByKey(activities)
  const own = new Map<string, HighlightKind>()
  const derived = new Map<string, HighlightKind>()
  const finished =
    !!processInstance &&
    (processInstance.status === STATUS_FINISHED || resultKind(processInstance.result) !== 'todo')
  const instanceKind = processInstance ? resultKind(processInstance.result) : null

  const tasksByKey = new Map<string, TaskFacts[]>()
  const keyOfTask = new Map<string, string>()
  for (const [key, facts] of reached) for (const id of facts.taskIds) keyOfTask.set(id, key)
  for (const task of tasks) {
    const key = keyOfTask.get(task.id) ?? task.definitionKey
    const list = tasksByKey.get(key) ?? []
    list.push(task)
    tasksByKey.set(key, list)
  }

  /** The outgoing flows of `node` whose target was reached after `node` was, with that start. */
  const taken = (node: GraphNode, facts: Reached) =>
    node.outgoing.flatMap((flow) => {
      const target = reached.get(flow.targetId)
      const start = startAtOrAfter(target, facts.starts[0])
      return target && start !== null ? [{ flow, target, start }] : []
    })

  const markTakenFlows = (node: GraphNode, facts: Reached) => {
    for (const { flow, target } of taken(node, facts)) derived.set(flow.id, stateKind(target))
  }

  for (const node of graph.values()) {
    const facts = reached.get(node.id)
    if (!facts) continue
    switch (node.type) {
      case 'bpmn:UserTask': {
        const result = combinedTaskResult(tasksByKey.get(node.id) ?? [])
        const kind = result === null ? (facts.open ? 'todo' : null) : resultKind(result)
        if (kind) own.set(node.id, kind)
        // Only an approval moves the flow on; a rejected or returned task's flows stay plain.
        if (result !== RESULT_APPROVE) break
        const takenIds = new Set(taken(node, facts).map(({ flow }) => flow.id))
        markTakenFlows(node, facts)
        for (const flow of node.outgoing) {
          if (takenIds.has(flow.id)) continue
          const target = graph.get(flow.targetId)
          // Engines that record no exclusive gateway or end: the approval still went that way.
          if (target?.type === 'bpmn:ExclusiveGateway' && node.outgoing.length === 1) {
            derived.set(flow.id, 'done')
            derived.set(flow.targetId, 'done')
          } else if (isEndEvent(target) && finished && instanceKind && node.outgoing.length === 1) {
            derived.set(flow.id, 'done')
            derived.set(flow.targetId, instanceKind)
          }
        }
        break
      }
      case 'bpmn:ExclusiveGateway':
      case 'bpmn:EventBasedGateway': {
        own.set(node.id, stateKind(facts))
        // One way out: the target reached first after the gateway was last passed. A tie goes to
        // a target that is not an end event (the end is also reached later through a task).
        const lastPass = facts.starts[facts.starts.length - 1]
        let chosen: { flowId: string; start: number; end: boolean; target: Reached } | null = null
        for (const flow of node.outgoing) {
          const target = reached.get(flow.targetId)
          const start = startAtOrAfter(target, lastPass)
          if (!target || start === null) continue
          const end = isEndEvent(graph.get(flow.targetId))
          if (!chosen || start < chosen.start || (start === chosen.start && chosen.end && !end)) {
            chosen = { flowId: flow.id, start, end, target }
          }
        }
        if (chosen) derived.set(chosen.flowId, stateKind(chosen.target))
        break
      }
      case 'bpmn:ParallelGateway':
      case 'bpmn:InclusiveGateway': {
        own.set(node.id, stateKind(facts))
        for (const { flow, target } of taken(node, facts)) {
          derived.set(flow.id, stateKind(target))
          derived.set(flow.targetId, stateKind(target))
        }
        break
      }
      case 'bpmn:StartEvent': {
        own.set(node.id, 'done')
        for (const { flow } of taken(node, facts)) derived.set(flow.id, 'done')
        break
      }
      case 'bpmn:EndEvent': {
        if (finished && instanceKind) own.set(node.id, instanceKind)
        break
      }
      default: {
        // Service, script and other automatic steps, intermediate and boundary events: by times.
        own.set(node.id, stateKind(facts))
        if (!facts.open) markTakenFlows(node, facts)
      }
    }
  }

  // An engine that stops a rejected or cancelled instance where it stood records no end: a
  // diagram with a single end still shows the outcome there.
  if (finished && instanceKind) {
    const ends = [...graph.values()].filter(isEndEvent)
    if (ends.length === 1 && !ends.some((end) => reached.has(end.id)))
      own.set(ends[0].id, instanceKind)
  }

  for (const [id, kind] of own) derived.set(id, kind)
  return derived
}
