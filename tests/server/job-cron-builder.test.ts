import { describe, expect, it } from 'vitest'
import {
  cronText,
  defaultCronParts,
  withPart,
  type CronParts,
} from '../../src/features/infra-job/model/cron-fields'
import { nextRuns } from '../../src/features/infra-job/model/cron-preview'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

const set = (parts: CronParts, key: keyof CronParts, changes: Partial<CronParts['day']>) =>
  withPart(parts, key, { ...parts[key], ...changes })

/** Expressions made with the builder's own model, one per kind of rule its tabs offer. */
function builderExpressions(): string[] {
  const at = (hour: number) =>
    set(
      set(set(defaultCronParts(), 'second', { mode: 'specific', specific: [0] }), 'minute', {
        mode: 'specific',
        specific: [30],
      }),
      'hour',
      { mode: 'specific', specific: [hour] },
    )
  return [
    cronText(at(3)),
    cronText(set(at(10), 'day', { mode: 'workday', workday: 15 })),
    cronText(set(at(23), 'day', { mode: 'lastDay' })),
    cronText(set(at(8), 'week', { mode: 'nth', nthDay: 2, nthWeek: 3 })),
    cronText(set(at(18), 'week', { mode: 'lastWeekday', lastWeekday: 6 })),
    cronText(
      set(set(at(9), 'week', { mode: 'specific', specific: [2, 4, 6] }), 'month', {
        mode: 'range',
        rangeFrom: 3,
        rangeTo: 10,
      }),
    ),
    cronText(
      set(set(at(6), 'minute', { mode: 'step', stepStart: 5, stepEvery: 20 }), 'hour', {
        mode: 'range',
        rangeFrom: 6,
        rangeTo: 9,
      }),
    ),
  ]
}

describe('the cron builder agrees with get_next_times', () => {
  // Asia/Shanghai on the server side too, whatever zone the test process runs in.
  const sandbox = useSandbox({ jobs: false })
  const admin = useLogin(sandbox, ADMIN)

  it('gives the same five next runs for every kind of rule', async () => {
    const expressions = builderExpressions()
    expect(new Set(expressions).size).toBe(expressions.length)
    for (const [index, cronExpression] of expressions.entries()) {
      const created = await call<number>(sandbox, '/infra/job/create', {
        method: 'POST',
        token: admin.token,
        json: {
          name: `生成器任务 ${index}`,
          handlerName: index === 0 ? 'sendNotifyJob' : 'jobLogCleanJob',
          handlerParam: '30',
          cronExpression,
          retryCount: 0,
          retryInterval: 0,
          monitorTimeout: 0,
        },
      })
      if (created.code !== 0) {
        // The handler is unique: the later expressions reuse the job and change its cron.
        const page = await call<{ list: Array<{ id: number; handlerName: string; name: string }> }>(
          sandbox,
          '/infra/job/page',
          {
            token: admin.token,
            query: { pageNo: 1, pageSize: 100, handlerName: 'jobLogCleanJob' },
          },
        )
        const job = page.data.list[0]
        const updated = await call(sandbox, '/infra/job/update', {
          method: 'PUT',
          token: admin.token,
          json: { ...job, cronExpression, retryCount: 0, retryInterval: 0, monitorTimeout: 0 },
        })
        expect(updated.code).toBe(0)
      }
      const id =
        created.code === 0
          ? created.data
          : (
              await call<{ list: Array<{ id: number }> }>(sandbox, '/infra/job/page', {
                token: admin.token,
                query: { pageNo: 1, pageSize: 1, handlerName: 'jobLogCleanJob' },
              })
            ).data.list[0].id
      const before = sandbox.clock.now()
      const server = await call<number[]>(sandbox, '/infra/job/get_next_times', {
        token: admin.token,
        query: { id, count: 5 },
      })
      const after = sandbox.clock.now()
      expect(server.data).toHaveLength(5)
      const candidates = [
        nextRuns(cronExpression, before).times,
        nextRuns(cronExpression, after).times,
      ]
      expect(candidates).toContainEqual(server.data)
    }
  })
})
