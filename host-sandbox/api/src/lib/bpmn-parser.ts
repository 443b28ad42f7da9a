import Piscina from 'piscina'
import { BizError, bizError } from './biz-error'
import { checkBpmnLimits } from './bpmn-limits'
import { BpmErrors } from './error-codes'
import type { UserTaskInfo } from '../bpm/assign/user-tasks'

/**
 * BPMN parsing off the event loop: bpmn-moddle is synchronous CPU work (hundreds of ms for a big
 * diagram), so it runs in a small worker pool and the server keeps answering meanwhile. Every
 * document passes the size and depth pre-check first; a parse that still runs too long or takes
 * too much memory has its worker stopped and is refused.
 */
export interface BpmnParser {
  /** Throws BizError unless `xml` is BPMN 2.0 definitions. */
  parse(xml: string): Promise<void>
  /** lib/bpmn-inspect.ts prepareDeployment, in a worker. */
  prepareDeployment(xml: string, key: string): Promise<string>
  /** bpm/assign/user-tasks.ts listUserTasks, in a worker. */
  userTasks(xml: string): Promise<UserTaskInfo[]>
  close(): Promise<void>
}

export interface BpmnParserOptions {
  /** Worker threads; default 1 (a second diagram waits: the other core serves requests). */
  threads?: number
  /** Default 10 s. */
  timeoutMs?: number
}

export const BPMN_PARSE_TIMEOUT_MS = 10_000
const WORKER_MEMORY_MB = 256
const WORKER_FILE = new URL('./bpmn-worker.mjs', import.meta.url).href

type Task =
  | { op: 'parse'; xml: string }
  | { op: 'deploy'; xml: string; key: string }
  | { op: 'userTasks'; xml: string }
type Outcome =
  | { ok: true; xml: string | null; userTasks?: UserTaskInfo[] }
  | { ok: false; code: number; msg: string }

let inFlight = 0

/** Parses under way in this process's pools (tests wait on it: "the import is being parsed"). */
export function bpmnParsesInFlight(): number {
  return inFlight
}

export function createBpmnParser(options: BpmnParserOptions = {}): BpmnParser {
  const timeoutMs = options.timeoutMs ?? BPMN_PARSE_TIMEOUT_MS
  let pool: Piscina | null = null
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: Math.max(1, options.threads ?? 1),
      // Idle workers go: most servers parse a diagram now and then.
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
    }))

  async function run(task: Task): Promise<Outcome & { ok: true }> {
    checkBpmnLimits(task.xml)
    inFlight += 1
    let outcome: Outcome
    try {
      // An aborted task's worker is terminated: a runaway parse does not go on in the background.
      outcome = (await poolOf().run(task, { signal: AbortSignal.timeout(timeoutMs) })) as Outcome
    } catch (error) {
      const aborted = (error as { name?: string }).name === 'AbortError'
      throw bizError(
        BpmErrors.BPMN_UNPARSABLE,
        aborted ? '流程图过于复杂，解析超时' : '流程图过于复杂，解析失败',
      )
    } finally {
      inFlight -= 1
    }
    if (!outcome.ok) throw new BizError(outcome.code, outcome.msg)
    return outcome
  }

  return {
    async parse(xml) {
      await run({ op: 'parse', xml })
    },
    async prepareDeployment(xml, key) {
      return (await run({ op: 'deploy', xml, key })).xml ?? xml
    },
    async userTasks(xml) {
      return (await run({ op: 'userTasks', xml })).userTasks ?? []
    },
    async close() {
      const current = pool
      pool = null
      await current?.destroy()
    },
  }
}
