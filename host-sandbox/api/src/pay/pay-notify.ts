import type { Database } from 'better-sqlite3'
import type { AppContext } from '../lib/context'
import { insertRow } from '../lib/row-writes'
import { payNotifySecret, signNotifyBody } from './notify-signature'
import { payRuntimeOf, type PayRuntime } from './pay-runtime'
import { PAY_NOTIFY_STATUS, PAY_NOTIFY_TYPE } from './pay-status'

/** Waits after failed try 1, 2, … 8; the 9th failure ends the task as 通知失败. */
export const NOTIFY_RETRY_DELAYS_MS = [
  15_000, 15_000, 30_000, 180_000, 1_800_000, 1_800_000, 1_800_000, 3_600_000,
] as const
export const NOTIFY_MAX_TIMES = NOTIFY_RETRY_DELAYS_MS.length + 1
export const NOTIFY_TIMEOUT_MS = 10_000
export const SANDBOX_ORIGIN = '{sandbox-origin}'
const RESPONSE_MAX_CHARS = 2000

export interface NotifyTaskRow {
  id: number
  app_id: number
  type: number
  data_id: number
  merchant_order_id: string
  status: number
  next_notify_time: number | null
  last_execute_time: number | null
  notify_times: number
  max_notify_times: number
  notify_url: string
  create_time: number
  update_time: number
}

/**
 * Queues the merchant's notification of a paid order (type 1) or a settled refund (type 2), due at
 * once. Runs inside the transaction that made the payment or refund final; one task per payment
 * or refund (a second call is a no-op).
 */
export function createNotifyTask(
  db: Database,
  input: {
    appId: number
    type: number
    dataId: number
    merchantOrderId: string
    notifyUrl: string
  },
  now: number,
): number {
  const existing = db
    .prepare('SELECT id FROM pay_notify_task WHERE type = ? AND data_id = ?')
    .get(input.type, input.dataId) as { id: number } | undefined
  if (existing) return existing.id
  return insertRow(db, 'pay_notify_task', {
    app_id: input.appId,
    type: input.type,
    data_id: input.dataId,
    merchant_order_id: input.merchantOrderId,
    status: PAY_NOTIFY_STATUS.WAITING,
    next_notify_time: now,
    notify_times: 0,
    max_notify_times: NOTIFY_MAX_TIMES,
    notify_url: input.notifyUrl,
    create_time: now,
    update_time: now,
  })
}

interface AttemptResult {
  /** The merchant answered `{code: 0}`. */
  success: boolean
  /** The merchant answered at all (HTTP 2xx); false: no connection, timeout, HTTP error. */
  answered: boolean
  response: string
}

function bodyOf(task: NotifyTaskRow): string {
  return JSON.stringify(
    task.type === PAY_NOTIFY_TYPE.REFUND
      ? { merchantOrderId: task.merchant_order_id, payRefundId: task.data_id }
      : { merchantOrderId: task.merchant_order_id, payOrderId: task.data_id },
  )
}

function judge(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text)
    return (
      typeof parsed === 'object' && parsed !== null && (parsed as { code?: unknown }).code === 0
    )
  } catch {
    return false
  }
}

const clip = (text: string) =>
  text.length > RESPONSE_MAX_CHARS ? `${text.slice(0, RESPONSE_MAX_CHARS)}…` : text

async function post(runtime: PayRuntime, url: string, payload: string, sign: string) {
  const headers = { 'content-type': 'application/json', 'x-pay-sign': sign }
  if (url.startsWith(SANDBOX_ORIGIN)) {
    const path = url.slice(SANDBOX_ORIGIN.length)
    const base = runtime.selfBase()
    if (base === null) {
      // Not listening (an app built for tests): the same routes, reached without a socket.
      const text = await runtime.injectSelf(path, headers, payload)
      return { success: judge(text), answered: true, response: clip(text) }
    }
    url = `${base}${path}`
  }
  const signal = AbortSignal.any([AbortSignal.timeout(NOTIFY_TIMEOUT_MS), runtime.closing])
  const answer = await fetch(url, { method: 'POST', headers, body: payload, signal })
  const text = await answer.text()
  if (!answer.ok)
    return { success: false, answered: false, response: clip(`HTTP ${answer.status} ${text}`) }
  return { success: judge(text), answered: true, response: clip(text) }
}

async function attempt(ctx: AppContext, task: NotifyTaskRow): Promise<AttemptResult> {
  const runtime = payRuntimeOf(ctx.db)
  const payload = bodyOf(task)
  const sign = signNotifyBody(payNotifySecret(ctx.db), payload)
  try {
    return await post(runtime, task.notify_url, payload, sign)
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : null
    const reason =
      cause?.name === 'TimeoutError'
        ? `请求超时（${NOTIFY_TIMEOUT_MS / 1000} 秒）`
        : String(cause?.message ?? error)
    return { success: false, answered: false, response: clip(`请求失败：${reason}`) }
  }
}

/** Writes the outcome of try `notify_times + 1`; a task already 通知成功 stays so. */
function record(db: Database, taskId: number, result: AttemptResult, now: number): void {
  db.transaction(() => {
    const task = db.prepare('SELECT * FROM pay_notify_task WHERE id = ?').get(taskId) as
      NotifyTaskRow | undefined
    if (!task) return
    const times = task.notify_times + 1
    let status: number
    let next: number | null = null
    if (result.success) status = PAY_NOTIFY_STATUS.SUCCESS
    else if (times >= task.max_notify_times) status = PAY_NOTIFY_STATUS.FAILURE
    else {
      status = result.answered
        ? PAY_NOTIFY_STATUS.REQUEST_SUCCESS
        : PAY_NOTIFY_STATUS.REQUEST_FAILURE
      next = now + (NOTIFY_RETRY_DELAYS_MS[times - 1] ?? NOTIFY_RETRY_DELAYS_MS.at(-1) ?? 0)
    }
    // A late or concurrent failure never moves a delivered notification back.
    db.prepare(
      `UPDATE pay_notify_task SET status = ?, next_notify_time = ?, last_execute_time = ?,
         notify_times = ?, update_time = ? WHERE id = ? AND status != ?`,
    ).run(status, next, now, times, now, taskId, PAY_NOTIFY_STATUS.SUCCESS)
    insertRow(db, 'pay_notify_log', {
      task_id: taskId,
      notify_times: times,
      status,
      response: result.response,
      create_time: now,
    })
  })()
}

/**
 * One try of the task's notification, unless it is delivered or given up. A try already in flight
 * is joined, not doubled. Resolves once the outcome is recorded (never rejects: a failure is a
 * logged outcome).
 */
export function runNotifyTask(ctx: AppContext, taskId: number): Promise<void> {
  const runtime = payRuntimeOf(ctx.db)
  const inFlight = runtime.running.get(taskId)
  if (inFlight) return inFlight
  const task = ctx.db.prepare('SELECT * FROM pay_notify_task WHERE id = ?').get(taskId) as
    NotifyTaskRow | undefined
  if (
    !task ||
    task.status === PAY_NOTIFY_STATUS.SUCCESS ||
    task.status === PAY_NOTIFY_STATUS.FAILURE
  )
    return Promise.resolve()
  const running = tryOnce(ctx, runtime, task).finally(() => runtime.running.delete(taskId))
  runtime.running.set(taskId, running)
  return running
}

async function tryOnce(ctx: AppContext, runtime: PayRuntime, task: NotifyTaskRow): Promise<void> {
  try {
    const result = await attempt(ctx, task)
    if (ctx.db.open) record(ctx.db, task.id, result, ctx.now())
  } catch (error) {
    runtime.warn(error, '支付通知记录失败')
  }
}

/** Tries every notification that is due (first tries the caller did not make, and retries). */
export async function runDueNotifyTasks(ctx: AppContext, limit = 200): Promise<number> {
  const due = ctx.db
    .prepare(
      `SELECT id FROM pay_notify_task WHERE status IN (?, ?, ?) AND next_notify_time <= ?
       ORDER BY next_notify_time, id LIMIT ?`,
    )
    .all(
      PAY_NOTIFY_STATUS.WAITING,
      PAY_NOTIFY_STATUS.REQUEST_SUCCESS,
      PAY_NOTIFY_STATUS.REQUEST_FAILURE,
      ctx.now(),
      limit,
    ) as Array<{ id: number }>
  // Tries already in flight (the caller's first try, the timer's) are waited for, not doubled.
  await Promise.all(due.map((row) => runNotifyTask(ctx, row.id)))
  return due.length
}
