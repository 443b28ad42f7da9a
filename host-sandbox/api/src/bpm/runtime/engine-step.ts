import { EventEmitter } from 'node:events'
import { Engine, type BpmnEngineOptions } from 'bpmn-engine'
import { evaluateTemplate } from '../../../../../src/shared/bpm-expression'

// One step of one process instance on bpmn-engine: a fresh engine is started or recovered from the
// saved state, the caller acts on it (signal a task, fire a timer, jump back), and everything the
// engine did meanwhile is recorded here for the runtime to write to SQLite in one transaction.
// Nothing touches the database in here except what the caller's callbacks read.

/** How an engine failure other than an expression reads on the instance's detail page. */
export const engineFailure = (error: unknown) =>
  `流程已停止：流程执行出错，原因：${error instanceof Error ? error.message : String(error)}`

/** The multi-instance element variable: the candidate user id of each iteration. */
const ASSIGNEE_VARIABLE = 'bpmAssigneeUserId'

/** The list a multi-instance user task iterates over: its candidates, in the process variables. */
export const assigneesVariable = (taskKey: string) => `${taskKey}_assignees`

export interface StepHooks {
  /** Candidate user ids of a user task (resolved from its assignment rule). */
  candidates(taskKey: string): number[]
  /** The runtime's clock (the engine's own timers run on wall time; due times use this). */
  now(): number
}

export interface WaitRecord {
  taskKey: string
  name: string
  executionId: string
  /** The activity's own execution: the parent of multi-instance iterations. */
  activityExecutionId: string
  /** Multi-instance iterations come with their candidate; single tasks pick one later. */
  loopAssignee: number | null
}

export interface TimerRecord {
  /** armed: the engine waits on it (again, when recovered); fired: it went off. */
  kind: 'armed' | 'fired'
  activityId: string
  executionId: string
  dueTime: number
}

export interface ActivityRecord {
  executionId: string
  key: string
  type: string
}

/** The part of bpmn-engine's execution API the runtime uses. */
export interface PostponedApi {
  id: string
  type: string
  executionId: string
  discard(): void
}
interface RunnableActivity {
  run(): void
}
interface RunningProcess {
  getActivityById(id: string): RunnableActivity | undefined
}
interface RunningDefinition {
  getProcesses(): RunningProcess[]
  getRunningProcesses?(): RunningProcess[]
}
export interface RunningExecution {
  signal(message: Record<string, unknown>): void
  cancelActivity(message: Record<string, unknown>): void
  getPostponed(): PostponedApi[]
  definitions: RunningDefinition[]
}

interface ListenerApi {
  id: string
  type: string
  name?: string
  executionId: string
  content: Record<string, unknown>
}

interface ExpressionContext {
  environment?: { variables?: Record<string, unknown> }
  content?: Record<string, unknown>
}

interface ExtensionActivity {
  id: string
  type: string
  behaviour?: { loopCharacteristics?: { behaviour?: Record<string, unknown> } }
  environment: { variables: Record<string, unknown> }
}

interface SavedState {
  definitions?: Array<{ source?: string }>
  [key: string]: unknown
}

/** `bpmn:ExclusiveGateway` -> `exclusiveGateway` (Flowable's activity types). */
export function activityTypeOf(bpmnType: string): string {
  const local = bpmnType.includes(':') ? bpmnType.slice(bpmnType.indexOf(':') + 1) : bpmnType
  return local.charAt(0).toLowerCase() + local.slice(1)
}

/** Multi-instance counters a completion condition may read, from the loop message. */
function loopVariables(content: Record<string, unknown>): Record<string, unknown> {
  const cardinality = content.loopCardinality
  if (typeof cardinality !== 'number') return {}
  const output = Array.isArray(content.loopOutput) ? (content.loopOutput as unknown[]) : []
  const completed = output.filter((entry) => entry !== undefined && entry !== null).length
  return {
    nrOfInstances: cardinality,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: content.isSequential === true ? 1 : Math.max(cardinality - completed, 0),
  }
}

/**
 * bpmn-engine's default logger makes a `debug` instance per element and message on every run, a
 * third of a step's time; what it would report (errors) reaches the runtime through events.
 */
const silentLogger = { debug: () => undefined, error: () => undefined, warn: () => undefined }

/** The engine's timers never run by themselves: the runtime's scheduler fires them when due. */
class DormantTimers {
  readonly executing: unknown[] = []
  setTimeout = (): object => ({})
  clearTimeout = (): undefined => undefined
  register() {
    return { setTimeout: this.setTimeout, clearTimeout: this.clearTimeout }
  }
}

export class EngineStep {
  readonly waits: WaitRecord[] = []
  /** In the order they happened: a repeating timer fires, then is armed again. */
  readonly timers: TimerRecord[] = []
  readonly started: ActivityRecord[] = []
  readonly ended = new Set<string>()
  /** A refusal found while running (no candidate for a task): the step must not be saved. */
  refusal: string | null = null
  /** Why the engine stopped (an expression it could not evaluate...): the instance stops. */
  engineError: string | null = null
  completed = false
  private engine: Engine | null = null
  private running: RunningExecution | null = null
  private recording = true

  constructor(
    private readonly sourceJson: string,
    private readonly hooks: StepHooks,
  ) {}

  get execution(): RunningExecution {
    if (!this.running) throw new Error('The engine step has not started.')
    return this.running
  }

  /** Starts a new instance of the definition with `variables`. */
  async start(name: string, variables: Record<string, unknown>): Promise<void> {
    const engine = this.createEngine(name)
    // Recovering an idle state built from the cached source skips parsing the XML again.
    engine.recover(this.withSource({ name, state: 'idle', definitions: [{}] }))
    this.running = (await engine.execute({
      listener: this.listener(),
      variables,
    })) as unknown as RunningExecution
  }

  /** Recovers an instance from its saved state and resumes it (waiting tasks come back). */
  async resume(name: string, savedState: string): Promise<void> {
    const engine = this.createEngine(name)
    engine.recover(this.withSource(JSON.parse(savedState) as SavedState))
    this.running = (await engine.resume({
      listener: this.listener(),
    })) as unknown as RunningExecution
  }

  /** Execution ids of the activities still waiting (user tasks, timers). */
  postponedExecutionIds(): Set<string> {
    return new Set(this.execution.getPostponed().map((api) => api.executionId))
  }

  /** The engine state to store, without the diagram (it is cached per definition). */
  async savedState(): Promise<string> {
    if (!this.engine) throw new Error('The engine step has not started.')
    const state = (await this.engine.getState()) as unknown as SavedState
    this.recording = false
    for (const definition of state.definitions ?? []) delete definition.source
    return JSON.stringify(state)
  }

  /** Runs a process element again (a return jumps back to it). */
  runActivity(activityId: string): boolean {
    for (const definition of this.execution.definitions) {
      const processes = definition.getRunningProcesses?.() ?? definition.getProcesses()
      for (const process of processes) {
        const activity = process.getActivityById(activityId)
        if (activity) {
          activity.run()
          return true
        }
      }
    }
    return false
  }

  stopRecording(): void {
    this.recording = false
  }

  private withSource(state: SavedState): SavedState {
    return {
      ...state,
      definitions: (state.definitions ?? []).map((definition) => ({
        ...definition,
        source: this.sourceJson,
      })),
    }
  }

  private createEngine(name: string): Engine {
    const options = {
      name,
      Logger: () => silentLogger,
      expressions: { resolveExpression: this.resolveExpression },
      // Script conditions and script tasks are not supported: nothing of the user's runs as code.
      scripts: { register: () => undefined, getScript: () => undefined },
      timers: new DormantTimers(),
      extensions: { bpmAssignees: this.assigneesExtension },
    }
    // bpmn-engine's option type wants every EnvironmentOptions member; the runtime passes its own
    // expression, script and timer services, which its declarations do not describe exactly.
    const engine = new Engine(options as unknown as BpmnEngineOptions)
    engine.on('error', (error: unknown) => {
      this.engineError ??= engineFailure(error)
    })
    engine.on('end', () => {
      if (this.recording) this.completed = true
    })
    this.engine = engine
    return engine
  }

  private readonly resolveExpression = (expression: unknown, context: ExpressionContext) => {
    if (typeof expression !== 'string' || !expression.includes('${')) return expression
    const variables = {
      ...(context.environment?.variables ?? {}),
      ...loopVariables(context.content ?? {}),
    }
    try {
      return evaluateTemplate(expression, variables)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.engineError ??= `流程已停止：表达式 ${expression} 无法计算，原因：${reason}`
      // Thrown on, the engine stops this instance (its error event); the server goes on.
      throw error
    }
  }

  /**
   * Multi-instance user tasks iterate over their candidates (one task each): the loop's collection
   * becomes a process variable filled from the assignment rule when the task is entered.
   */
  private readonly assigneesExtension = (activity: ExtensionActivity) => {
    if (activity.type !== 'bpmn:UserTask') return undefined
    const loop = activity.behaviour?.loopCharacteristics?.behaviour
    if (!loop) return undefined
    const variable = assigneesVariable(activity.id)
    loop.collection = `\${${variable}}`
    loop.elementVariable = ASSIGNEE_VARIABLE
    delete loop.loopCardinality
    return {
      activate: (message: { fields?: { routingKey?: string } }) => {
        // Entered anew (not resumed): resolve the candidates now, as the rule stands.
        if (message.fields?.routingKey !== 'run.enter' || !this.recording) return
        const candidates = this.hooks.candidates(activity.id)
        if (candidates.length === 0) this.refusal ??= 'NO_CANDIDATE'
        activity.environment.variables[variable] = candidates
      },
      deactivate: () => undefined,
    }
  }

  private listener(): EventEmitter {
    const listener = new EventEmitter()
    const record = (handler: (api: ListenerApi) => void) => (api: ListenerApi) => {
      if (this.recording) handler(api)
    }
    listener.on(
      'activity.start',
      record((api) => {
        if (api.type === 'bpmn:UserTask') return
        this.started.push({ executionId: api.executionId, key: api.id, type: api.type })
      }),
    )
    for (const event of ['activity.end', 'activity.leave', 'activity.discard']) {
      listener.on(
        event,
        record((api) => this.ended.add(api.executionId)),
      )
    }
    listener.on(
      'activity.wait',
      record((api) => {
        if (api.type !== 'bpmn:UserTask') return
        const content = api.content
        const isIteration = content.isMultiInstance === true
        const executionId = api.executionId
        this.waits.push({
          taskKey: api.id,
          name: api.name ?? api.id,
          executionId,
          activityExecutionId: isIteration
            ? executionId.slice(0, executionId.lastIndexOf('_'))
            : executionId,
          loopAssignee: isIteration ? Number(content[ASSIGNEE_VARIABLE]) : null,
        })
      }),
    )
    listener.on(
      'activity.timer',
      record((api) => {
        const { timeout, timerType, expireAt } = api.content
        const due =
          timerType === 'timeDate' && expireAt !== undefined
            ? new Date(expireAt as string | number | Date).getTime()
            : this.hooks.now() + Math.max(Number(timeout) || 0, 0)
        this.timers.push({
          kind: 'armed',
          activityId: api.id,
          executionId: api.executionId,
          dueTime: due,
        })
      }),
    )
    listener.on(
      'activity.timeout',
      record((api) =>
        this.timers.push({
          kind: 'fired',
          activityId: api.id,
          executionId: api.executionId,
          dueTime: this.hooks.now(),
        }),
      ),
    )
    listener.on(
      'activity.error',
      record((api) => {
        this.engineError ??= engineFailure(api.content.error ?? '未知错误')
      }),
    )
    return listener
  }
}
