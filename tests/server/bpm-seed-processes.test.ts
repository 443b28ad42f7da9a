import BetterSqlite3 from 'better-sqlite3'
import { Engine } from 'bpmn-engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveTaskCandidates } from '../../host-sandbox/api/src/bpm/assign/resolve-candidates'
import { listUserTasks } from '../../host-sandbox/api/src/bpm/assign/user-tasks'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import { seedDatabase } from '../../host-sandbox/api/src/db/seed'
import { PROCESS_SEEDS } from '../../host-sandbox/api/src/db/seed/bpm-process-seeds'
import { USER_SEEDS } from '../../host-sandbox/api/src/db/seed/organisation'

// The seeded processes as the engine runs them: the diagrams take the expected paths for their
// variables, and their rules find someone for every user task whoever starts them.

const seedOf = (key: string) => {
  const seed = PROCESS_SEEDS.find((s) => s.key === key)
  if (!seed) throw new Error(`no seed ${key}`)
  return seed
}

/** Enough of `${name > number}` for these diagrams; the runtime has the full evaluator. */
const comparisons = {
  resolveExpression(
    expression: string,
    context: { environment: { variables: Record<string, number> } },
  ) {
    const match = /^\$\{(\w+) > (\d+)\}$/.exec(expression)
    if (!match) return expression
    return context.environment.variables[match[1]] > Number(match[2])
  },
}

interface LoopOwner {
  behaviour?: { loopCharacteristics?: { behaviour?: Record<string, unknown> } }
}

/** Runs `xml` to its end, approving every user task at once; the user tasks met, in order. */
async function walk(xml: string, variables: Record<string, number>): Promise<string[]> {
  const engine = new Engine({
    name: 'seed',
    source: xml,
    expressions: comparisons,
    // A countersign of three, as the runtime makes it from the rule.
    extensions: {
      threeSigners(activity) {
        const loop = (activity as LoopOwner).behaviour?.loopCharacteristics?.behaviour
        if (loop) loop.loopCardinality = 3
        return { activate: () => undefined, deactivate: () => undefined }
      },
    },
  })
  const met: string[] = []
  const { EventEmitter } = await import('node:events')
  const listener = new EventEmitter()
  listener.on('activity.wait', (api: { id: string; signal: () => void }) => {
    met.push(api.id)
    api.signal()
  })
  await new Promise<void>((resolve, reject) => {
    engine.once('end', () => resolve())
    engine.once('error', reject)
    void engine.execute({ listener, variables }).catch(reject)
  })
  return met
}

describe('seeded processes', () => {
  it('oa_leave: the leader, then the director only when the leave is longer than 3 days', async () => {
    const { xml } = seedOf('oa_leave')
    expect(await walk(xml, { day: 5 })).toEqual(['Task_leader_audit', 'Task_director_audit'])
    expect(await walk(xml, { day: 3 })).toEqual(['Task_leader_audit'])
  })

  it('purchase_request: the director only above 5000 元; the office always', async () => {
    const { xml } = seedOf('purchase_request')
    expect(await walk(xml, { amount: 8000 })).toEqual([
      'Task_leader_audit',
      'Task_director_audit',
      'Task_office_purchase',
    ])
    expect(await walk(xml, { amount: 300 })).toEqual(['Task_leader_audit', 'Task_office_purchase'])
  })

  it('exhibition_plan: two departments at once, then a countersign of three', async () => {
    const met = await walk(seedOf('exhibition_plan').xml, {})
    expect(met[0]).toBe('Task_office_review')
    expect([...met.slice(1, 3)].sort()).toEqual(['Task_edu_opinion', 'Task_ticket_opinion'])
    expect(met.slice(3)).toEqual(['Task_countersign', 'Task_countersign', 'Task_countersign'])
  })

  describe('rules on the seeded database', () => {
    let db: BetterSqlite3.Database
    beforeAll(async () => {
      db = new BetterSqlite3(':memory:')
      migrate(db)
      await seedDatabase(db, Date.now())
    })
    afterAll(() => db.close())
    const candidates = (key: string, taskDefinitionKey: string, startUserId: number) =>
      resolveTaskCandidates(db, {
        processDefinitionId: seedOf(key).definitionId,
        taskDefinitionKey,
        startUserId,
      })
    const idOf = (username: string) => USER_SEEDS.find((u) => u.username === username)?.id ?? 0

    it('every user task of every seeded definition resolves to someone', async () => {
      for (const seed of PROCESS_SEEDS) {
        for (const task of await listUserTasks(seed.xml)) {
          expect(candidates(seed.key, task.key, idOf('staff')).length, task.key).toBeGreaterThan(0)
        }
      }
      expect(candidates('exhibition_plan', 'Task_countersign', idOf('staff'))).toEqual([
        idOf('director'),
        idOf('itlead'),
        idOf('officelead'),
      ])
    })

    it("oa_leave finds the starter's leader in every department, climbing where it has none", () => {
      const leaderOf = (username: string) =>
        candidates('oa_leave', 'Task_leader_audit', idOf(username))
      expect(leaderOf('staff')).toEqual([idOf('ticketlead')])
      expect(leaderOf('admin')).toEqual([idOf('itlead')])
      expect(leaderOf('edu1')).toEqual([idOf('edulead')])
      expect(leaderOf('office1')).toEqual([idOf('officelead')])
      // 志愿服务部 has no leader: 纪念馆's leader, the director.
      expect(leaderOf('vol1')).toEqual([idOf('director')])
      // A leader's leader is the director.
      expect(leaderOf('ticketlead')).toEqual([idOf('director')])
      expect(candidates('oa_leave', 'Task_director_audit', idOf('staff'))).toEqual([
        idOf('director'),
      ])
    })
  })
})
