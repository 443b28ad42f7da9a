import BetterSqlite3 from 'better-sqlite3'
import { expect } from 'vitest'
import type { JobItem, JobLogItem } from '../../src/shared/wire/infra-job'
import { call, type Envelope, type Page } from './support/http'
import type { RunningSandbox } from './support/sandbox'
import { waitForState } from './support/wait-for-state'

export function jobApi(sandbox: RunningSandbox, token: () => string) {
  const opts = () => ({ token: token() })
  return {
    page: (query: Record<string, unknown> = {}) =>
      call<Page<JobItem>>(sandbox, '/infra/job/page', {
        ...opts(),
        query: { pageSize: 100, ...query },
      }),
    get: (id: number) =>
      call<JobItem | null>(sandbox, '/infra/job/get', { ...opts(), query: { id } }),
    create: (json: Record<string, unknown>) =>
      call<number>(sandbox, '/infra/job/create', { ...opts(), method: 'POST', json }),
    update: (json: Record<string, unknown>) =>
      call<boolean>(sandbox, '/infra/job/update', { ...opts(), method: 'PUT', json }),
    setStatus: (id: number, status: number) =>
      call<boolean>(sandbox, '/infra/job/update-status', {
        ...opts(),
        method: 'PUT',
        query: { id, status },
      }),
    remove: (id: number) =>
      call<boolean>(sandbox, '/infra/job/delete', { ...opts(), method: 'DELETE', query: { id } }),
    trigger: (id: number) =>
      call<boolean>(sandbox, '/infra/job/trigger', { ...opts(), method: 'PUT', query: { id } }),
    nextTimes: (id: number, count = 5) =>
      call<number[]>(sandbox, '/infra/job/get_next_times', { ...opts(), query: { id, count } }),
    logs: (query: Record<string, unknown> = {}) =>
      call<Page<JobLogItem>>(sandbox, '/infra/job-log/page', {
        ...opts(),
        query: { pageSize: 100, ...query },
      }),
  }
}
export type JobApi = ReturnType<typeof jobApi>

/** A new job of `handlerName` (a test handler), answering its id. */
export async function createJob(
  api: JobApi,
  handlerName: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await api.create({
    name: `测试任务 ${handlerName}`,
    handlerName,
    cronExpression: '0 0 3 * * ?',
    retryCount: 0,
    retryInterval: 0,
    ...extra,
  })
  expect(created.msg).toBe('')
  return created.data
}

/** The job's log rows, oldest first. */
export async function logsOf(api: JobApi, jobId: number): Promise<JobLogItem[]> {
  const page = await api.logs({ jobId })
  return [...page.data.list].reverse()
}

/** The finished runs (success or failure) once there are `count` of them. */
export const finishedRuns = (api: JobApi, jobId: number, count: number) =>
  waitForState(
    () => logsOf(api, jobId),
    (logs) => logs.filter((log) => log.status !== 0).length >= count,
  )

export function withDb<T>(dbPath: string, read: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(dbPath)
  try {
    db.pragma('busy_timeout = 5000')
    return read(db)
  } finally {
    db.close()
  }
}

export function expectRefused(answer: Envelope<unknown>, msg: string): void {
  expect({ msg: answer.msg, data: answer.data }).toEqual({ msg, data: null })
  expect(answer.code).not.toBe(0)
}
