import type { Database } from 'better-sqlite3'
import { insertNotifyMessage } from '../db/repos/notify-repo'
import { formatDateTime } from '../lib/date-time'
import { dayOf } from '../museum/rules'
import { defineJobHandler } from './handlers'

const HOURS_36 = 36 * 3_600_000
/** system_notify_template_type 2 系统消息; user_type 1 is a shop member. */
const SYSTEM_MESSAGE = 2
const USER_TYPE_MEMBER = 1
const REMIND_CODE = 'activity-remind'
const REMIND_NICKNAME = '博物馆'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Booked personal reservations whose slot has ended: 已核销 (3) when someone of them came in,
 * else 已过期 (4), the status a no-show gets (the museum's 未到); unused tickets of ended slots
 * become 已过期 (2). The lists already do this for past days when they are opened; the job also
 * catches today's ended slots and works when nobody opens a list.
 */
export function markNoShows(db: Database, now: number): number {
  const today = dayOf(now)
  const clock = new Date(now)
  const time = `${pad(clock.getHours())}:${pad(clock.getMinutes())}`
  const ended = '(visit_date < @today OR (visit_date = @today AND end_time <= @time))'
  return db.transaction(() => {
    const noShows = db
      .prepare(
        `SELECT COUNT(*) AS n FROM museum_reserve_personal p WHERE status = 1 AND ${ended}
           AND NOT EXISTS (SELECT 1 FROM museum_ticket t WHERE t.reserve_type = 1
             AND t.reservation_id = p.id AND t.status = 1)`,
      )
      .get({ today, time }) as { n: number }
    db.prepare(
      `UPDATE museum_reserve_personal SET status = CASE WHEN EXISTS (
         SELECT 1 FROM museum_ticket t WHERE t.reserve_type = 1
           AND t.reservation_id = museum_reserve_personal.id AND t.status = 1) THEN 3 ELSE 4 END,
         update_time = @now
       WHERE status = 1 AND ${ended}`,
    ).run({ today, time, now })
    db.prepare(
      `UPDATE museum_ticket SET status = 2, update_time = @now WHERE status = 0 AND ${ended}`,
    ).run({ today, time, now })
    return noShows.n
  })()
}

interface SignToRemind {
  id: number
  mobile: string
  title: string
  location: string | null
  start_time: number
}

/**
 * In-site messages for the sign-ups (报名成功) of activities starting tomorrow, to the staff
 * account and the shop member with the sign-up's mobile. A sign-up is reminded once per day even
 * if the job runs again (infra_job_activity_remind).
 */
export function remindTomorrowsSignUps(
  db: Database,
  now: number,
): { signs: number; messages: number } {
  const tomorrow = dayOf(dayOf(now) + HOURS_36)
  const dayAfter = dayOf(tomorrow + HOURS_36)
  return db.transaction(() => {
    const signs = db
      .prepare(
        `SELECT s.id, s.mobile, a.title, a.location, a.start_time
         FROM museum_activity_sign s JOIN museum_activity a ON a.id = s.activity_id
         WHERE s.status = 1 AND a.start_time >= ? AND a.start_time < ? ORDER BY s.id`,
      )
      .all(tomorrow, dayAfter) as SignToRemind[]
    const remember = db.prepare(
      'INSERT OR IGNORE INTO infra_job_activity_remind (sign_id, activity_day, create_time) VALUES (?, ?, ?)',
    )
    const staff = db.prepare('SELECT id FROM system_users WHERE mobile = ?')
    const member = db.prepare('SELECT id FROM member_user WHERE mobile = ?')
    const toMember = db.prepare(
      `INSERT INTO system_notify_message (user_id, user_type, template_id, template_code,
         template_nickname, template_content, template_type, template_params, read_status, create_time)
       VALUES (?, ?, 0, ?, ?, ?, ?, '{}', 0, ?)`,
    )
    let reminded = 0
    let messages = 0
    for (const sign of signs) {
      if (remember.run(sign.id, tomorrow, now).changes === 0) continue
      reminded += 1
      const place = sign.location ? `，地点：${sign.location}` : ''
      const content = `您报名的活动「${sign.title}」将于 ${formatDateTime(sign.start_time)} 开始${place}，请准时参加。`
      for (const user of staff.all(sign.mobile) as Array<{ id: number }>) {
        insertNotifyMessage(
          db,
          {
            userId: user.id,
            templateCode: REMIND_CODE,
            templateNickname: REMIND_NICKNAME,
            templateContent: content,
            templateType: SYSTEM_MESSAGE,
          },
          now,
        )
        messages += 1
      }
      for (const user of member.all(sign.mobile) as Array<{ id: number }>) {
        toMember.run(
          user.id,
          USER_TYPE_MEMBER,
          REMIND_CODE,
          REMIND_NICKNAME,
          content,
          SYSTEM_MESSAGE,
          now,
        )
        messages += 1
      }
    }
    return { signs: reminded, messages }
  })()
}

export function defineMuseumChores(): void {
  defineJobHandler('reserveNoShowJob', async ({ app }) => {
    return `标记未到的预约 ${markNoShows(app.db, app.now())} 个`
  })
  defineJobHandler('activityRemindJob', async ({ app }) => {
    const { signs, messages } = remindTomorrowsSignUps(app.db, app.now())
    return `提醒明日活动的报名 ${signs} 个，发送站内信 ${messages} 条`
  })
}
