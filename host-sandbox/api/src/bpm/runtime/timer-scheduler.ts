import { RESULT_CANCEL, STATUS_RUNNING } from '../../../../../src/shared/wire/bpm-runtime'
import type { RuntimeCore } from './runtime-core'
import { deleteTimer, dueTimers, findInstance, type TimerRow } from './runtime-repo'

/**
 * Fires the engine's timers (boundary and intermediate timer events) when they are due on the
 * runtime's clock. Due times live in SQLite, so a timer survives a restart: the first sweep after
 * start fires everything that fell due while the server was down. The sweep interval is unref'd,
 * so a sandbox with nothing else to do can exit.
 */
export class TimerScheduler {
  private interval: NodeJS.Timeout | null = null
  private sweeping: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly core: RuntimeCore,
    private readonly sweepMs: number,
  ) {}

  start(): void {
    if (this.interval || this.stopped) return
    void this.fireDue()
    this.interval = setInterval(() => void this.fireDue(), this.sweepMs)
    this.interval.unref()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.interval) clearInterval(this.interval)
    this.interval = null
    await this.sweeping
  }

  /** One sweep at a time; a call during a sweep waits for that sweep. */
  fireDue(): Promise<void> {
    this.sweeping ??= this.sweep().finally(() => {
      this.sweeping = null
    })
    return this.sweeping
  }

  private async sweep(): Promise<void> {
    if (this.stopped) return
    for (const timer of dueTimers(this.core.db, this.core.now())) {
      if (this.stopped) return
      await this.core.locks
        .run(timer.process_instance_id, () => this.fire(timer))
        .catch((error: unknown) => this.core.deps.warn(error, 'BPM timer failed'))
    }
  }

  private async fire(timer: TimerRow): Promise<void> {
    const { db } = this.core
    const instance = findInstance(db, timer.process_instance_id)
    const stillDue = db
      .prepare('SELECT 1 FROM bpm_timer WHERE process_instance_id = ? AND execution_id = ?')
      .get(timer.process_instance_id, timer.execution_id)
    if (!instance || !stillDue) return
    if (instance.status !== STATUS_RUNNING) {
      deleteTimer(db, instance.id, timer.execution_id)
      return
    }
    try {
      await this.core.runStep(instance, {
        before: () => deleteTimer(db, instance.id, timer.execution_id),
        act: (step) =>
          // Cancelling a timer event definition completes it: the event fires and moves on.
          step.execution.cancelActivity({ id: timer.activity_id, executionId: timer.execution_id }),
        discarded: { result: RESULT_CANCEL, reason: '审批超时，任务自动结束' },
      })
    } catch (error) {
      // A refused step would be refused again at every sweep: the instance stops and says why.
      const reason = error instanceof Error ? error.message : String(error)
      db.transaction(() =>
        this.core.stopInstance(
          instance,
          `流程已停止：定时器触发后无法继续，原因：${reason}`,
          '流程出错已停止，任务自动结束',
        ),
      )()
      this.core.emitResult(instance, RESULT_CANCEL)
    }
  }
}
