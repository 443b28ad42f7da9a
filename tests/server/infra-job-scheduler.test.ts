/**
 * The scheduler with jobs firing on their cron (jobs: true): the app's clock drives the fires, a
 * job never overlaps itself, missed fires are not replayed, jobs survive a restart, and two
 * processes on one database run each fire once (the lease row).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { defineJobHandler } from '../../host-sandbox/api/src/jobs/handlers'
import { createJob, finishedRuns, jobApi, logsOf } from './infra-job-support'
import { waitForState } from './support/wait-for-state'
import { ADMIN, login } from './support/http'
import { startSandbox, tempDir, TestClock, type RunningSandbox } from './support/sandbox'

const DAY = 86_400_000

let counted = 0
defineJobHandler('testCountJob', async () => {
  counted += 1
  return `第 ${counted} 次`
})

let release: (() => void) | null = null
let blockedStarts = 0
defineJobHandler('testBlockingJob', () => {
  blockedStarts += 1
  return new Promise<string>((resolve) => {
    release = () => resolve('放行')
  })
})
defineJobHandler('testTickJob', async () => '嘀')

let concurrent = 0
let maxConcurrent = 0
const fireSeconds: number[] = []
defineJobHandler('testSharedJob', async ({ app }) => {
  concurrent += 1
  maxConcurrent = Math.max(maxConcurrent, concurrent)
  fireSeconds.push(Math.floor(app.now() / 1000))
  await new Promise((resolve) => setTimeout(resolve, 30))
  concurrent -= 1
  return '完成'
})

async function adminApi(sandbox: RunningSandbox) {
  const token = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
  return jobApi(sandbox, () => token)
}

describe('the scheduler', () => {
  const tmp = tempDir()
  const clock = new TestClock()
  const dbPath = `${tmp.dir}/jobs.db`
  const running: RunningSandbox[] = []
  const start = async () => {
    const sandbox = await startSandbox(dbPath, { jobs: true }, clock)
    running.push(sandbox)
    return sandbox
  }
  afterAll(async () => {
    release?.()
    for (const sandbox of running) await sandbox.stop().catch(() => {})
    tmp.remove()
  })

  it('fires a job when the clock reaches its time, once for a day of missed fires', async () => {
    const sandbox = await start()
    const api = await adminApi(sandbox)
    const id = await createJob(api, 'testCountJob', { cronExpression: '0 0 3 * * ?' })
    clock.advance(DAY + 1000)
    // A day later the morning's token has expired: sign in again.
    await finishedRuns(await adminApi(sandbox), id, 1)
    clock.advance(DAY)
    const runs = await finishedRuns(await adminApi(sandbox), id, 2)
    expect(runs.map((run) => [run.executeIndex, run.status])).toEqual([
      [1, 1],
      [1, 1],
    ])
  })

  it('never overlaps a job with itself: fires during a run are skipped', async () => {
    const sandbox = running[0]
    const api = await adminApi(sandbox)
    blockedStarts = 0
    const blocking = await createJob(api, 'testBlockingJob', { cronExpression: '* * * * * ?' })
    const ticking = await createJob(api, 'testTickJob', { cronExpression: '* * * * * ?' })
    await waitForState(
      () => blockedStarts,
      (n) => n === 1,
    )
    // Other jobs keep firing every second while the blocked one holds its run.
    await finishedRuns(api, ticking, 3)
    expect(blockedStarts).toBe(1)
    expect(await logsOf(api, blocking)).toHaveLength(1)
    await api.setStatus(blocking, 2)
    release?.()
    // Paused now: the next fire does not come, the run that was going ends normally.
    const [run] = await finishedRuns(api, blocking, 1)
    expect(run.result).toBe('放行')
    await api.setStatus(ticking, 2)
  })

  it('plans the jobs again after a restart, without replaying what was missed', async () => {
    const first = running[0]
    const api = await adminApi(first)
    const kept = await createJob(api, 'testCountJob2', { cronExpression: '0 0 5 * * ?' })
    const paused = await createJob(api, 'testCountJob3', { cronExpression: '0 0 5 * * ?' })
    await api.setStatus(paused, 2)
    await first.stop()
    running.shift()
    // Three days pass while the sandbox is down.
    clock.advance(3 * DAY)
    const second = await start()
    expect(await logsOf(await adminApi(second), kept)).toHaveLength(0)
    clock.advance(DAY)
    const after = await adminApi(second)
    const runs = await finishedRuns(after, kept, 1)
    expect(runs).toHaveLength(1)
    expect(await logsOf(after, paused)).toHaveLength(0)
  })

  it('runs each fire once across two processes on one database (the lease)', async () => {
    const [one] = running
    const two = await start()
    const api = await adminApi(one)
    const id = await createJob(api, 'testSharedJob', { cronExpression: '* * * * * ?' })
    // The second process plans jobs when it starts: restart it so it knows this one.
    await two.stop()
    running.pop()
    await start()
    await finishedRuns(api, id, 6)
    await api.setStatus(id, 2)
    expect(maxConcurrent).toBe(1)
    expect(new Set(fireSeconds).size).toBe(fireSeconds.length)
  })
})

defineJobHandler('testCountJob2', async () => '二')
defineJobHandler('testCountJob3', async () => '三')
