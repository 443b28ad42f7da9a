import { randomUUID } from 'node:crypto'
import { STATE_SUSPENDED } from '../../../../../src/shared/wire/bpm-model'
import {
  RESULT_BACK,
  RESULT_CANCEL,
  RESULT_RUNNING,
  STATUS_RUNNING,
  type BpmReturnTarget,
  type BpmTaskApprove,
  type BpmTaskDelegate,
  type BpmTaskReturn,
  type BpmTaskUpdateAssignee,
} from '../../../../../src/shared/wire/bpm-runtime'
import { bizError } from '../../lib/biz-error'
import { engineFailure } from './engine-step'
import { RuntimeCore, type ProcessResultEvent, type RuntimeDeps } from './runtime-core'
import { RuntimeErrors } from './runtime-errors'
import {
  findInstance,
  findRunnableDefinition,
  findTask,
  insertInstance,
  latestDefinitionByKey,
  type DefinitionRunRow,
  type InstanceRow,
} from './runtime-repo'
import { returnTargets } from './return-targets'
import { TaskActions } from './task-actions'
import { TimerScheduler } from './timer-scheduler'

export type { ProcessResultEvent } from './runtime-core'

export interface StartProcessInput {
  processDefinitionId?: string
  /** The latest version of the process with this key. */
  processKey?: string
  startUserId: number
  variables: Record<string, unknown>
  businessKey?: string
}

/** What other parts of the sandbox (business forms such as OA leave) use of the runtime. */
export interface BpmRuntime {
  /** Starts a process; the new instance's id. Throws BizError with the user-facing refusal. */
  start(input: StartProcessInput): Promise<string>
  /** Called after every change of an instance's result (approved, rejected, cancelled...). */
  onResult(processKey: string, listener: (event: ProcessResultEvent) => void): void
}

/** The whole runtime: what the BPM routes call, and the timers' life cycle. */
export interface BpmRuntimeService extends BpmRuntime {
  cancel(userId: number, input: { id: string; reason: string }): Promise<void>
  approve(userId: number, input: BpmTaskApprove): Promise<void>
  reject(userId: number, input: BpmTaskApprove): Promise<void>
  updateAssignee(userId: number, input: BpmTaskUpdateAssignee): Promise<void>
  delegate(userId: number, input: BpmTaskDelegate): Promise<void>
  returnList(taskId: string): Promise<BpmReturnTarget[]>
  returnTask(userId: number, input: BpmTaskReturn): Promise<void>
  /** Fires every timer due by the runtime's clock (the scheduler calls it; tests may too). */
  fireDueTimers(): Promise<void>
  /** Schedules due timers from now on (fires those already past at once). */
  startTimers(): void
  /** Stops the timers and waits for the steps under way. */
  close(): Promise<void>
}

export interface BpmRuntimeOptions extends RuntimeDeps {
  /** How often due timers are looked for; default 1 s. */
  timerSweepMs?: number
}

function definitionToStart(core: RuntimeCore, input: StartProcessInput): DefinitionRunRow {
  const definition = input.processDefinitionId
    ? findRunnableDefinition(core.db, input.processDefinitionId)
    : input.processKey
      ? latestDefinitionByKey(core.db, input.processKey)
      : undefined
  if (!definition) throw bizError(RuntimeErrors.DEFINITION_NOT_EXISTS)
  if (definition.suspension_state === STATE_SUSPENDED) {
    throw bizError(RuntimeErrors.DEFINITION_SUSPENDED)
  }
  return definition
}

async function startProcess(core: RuntimeCore, input: StartProcessInput): Promise<string> {
  const definition = definitionToStart(core, input)
  const source = await core.source(definition)
  const id = randomUUID()
  const instance: InstanceRow = {
    id,
    name: definition.name,
    process_definition_id: definition.id,
    process_key: definition.process_key,
    category: definition.category,
    status: STATUS_RUNNING,
    result: RESULT_RUNNING,
    start_user_id: input.startUserId,
    business_key: input.businessKey ?? null,
    form_variables: JSON.stringify(input.variables),
    error_message: null,
    create_time: core.now(),
    end_time: null,
  }
  await core.locks.run(id, async () => {
    const step = core.newStep(source, definition.id, input.startUserId)
    try {
      await step.start(id, { ...input.variables })
    } catch (error) {
      step.engineError ??= engineFailure(error)
    }
    await new Promise<void>((resolve) => setImmediate(resolve))
    await core.commitStep(instance, step, {
      before: () => insertInstance(core.db, instance),
      act: () => undefined,
      discarded: { result: RESULT_CANCEL, reason: '流程已流转，任务自动结束' },
    })
  })
  return id
}

async function cancelProcess(
  core: RuntimeCore,
  userId: number,
  input: { id: string; reason: string },
): Promise<void> {
  await core.locks.run(input.id, async () => {
    const instance = findInstance(core.db, input.id)
    if (!instance) throw bizError(RuntimeErrors.INSTANCE_NOT_EXISTS)
    if (instance.status !== STATUS_RUNNING) throw bizError(RuntimeErrors.CANCEL_NOT_RUNNING)
    if (instance.start_user_id !== userId) throw bizError(RuntimeErrors.CANCEL_NOT_SELF)
    core.db.transaction(() => {
      core.closeOpenTasks(instance.id, {
        result: RESULT_CANCEL,
        reason: `主动取消任务，原因：${input.reason}`,
      })
      core.endInstance(instance, RESULT_CANCEL)
    })()
    core.emitResult(instance, RESULT_CANCEL)
  })
}

async function returnListOf(core: RuntimeCore, taskId: string): Promise<BpmReturnTarget[]> {
  const task = findTask(core.db, taskId)
  if (!task) throw bizError(RuntimeErrors.TASK_NOT_EXISTS)
  const instance = findInstance(core.db, task.process_instance_id)
  if (!instance) throw bizError(RuntimeErrors.INSTANCE_NOT_EXISTS)
  const source = await core.source(core.definitionOf(instance))
  return returnTargets(source.graph, task.definition_key).map((node) => ({
    definitionKey: node.id,
    name: node.name ?? node.id,
  }))
}

export function createBpmRuntime(options: BpmRuntimeOptions): BpmRuntimeService {
  const core = new RuntimeCore(options)
  const tasks = new TaskActions(core)
  const timers = new TimerScheduler(core, options.timerSweepMs ?? 1000)
  return {
    start: (input) => startProcess(core, input),
    onResult: (key, listener) => core.onResult(key, listener),
    cancel: (userId, input) => cancelProcess(core, userId, input),
    approve: (userId, input) => tasks.approve(userId, input),
    reject: (userId, input) => tasks.reject(userId, input),
    updateAssignee: (userId, input) => tasks.updateAssignee(userId, input),
    delegate: (userId, input) => tasks.delegate(userId, input),
    returnList: (taskId) => returnListOf(core, taskId),
    returnTask: (userId, input) => tasks.returnTask(userId, input, RESULT_BACK),
    fireDueTimers: () => timers.fireDue(),
    startTimers: () => timers.start(),
    close: async () => {
      await timers.stop()
      await core.locks.drain()
    },
  }
}
