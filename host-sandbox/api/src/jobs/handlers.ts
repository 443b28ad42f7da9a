import type { AppContext } from '../lib/context'

/** What a handler gets besides its parameter: the app and the zone the museum's days are in. */
export interface JobContext {
  app: AppContext
  /** IANA zone of the schedule (SANDBOX_TZ, default Asia/Shanghai). */
  timeZone: string
  warn: (error: unknown, what: string) => void
}

/**
 * Does the chore and says what it did (the log's 执行结果); throws to fail the try. `signal` is
 * aborted on a timeout and when the app closes: a handler that keeps going after it may overlap
 * the job's next run.
 */
export type JobHandlerRun = (ctx: JobContext, param: string, signal: AbortSignal) => Promise<string>

const handlers = new Map<string, JobHandlerRun>()

/** Registers a handler by the name jobs refer to (a second definition replaces the first). */
export function defineJobHandler(name: string, run: JobHandlerRun): void {
  handlers.set(name, run)
}

export function jobHandler(name: string): JobHandlerRun | undefined {
  return handlers.get(name)
}

export function hasJobHandler(name: string): boolean {
  return handlers.has(name)
}

export function jobHandlerNames(): string[] {
  return [...handlers.keys()]
}
