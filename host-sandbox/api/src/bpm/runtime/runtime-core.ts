import { randomInt, randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import {
  RESULT_APPROVE,
  RESULT_CANCEL,
  RESULT_RUNNING,
  STATUS_RUNNING,
} from '../../../../../src/shared/wire/bpm-runtime'
import { bizError } from '../../lib/biz-error'
import { resolveTaskCandidates } from '../assign/resolve-candidates'
import { DefinitionSources, type DefinitionSource } from './definition-source'
import { activityTypeOf, engineFailure, EngineStep } from './engine-step'
import { InstanceLocks } from './instance-locks'
import { Notifier } from './notifications'
import { RuntimeErrors } from './runtime-errors'
import {
  closeTask,
  dropEngine,
  endActivity,
  findRunnableDefinition,
  finishInstance,
  insertTask,
  insertTimer,
  loadEngineState,
  openTasksOfInstance,
  saveEngineState,
  startActivity,
  taskByExecution,
  timersOfInstance,
  deleteTimer,
  type DefinitionRunRow,
  type InstanceRow,
} from './runtime-repo'

export interface ProcessResultEvent {
  processInstanceId: string
  processKey: string
  businessKey: string | null
  result: number
}

export interface RuntimeDeps {
  db: Database
  now: () => number
  /** Where failures that no request answers for go (timers, result listeners). */
  warn: (error: unknown, what: string) => void
}

/** What a step does with tasks the engine drops on its own (a boundary timer, a countersign met). */
export interface DiscardedTasks {
  result: number
  reason: string
}

export interface StepPlan {
  /** The action's own writes (the task it closes, its comment), in the step's transaction. */
  before?: () => void
  /** What it does to the recovered engine. */
  act: (step: EngineStep) => void
  discarded: DiscardedTasks
}

/** A step is applied only after the engine had this long to finish what the action set off. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

const STOPPED_TASK_REASON = '流程出错已停止，任务自动结束'

/**
 * The engine steps of process instances and what they write: task rows for waiting user tasks,
 * activities, timers, the saved engine state, the instance's end, notifications and result events.
 * Every step of one instance runs under that instance's lock, and writes in one transaction.
 */
export class RuntimeCore {
  readonly locks = new InstanceLocks()
  readonly notifier: Notifier
  private readonly sources = new DefinitionSources()
  private readonly resultListeners = new Map<string, Array<(event: ProcessResultEvent) => void>>()

  constructor(readonly deps: RuntimeDeps) {
    this.notifier = new Notifier(deps.db)
  }

  get db(): Database {
    return this.deps.db
  }

  now(): number {
    return this.deps.now()
  }

  source(definition: DefinitionRunRow): Promise<DefinitionSource> {
    return this.sources.get(definition.id, definition.bpmn_xml)
  }

  definitionOf(instance: InstanceRow): DefinitionRunRow {
    const definition = findRunnableDefinition(this.db, instance.process_definition_id)
    if (!definition) throw bizError(RuntimeErrors.DEFINITION_NOT_EXISTS)
    return definition
  }

  onResult(processKey: string, listener: (event: ProcessResultEvent) => void): void {
    const list = this.resultListeners.get(processKey) ?? []
    list.push(listener)
    this.resultListeners.set(processKey, list)
  }

  emitResult(instance: InstanceRow, result: number): void {
    const event: ProcessResultEvent = {
      processInstanceId: instance.id,
      processKey: instance.process_key,
      businessKey: instance.business_key,
      result,
    }
    for (const listener of this.resultListeners.get(instance.process_key) ?? []) {
      try {
        listener(event)
      } catch (error) {
        this.deps.warn(error, `process result listener of ${instance.process_key} failed`)
      }
    }
  }

  newStep(source: DefinitionSource, definitionId: string, startUserId: number): EngineStep {
    return new EngineStep(source.sourceJson, {
      now: () => this.now(),
      candidates: (taskKey) =>
        resolveTaskCandidates(this.db, {
          processDefinitionId: definitionId,
          taskDefinitionKey: taskKey,
          startUserId,
        }),
    })
  }

  /** Recovers `instance`'s engine, applies `plan` and saves what happened. Call under its lock. */
  async runStep(instance: InstanceRow, plan: StepPlan): Promise<void> {
    const definition = this.definitionOf(instance)
    const source = await this.source(definition)
    const saved = loadEngineState(this.db, instance.id)
    if (!saved) throw bizError(RuntimeErrors.INSTANCE_NOT_EXISTS)
    const step = this.newStep(source, definition.id, instance.start_user_id)
    await step.resume(instance.id, saved)
    try {
      plan.act(step)
    } catch (error) {
      step.engineError ??= engineFailure(error)
    }
    await settle()
    await this.commitStep(instance, step, plan)
  }

  /** Writes a finished step (the instance row must exist by the time `plan.before` has run). */
  async commitStep(instance: InstanceRow, step: EngineStep, plan: StepPlan): Promise<void> {
    if (step.refusal) throw bizError(RuntimeErrors.NO_CANDIDATE)
    const stopped = step.engineError !== null
    const postponed = stopped || step.completed ? new Set<string>() : step.postponedExecutionIds()
    const state = stopped || step.completed ? null : await step.savedState()
    step.stopRecording()
    const after: Array<() => void> = []
    this.db.transaction(() => {
      plan.before?.()
      this.applyRecords(instance, step)
      if (stopped) {
        this.stopInstance(instance, step.engineError ?? '流程执行出错', STOPPED_TASK_REASON)
        after.push(() => this.emitResult(instance, RESULT_CANCEL))
      } else if (step.completed) {
        this.closeOpenTasks(instance.id, plan.discarded)
        this.endInstance(instance, RESULT_APPROVE)
        this.notifier.processApproved(instance, this.now())
        after.push(() => this.emitResult(instance, RESULT_APPROVE))
      } else {
        this.reconcile(instance.id, postponed, plan.discarded)
        saveEngineState(this.db, instance.id, state ?? '{}', this.now())
      }
    })()
    for (const action of after) action()
  }

  /** Ends a running instance with `errorMessage` (shown on its detail page). */
  stopInstance(instance: InstanceRow, errorMessage: string, taskReason: string): void {
    this.closeOpenTasks(instance.id, { result: RESULT_CANCEL, reason: taskReason })
    this.endInstance(instance, RESULT_CANCEL, errorMessage)
  }

  /** Marks the instance finished with `result`; it keeps no engine state or timer. */
  endInstance(instance: InstanceRow, result: number, errorMessage: string | null = null): void {
    finishInstance(this.db, instance.id, result, this.now(), errorMessage)
    dropEngine(this.db, instance.id)
  }

  closeOpenTasks(instanceId: string, discarded: DiscardedTasks): void {
    for (const task of openTasksOfInstance(this.db, instanceId)) {
      closeTask(this.db, task, discarded.result, discarded.reason, this.now())
    }
  }

  isRunning(instance: InstanceRow): boolean {
    return instance.status === STATUS_RUNNING
  }

  private applyRecords(instance: InstanceRow, step: EngineStep): void {
    const { db } = this
    const now = this.now()
    for (const activity of step.started) {
      startActivity(
        db,
        {
          instanceId: instance.id,
          executionId: activity.executionId,
          key: activity.key,
          type: activityTypeOf(activity.type),
        },
        now,
      )
    }
    for (const executionId of step.ended) endActivity(db, instance.id, executionId, now)
    for (const wait of step.waits) {
      if (taskByExecution(db, instance.id, wait.executionId)) continue
      const assignee = wait.loopAssignee ?? this.pickAssignee(instance, wait.taskKey)
      const task = {
        id: randomUUID(),
        process_instance_id: instance.id,
        definition_key: wait.taskKey,
        name: wait.name,
        execution_id: wait.executionId,
        activity_execution_id: wait.activityExecutionId,
        assignee_user_id: assignee,
        owner_user_id: null,
        result: RESULT_RUNNING,
        reason: null,
        claim_time: null,
        create_time: now,
        end_time: null,
      }
      insertTask(db, task)
      this.notifier.taskAssigned(instance, task.name, assignee, now)
    }
    for (const timer of step.timers) {
      if (timer.kind === 'fired') {
        deleteTimer(db, instance.id, timer.executionId)
        continue
      }
      // A timer re-armed on recovery keeps its stored due time (INSERT OR IGNORE).
      insertTimer(db, {
        process_instance_id: instance.id,
        execution_id: timer.executionId,
        activity_id: timer.activityId,
        due_time: timer.dueTime,
      })
    }
  }

  /** One of the task's candidates; none -> the step is refused (and rolled back). */
  private pickAssignee(instance: InstanceRow, taskKey: string): number {
    const candidates = resolveTaskCandidates(this.db, {
      processDefinitionId: instance.process_definition_id,
      taskDefinitionKey: taskKey,
      startUserId: instance.start_user_id,
    })
    if (candidates.length === 0) throw bizError(RuntimeErrors.NO_CANDIDATE)
    return candidates[candidates.length === 1 ? 0 : randomInt(candidates.length)] as number
  }

  /** Tasks and timers whose activity the engine no longer waits in are closed / dropped. */
  private reconcile(instanceId: string, postponed: Set<string>, discarded: DiscardedTasks): void {
    const waiting = (executionId: string) =>
      postponed.has(executionId) ||
      postponed.has(executionId.slice(0, Math.max(executionId.lastIndexOf('_'), 0)))
    for (const task of openTasksOfInstance(this.db, instanceId)) {
      if (!waiting(task.activity_execution_id) && !waiting(task.execution_id)) {
        closeTask(this.db, task, discarded.result, discarded.reason, this.now())
      }
    }
    for (const timer of timersOfInstance(this.db, instanceId)) {
      if (!waiting(timer.execution_id)) deleteTimer(this.db, instanceId, timer.execution_id)
    }
  }
}
