/**
 * The seeded jobs do the museum's chores: run with 执行一次 and checked in the database. Also
 * migration 0027 on a database seeded before the jobs existed.
 */
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { MIGRATIONS_DIR } from '../../host-sandbox/api/src/db/migrate'
import { JOB_SEEDS } from '../../host-sandbox/api/src/db/seed/jobs'
import { finishedRuns, jobApi, withDb, type JobApi } from './infra-job-support'
import { createTestApp, createTestOrder, useStubMerchant, ANSWER_OK } from './pay-test-support'
import { ADMIN, STAFF, login } from './support/http'
import { useLogin, useSandbox } from './support/fixture'
import { tempDir } from './support/sandbox'

const DAY = 86_400_000
const MINUTE = 60_000

async function runOnce(api: JobApi, handlerName: string) {
  const job = (await api.page({ handlerName })).data.list.find((j) => j.handlerName === handlerName)
  if (!job) throw new Error(`no job ${handlerName}`)
  const before = (await api.logs({ jobId: job.id })).data.total
  await api.trigger(job.id)
  const runs = await finishedRuns(api, job.id, before + 1)
  return runs[runs.length - 1]
}

/** Local midnight of the day `offset` days from `now` (the museum's days are the server's). */
function dayStart(now: number, offset = 0): number {
  const day = new Date(now)
  day.setHours(0, 0, 0, 0)
  day.setDate(day.getDate() + offset)
  return day.getTime()
}

describe('the chores of the seeded jobs', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const api = jobApi(sandbox, () => admin.token)
  const merchant = useStubMerchant()
  const db = <T>(read: Parameters<typeof withDb<T>>[1]) => withDb(sandbox.dbPath, read)

  it('payOrderExpireJob closes waiting pay orders past their expiry', async () => {
    merchant.answer = ANSWER_OK
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const expiring = await createTestOrder(sandbox, appId, {
      expireTime: sandbox.clock.now() + MINUTE,
    })
    const later = await createTestOrder(sandbox, appId, {
      expireTime: sandbox.clock.now() + DAY,
    })
    sandbox.clock.advance(MINUTE + 1000)
    const run = await runOnce(api, 'payOrderExpireJob')
    expect(run.status).toBe(1)
    expect(run.result).toMatch(/^关闭 [1-9]\d* 个过期的支付订单$/)
    const status = (id: number) =>
      db(
        (d) =>
          (d.prepare('SELECT status FROM pay_order WHERE id = ?').get(id) as { status: number })
            .status,
      )
    expect(status(expiring.id)).toBe(30)
    expect(status(later.id)).toBe(0)
  })

  it('tokenCleanJob deletes expired tokens and keeps live ones', async () => {
    await login(sandbox, STAFF.username, STAFF.password)
    sandbox.clock.advance(31 * DAY)
    const fresh = await login(sandbox, ADMIN.username, ADMIN.password)
    const now = sandbox.clock.now()
    const expired = () =>
      db(
        (d) =>
          (
            d
              .prepare(
                'SELECT COUNT(*) AS n FROM system_oauth2_refresh_token WHERE expires_time <= ?',
              )
              .get(now) as { n: number }
          ).n,
      )
    expect(expired()).toBeGreaterThan(0)
    const run = await runOnce(
      jobApi(sandbox, () => fresh.accessToken),
      'tokenCleanJob',
    )
    expect(run.status).toBe(1)
    expect(run.result).toMatch(/^删除过期的访问令牌 \d+ 个、刷新令牌 [1-9]\d* 个、会员令牌 \d+ 个$/)
    expect(expired()).toBe(0)
    const live = db(
      (d) =>
        (d.prepare('SELECT COUNT(*) AS n FROM system_oauth2_access_token').get() as { n: number })
          .n,
    )
    expect(live).toBeGreaterThan(0)
  })

  it('jobLogCleanJob deletes job logs older than the days in its parameter', async () => {
    const token = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
    const asAdmin = jobApi(sandbox, () => token)
    const now = sandbox.clock.now()
    const ids = db((d) => {
      const insert = d.prepare(
        `INSERT INTO infra_job_log (job_id, handler_name, execute_index, begin_time, status, create_time)
         VALUES (1, 'payOrderExpireJob', 1, ?, 1, ?)`,
      )
      const old = Number(insert.run(now - 31 * DAY, now - 31 * DAY).lastInsertRowid)
      const recent = Number(insert.run(now - 29 * DAY, now - 29 * DAY).lastInsertRowid)
      return { old, recent }
    })
    const run = await runOnce(asAdmin, 'jobLogCleanJob')
    expect(run.result).toMatch(/^删除 30 天前的定时任务日志 [1-9]\d* 条$/)
    const left = db((d) =>
      d.prepare('SELECT id FROM infra_job_log WHERE id IN (?, ?)').all(ids.old, ids.recent),
    )
    expect(left).toEqual([{ id: ids.recent }])
  })

  it('the access and error log cleaners delete rows past 30 days', async () => {
    const token = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
    const asAdmin = jobApi(sandbox, () => token)
    const access = await runOnce(asAdmin, 'accessLogCleanJob')
    expect(access.status).toBe(1)
    expect(access.result).toMatch(/^删除 30 天前的API 访问日志 \d+ 条$/)
    const errors = await runOnce(asAdmin, 'errorLogCleanJob')
    expect(errors.result).toMatch(/^删除 30 天前的API 错误日志 \d+ 条$/)
    const old = db(
      (d) =>
        (
          d
            .prepare('SELECT COUNT(*) AS n FROM api_access_log WHERE create_time < ?')
            .get(sandbox.clock.now() - 30 * DAY) as { n: number }
        ).n,
    )
    expect(old).toBe(0)
  })

  it('reserveNoShowJob marks booked reservations of ended slots 已过期 (未到), 已核销 when someone came', async () => {
    const token = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
    const asAdmin = jobApi(sandbox, () => token)
    const now = sandbox.clock.now()
    const yesterday = dayStart(now, -1)
    const ids = db((d) => {
      const slot = d.prepare('SELECT id FROM museum_time_slot ORDER BY id LIMIT 1').get() as {
        id: number
      }
      const book = d.prepare(
        `INSERT INTO museum_reserve_personal (reservation_no, slot_id, visit_date, start_time, end_time,
           contact_name, contact_mobile, contact_id_type, contact_id_number, person_count, status, source,
           create_time, update_time)
         VALUES (?, ?, ?, '09:00', '11:00', '测试', '13800000000', 1, ?, 1, 1, 1, ?, ?)`,
      )
      const ticket = d.prepare(
        `INSERT INTO museum_ticket (ticket_no, reserve_type, reservation_id, reservation_no, slot_id,
           visitor_name, id_type, id_number, visit_date, start_time, end_time, status, create_time, update_time)
         VALUES (?, 1, ?, ?, ?, '测试', 1, ?, ?, '09:00', '11:00', ?, ?, ?)`,
      )
      const make = (no: string, ticketStatus: number) => {
        const id = Number(
          book.run(no, slot.id, yesterday, `11010119900101${no.slice(-4)}`, now, now)
            .lastInsertRowid,
        )
        const ticketId = Number(
          ticket.run(
            `T${no}`,
            id,
            no,
            slot.id,
            `11010119900101${no.slice(-4)}`,
            yesterday,
            ticketStatus,
            now,
            now,
          ).lastInsertRowid,
        )
        return { id, ticketId }
      }
      return { absent: make('PJOB0001', 0), came: make('PJOB0002', 1) }
    })
    const run = await runOnce(asAdmin, 'reserveNoShowJob')
    expect(run.result).toMatch(/^标记未到的预约 [1-9]\d* 个$/)
    const statusOf = (table: string, id: number) =>
      db(
        (d) =>
          (d.prepare(`SELECT status FROM ${table} WHERE id = ?`).get(id) as { status: number })
            .status,
      )
    expect(statusOf('museum_reserve_personal', ids.absent.id)).toBe(4)
    expect(statusOf('museum_ticket', ids.absent.ticketId)).toBe(2)
    expect(statusOf('museum_reserve_personal', ids.came.id)).toBe(3)
  })

  it('activityRemindJob sends tomorrow’s sign-ups one in-site message, never twice', async () => {
    const token = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
    const asAdmin = jobApi(sandbox, () => token)
    const now = sandbox.clock.now()
    const start = dayStart(now, 1) + 10 * 3_600_000
    const staffId = db((d) => {
      const staff = d
        .prepare("SELECT id, mobile FROM system_users WHERE username = 'staff'")
        .get() as {
        id: number
        mobile: string
      }
      const activity = Number(
        d
          .prepare(
            `INSERT INTO museum_activity (title, type, location, cost, price, start_time, end_time,
               sign_start_time, sign_end_time, limit_count, signed_count, status, create_time, update_time)
             VALUES ('青铜器修复体验', 1, '二号展厅', 0, 0, ?, ?, ?, ?, 10, 1, 1, ?, ?)`,
          )
          .run(start, start + 7_200_000, now - DAY, start - 3_600_000, now, now).lastInsertRowid,
      )
      d.prepare(
        `INSERT INTO museum_activity_sign (activity_id, name, mobile, id_number, person_count, status,
           creator, create_time, update_time)
         VALUES (?, '票务专员', ?, '110101199001019999', 1, 1, 1, ?, ?)`,
      ).run(activity, staff.mobile, now, now)
      return staff.id
    })
    const messages = () =>
      db(
        (d) =>
          d
            .prepare(
              "SELECT template_content FROM system_notify_message WHERE user_id = ? AND template_code = 'activity-remind'",
            )
            .all(staffId) as Array<{ template_content: string }>,
      )
    const first = await runOnce(asAdmin, 'activityRemindJob')
    expect(first.result).toMatch(/^提醒明日活动的报名 [1-9]\d* 个，发送站内信 [1-9]\d* 条$/)
    expect(messages()).toHaveLength(1)
    expect(messages()[0].template_content).toContain('您报名的活动「青铜器修复体验」将于')
    expect(messages()[0].template_content).toContain('地点：二号展厅')
    const second = await runOnce(asAdmin, 'activityRemindJob')
    expect(second.result).toBe('提醒明日活动的报名 0 个，发送站内信 0 条')
    expect(messages()).toHaveLength(1)
  })

  it('sendNotifyJob sends a template to a role, and names what is wrong with its parameter', async () => {
    const token = (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
    const asAdmin = jobApi(sandbox, () => token)
    const param = JSON.stringify({
      templateCode: 'closing_notice',
      roleCode: 'staff',
      templateParams: { reason: '设备检修', date: '2026-12-01' },
    })
    const created = await asAdmin.create({
      name: '闭馆通知',
      handlerName: 'sendNotifyJob',
      handlerParam: param,
      cronExpression: '0 0 9 ? * 2',
      retryCount: 0,
      retryInterval: 0,
    })
    expect(created.msg).toBe('')
    const run = await runOnce(asAdmin, 'sendNotifyJob')
    expect(run.result).toMatch(/^发送站内信 [1-9]\d* 条$/)
    const sent = db(
      (d) =>
        d
          .prepare(
            "SELECT template_content FROM system_notify_message WHERE template_code = 'closing_notice' ORDER BY id DESC LIMIT 1",
          )
          .get() as { template_content: string },
    )
    expect(sent.template_content).toBe(
      '因设备检修，本馆将于 2026-12-01 闭馆，请各部门做好接待调整。',
    )
    await asAdmin.update({
      id: created.data,
      name: '闭馆通知',
      handlerParam: JSON.stringify({ templateCode: 'closing_notice', roleCode: 'staff' }),
      cronExpression: '0 0 9 ? * 2',
      retryCount: 0,
      retryInterval: 0,
    })
    const failed = await runOnce(asAdmin, 'sendNotifyJob')
    expect(failed).toMatchObject({ status: 2, result: '模板参数(reason)缺失' })
  })
})

describe('0027 on a database seeded before the jobs', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())
  const SQL = readFileSync(`${MIGRATIONS_DIR}/0027_infra_job.sql`, 'utf8')
  const jobs = (db: Awaited<ReturnType<typeof openDatabase>>) =>
    db
      .prepare(
        `SELECT name, status, handler_name AS handlerName, handler_param AS handlerParam,
           cron_expression AS cronExpression, retry_count AS retryCount, retry_interval AS retryInterval
         FROM infra_job ORDER BY id`,
      )
      .all()

  it('adds the seeded jobs once; a second run changes nothing; a fresh database is left alone', async () => {
    const db = await openDatabase(`${tmp.dir}/old.db`)
    const seeded = jobs(db)
    expect(seeded).toEqual(JOB_SEEDS.map((seed) => ({ ...seed, status: 1 })))
    db.prepare('DELETE FROM infra_job').run()
    db.exec(SQL)
    expect(jobs(db)).toEqual(seeded)
    db.exec(SQL)
    expect(jobs(db)).toEqual(seeded)
    db.prepare("DELETE FROM sandbox_meta WHERE key = 'seeded_at'").run()
    db.prepare('DELETE FROM infra_job').run()
    db.exec(SQL)
    expect(jobs(db)).toEqual([])
    db.close()
  })
})
