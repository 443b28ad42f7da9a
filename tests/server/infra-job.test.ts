/**
 * 定时任务 and 调度日志 over HTTP: the refusals, the permissions, 执行一次 (paused or not), retries,
 * timeouts and get_next_times. Jobs do not fire on their cron here (SANDBOX_JOBS=off in tests):
 * infra-job-scheduler.test.ts covers the cron, restarts and the lease.
 */
import { describe, expect, it } from 'vitest'
import { defineJobHandler } from '../../host-sandbox/api/src/jobs/handlers'
import { nextFireTimes } from '../../src/shared/wire/quartz-cron'
import { createJob, expectRefused, finishedRuns, jobApi, logsOf, withDb } from './infra-job-support'
import { waitForState } from './support/wait-for-state'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call } from './support/http'
import { useLogin, useSandbox } from './support/fixture'

let flakyCalls = 0
defineJobHandler('testFlakyJob', async (_ctx, param) => {
  flakyCalls += 1
  if (flakyCalls <= Number(param)) throw new Error(`第 ${flakyCalls} 次失败`)
  return `第 ${flakyCalls} 次成功`
})
defineJobHandler('testHangingJob', (_ctx, _param, signal) => {
  return new Promise<string>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('被中止')))
  })
})
defineJobHandler('testEchoJob', async (_ctx, param) => `参数 ${param}`)
defineJobHandler('testSpareJob', async () => '')
defineJobHandler('testRetiredJob', async () => '')

describe('定时任务', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const api = jobApi(sandbox, () => admin.token)

  it('lists the seeded chores with their crons, all 开启', async () => {
    const page = await api.page()
    const crons = Object.fromEntries(
      page.data.list.map((job) => [
        job.handlerName,
        [job.cronExpression, job.handlerParam, job.status],
      ]),
    )
    expect(crons).toEqual({
      payOrderExpireJob: ['0 * * * * ?', null, 1],
      payNotifyJob: ['0/5 * * * * ?', null, 1],
      tokenCleanJob: ['0 0 3 * * ?', null, 1],
      accessLogCleanJob: ['0 0 4 * * ?', '30', 1],
      errorLogCleanJob: ['0 0 4 * * ?', '30', 1],
      jobLogCleanJob: ['0 0 4 * * ?', '30', 1],
      reserveNoShowJob: ['0 0 18 * * ?', null, 1],
      activityRemindJob: ['0 0 20 * * ?', null, 1],
    })
    const filtered = await api.page({ handlerName: 'LogClean' })
    expect(filtered.data.total).toBe(3)
  })

  it('refuses a wrong cron, a taken or unknown handler, and saves nothing', async () => {
    const base = { name: '坏任务', handlerName: 'testSpareJob', retryCount: 0, retryInterval: 0 }
    for (const cron of ['* * * * * *', '0 0 12 ? * ?', '0 0 25 * * ?', 'abc']) {
      expectRefused(await api.create({ ...base, cronExpression: cron }), 'CRON 表达式不正确')
    }
    expectRefused(
      await api.create({
        ...base,
        handlerName: 'payOrderExpireJob',
        cronExpression: '0 * * * * ?',
      }),
      '定时任务的处理器已经存在',
    )
    expectRefused(
      await api.create({ ...base, handlerName: 'noSuchJob', cronExpression: '0 * * * * ?' }),
      '定时任务的处理器不存在',
    )
    expect((await api.page({ name: '坏任务' })).data.total).toBe(0)
  })

  it('refuses changes to a missing job, to a paused one, and a status that does not change', async () => {
    expectRefused(await api.trigger(999_999), '定时任务不存在')
    expectRefused(await api.remove(999_999), '定时任务不存在')
    expectRefused(await api.setStatus(999_999, 2), '定时任务不存在')
    expectRefused(await api.nextTimes(999_999), '定时任务不存在')
    const id = await createJob(api, 'testSpareJob')
    const update = {
      id,
      name: '改名',
      cronExpression: '0 0 5 * * ?',
      retryCount: 1,
      retryInterval: 1000,
    }
    expectRefused(await api.update({ ...update, id: 999_999 }), '定时任务不存在')
    expectRefused(
      await api.update({ ...update, cronExpression: '* * * * * *' }),
      'CRON 表达式不正确',
    )
    expectRefused(await api.setStatus(id, 1), '定时任务的状态未发生变化')
    expectRefused(await api.setStatus(id, 0), '只允许修改为开启或者关闭状态')
    expect((await api.setStatus(id, 2)).data).toBe(true)
    expectRefused(await api.update(update), '只有开启状态的任务，才可以修改')
    expect((await api.setStatus(id, 1)).data).toBe(true)
    // The handler stays what it was, whatever the body says.
    expect((await api.update({ ...update, handlerName: 'testEchoJob' })).msg).toBe('')
    const saved = (await api.get(id)).data
    expect(saved).toMatchObject({
      name: '改名',
      handlerName: 'testSpareJob',
      cronExpression: '0 0 5 * * ?',
      retryCount: 1,
      retryInterval: 1000,
      monitorTimeout: 0,
    })
    expect((await api.remove(id)).data).toBe(true)
    expect((await api.get(id)).data).toBeNull()
  })

  it('answers 403 without the job permissions', async () => {
    const asStaff = jobApi(sandbox, () => staff.token)
    expect(await asStaff.page()).toEqual(FORBIDDEN)
    expect(await asStaff.logs()).toEqual(FORBIDDEN)
    expect(await asStaff.trigger(1)).toEqual(FORBIDDEN)
    expect(await asStaff.nextTimes(1)).toEqual(FORBIDDEN)
    expect(
      await asStaff.create({
        name: 'x',
        handlerName: 'testSpareJob',
        cronExpression: '0 * * * * ?',
        retryCount: 0,
        retryInterval: 0,
      }),
    ).toEqual(FORBIDDEN)
    const exported = await call(sandbox, '/infra/job/export-excel', { token: staff.token })
    expect(exported).toEqual(FORBIDDEN)
  })

  it('gives the next times the shared evaluator gives, in Asia/Shanghai', async () => {
    const id = await createJob(api, 'testEchoJob', { cronExpression: '0 30 9 ? * MON-FRI' })
    const before = sandbox.clock.now()
    const times = (await api.nextTimes(id)).data
    expect(times).toEqual(nextFireTimes('0 30 9 ? * MON-FRI', before, 5, 'Asia/Shanghai'))
    expect(times).toHaveLength(5)
    // 09:30 in Shanghai is 01:30 UTC.
    expect(new Date(times[0]).getUTCHours()).toBe(1)
    expect((await api.nextTimes(id, 2)).data).toHaveLength(2)
    await api.remove(id)
  })

  it('执行一次 runs a paused job once and the log shows the run', async () => {
    const id = await createJob(api, 'testEchoJob', { handlerParam: '馆藏' })
    await api.setStatus(id, 2)
    expect((await api.trigger(id)).data).toBe(true)
    const [run] = await finishedRuns(api, id, 1)
    expect(run).toMatchObject({
      jobId: id,
      handlerName: 'testEchoJob',
      handlerParam: '馆藏',
      executeIndex: 1,
      status: 1,
      result: '参数 馆藏',
    })
    expect(run.endTime).toBeGreaterThanOrEqual(run.beginTime)
    expect(run.duration).toBe((run.endTime ?? 0) - run.beginTime)
    expect((await api.get(id)).data?.status).toBe(2)
    const detail = await call(sandbox, '/infra/job-log/get', {
      token: admin.token,
      query: { id: run.id },
    })
    expect(detail.data).toEqual(run)
    await api.remove(id)
  })

  it('retries a failing run retryCount times, retryInterval apart on the clock', async () => {
    flakyCalls = 0
    const id = await createJob(api, 'testFlakyJob', {
      handlerParam: '2',
      retryCount: 3,
      retryInterval: 60_000,
    })
    await api.trigger(id)
    await finishedRuns(api, id, 1)
    // The retry waits for the interval: nothing more until the clock moves.
    expect(await logsOf(api, id)).toHaveLength(1)
    sandbox.clock.advance(60_000)
    await finishedRuns(api, id, 2)
    sandbox.clock.advance(60_000)
    const runs = await finishedRuns(api, id, 3)
    expect(runs.map((run) => [run.executeIndex, run.status, run.result])).toEqual([
      [1, 2, '第 1 次失败'],
      [2, 2, '第 2 次失败'],
      [3, 1, '第 3 次成功'],
    ])
    expect(runs[1].beginTime - runs[0].endTime!).toBeGreaterThanOrEqual(60_000)
    // Succeeded on the third try: the fourth allowed try never comes.
    sandbox.clock.advance(60_000)
    await api.trigger(await createJob(api, 'testSpareJob', { handlerParam: 'x' }))
    expect(await logsOf(api, id)).toHaveLength(3)
    const failedOnly = await api.logs({ jobId: id, status: 2 })
    expect(failedOnly.data.total).toBe(2)
  })

  it('records a run longer than monitorTimeout as failed with 执行超时', async () => {
    const id = await createJob(api, 'testHangingJob', { monitorTimeout: 5000 })
    await api.trigger(id)
    const [running] = await waitForState(
      () => logsOf(api, id),
      (logs) => logs.length === 1,
    )
    expect(running.status).toBe(0)
    expect(running.endTime).toBeNull()
    sandbox.clock.advance(5000)
    const [timedOut] = await finishedRuns(api, id, 1)
    expect(timedOut).toMatchObject({ status: 2, result: '执行超时' })
    expect(timedOut.duration).toBeGreaterThanOrEqual(5000)
  })

  it('fails the run of a job whose handler is not known (renamed in the database)', async () => {
    const id = await createJob(api, 'testRetiredJob')
    withDb(sandbox.dbPath, (db) =>
      db.prepare("UPDATE infra_job SET handler_name = 'retiredJob' WHERE id = ?").run(id),
    )
    await api.trigger(id)
    const [run] = await finishedRuns(api, id, 1)
    expect(run).toMatchObject({
      status: 2,
      result: '定时任务的处理器不存在',
      handlerName: 'retiredJob',
    })
  })

  it('filters the log by day and exports both lists', async () => {
    const today = new Date(sandbox.clock.now() + 8 * 3600_000).toISOString().slice(0, 10)
    const all = await api.logs()
    expect(all.data.total).toBeGreaterThan(0)
    expect((await api.logs({ beginTime: today, endTime: today })).data.total).toBe(all.data.total)
    expect((await api.logs({ beginTime: '2099-01-01' })).data.total).toBe(0)
    const bad = await api.logs({ beginTime: 'gestern' })
    expect(bad.msg).toBe('请求参数不正确:开始执行时间格式不正确，应为 yyyy-MM-dd')
    for (const path of ['/infra/job/export-excel', '/infra/job-log/export-excel']) {
      const response = await fetch(`${sandbox.apiUrl}${path}`, {
        headers: { Authorization: `Bearer ${admin.token}`, 'tenant-id': '1' },
      })
      expect(response.headers.get('content-type')).toContain('spreadsheetml')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
  })
})
