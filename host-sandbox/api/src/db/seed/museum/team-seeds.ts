import type { Database } from 'better-sqlite3'
import {
  TEAM_APPROVED,
  TEAM_CANCELLED,
  TEAM_CHECKED,
  TEAM_PENDING,
  TEAM_REJECTED,
} from '../../../../../../src/shared/wire/museum-reserve-team'
import { nextNumber } from '../../../museum/reservation-no'
import { insertMembers } from '../../../museum/team-booking'
import { RESERVE_TYPE_TEAM, TEAM_TABLE } from '../../../museum/team-repo'
import { issueTickets } from '../../../museum/tickets'
import {
  dayStart,
  idNumber,
  intBetween,
  mobile,
  personName,
  pick,
  seededRandom,
} from './fake-people'

const TEAMS = 40
const HOUR = 3_600_000

const UNITS: ReadonlyArray<[type: number, unit: string, team: string]> = [
  [4, '南京市琅琊路小学', '四年级研学团'],
  [4, '南京师范大学附属中学', '高一年级社会实践团'],
  [4, '东南大学建筑学院', '本科生专业考察团'],
  [4, '南京市第一中学', '历史兴趣小组'],
  [1, '玄武区档案局', '党员主题教育团'],
  [1, '鼓楼区人民政府办公室', '党支部参观团'],
  [2, '江苏省人民医院', '青年志愿者参观团'],
  [2, '南京图书馆', '馆际交流团'],
  [3, '苏宁科技集团', '新员工文化之旅'],
  [3, '南京地铁运营公司', '工会参观团'],
  [5, '南京摄影家协会', '采风团'],
  [5, '秦淮区老年大学', '银龄学习团'],
  [6, '新街口社区', '居民文化日参观团'],
]

const APPROVE_WORDS = ['同意，请按时入馆', '同意，请提前十分钟到达集合', '同意']
const REJECT_WORDS = [
  '当日该场次已安排展厅维护，请改约其他日期',
  '成员信息不完整，请补充后重新提交',
  '团队人数与场次容量不符，请拆分为两个场次',
]
const CANCEL_WORDS = ['单位行程调整', '天气原因改期', '人数不足，取消本次参观']

interface SlotRow {
  id: number
  visit_date: number
  start_time: string
  end_time: string
  team_capacity: number
  team_reserved_count: number
}

/**
 * About 40 team bookings over the seeded slots (past 30 and next 14 days) in every status, with
 * their members, their tickets once approved (used ones for checked teams) and the team places
 * pending and approved bookings hold. Pending ones are stored without an approval: processes run
 * on the engine, which the synchronous seed cannot start; new bookings start theirs.
 */
export function seedTeams(db: Database, now: number): void {
  const random = seededRandom(15_002)
  const slots = db
    .prepare(
      'SELECT * FROM museum_time_slot WHERE team_capacity > 0 ORDER BY visit_date, start_time',
    )
    .all() as SlotRow[]
  if (slots.length === 0) return
  const today = dayStart(now)
  const hold = db.prepare(
    `UPDATE museum_time_slot SET team_reserved_count = team_reserved_count + ?
      WHERE id = ? AND team_reserved_count + ? <= team_capacity`,
  )
  const insert = db.prepare(
    `INSERT INTO ${TEAM_TABLE} (reservation_no, team_name, work_unit_type, work_unit, contact_name,
       contact_mobile, slot_id, visit_date, start_time, end_time, person_count, remark, status,
       audit_reason, cancel_reason, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const checkTickets = db.prepare(
    `UPDATE museum_ticket SET status = 1, check_time = ?, check_user_id = 10,
       check_user_nickname = ? WHERE reserve_type = ${RESERVE_TYPE_TEAM} AND reservation_id = ?`,
  )
  for (let i = 0; i < TEAMS; i += 1) {
    const slot = slots[Math.floor((i / TEAMS) * slots.length + random() * (slots.length / TEAMS))]
    if (!slot) continue
    const past = slot.visit_date < today
    const roll = random()
    const status = past
      ? roll < 0.6
        ? TEAM_CHECKED
        : roll < 0.8
          ? TEAM_REJECTED
          : TEAM_CANCELLED
      : roll < 0.3
        ? TEAM_PENDING
        : roll < 0.7
          ? TEAM_APPROVED
          : roll < 0.85
            ? TEAM_REJECTED
            : TEAM_CANCELLED
    const persons = intBetween(random, 8, 30)
    const holds = status === TEAM_PENDING || status === TEAM_APPROVED || status === TEAM_CHECKED
    if (holds && hold.run(persons, slot.id, persons).changes === 0) continue
    const [unitType, unit, team] = pick(random, UNITS)
    const created = Math.min(now - HOUR, slot.visit_date - intBetween(random, 1, 6) * 86_400_000)
    const members = Array.from({ length: persons }, () => ({
      name: personName(random),
      idType: 1,
      idNumber: idNumber(random, unitType === 4 ? 2008 : 1960, unitType === 4 ? 2014 : 2000),
    }))
    // Made-up numbers can repeat; a team never lists one person twice.
    const unique = [...new Map(members.map((m) => [m.idNumber, m])).values()]
    const reservationNo = nextNumber(db, 'T', created)
    const id = Number(
      insert.run(
        reservationNo,
        `${unit}${team}`,
        unitType,
        unit,
        personName(random),
        mobile(random),
        slot.id,
        slot.visit_date,
        slot.start_time,
        slot.end_time,
        unique.length,
        random() < 0.3 ? '需要讲解员' : null,
        status,
        status === TEAM_REJECTED
          ? pick(random, REJECT_WORDS)
          : status === TEAM_APPROVED || status === TEAM_CHECKED
            ? pick(random, APPROVE_WORDS)
            : null,
        status === TEAM_CANCELLED ? pick(random, CANCEL_WORDS) : null,
        1,
        created,
        created + HOUR,
      ).lastInsertRowid,
    )
    if (unique.length !== persons && holds) {
      hold.run(unique.length - persons, slot.id, unique.length - persons)
    }
    insertMembers(db, id, unique)
    if (status === TEAM_APPROVED || status === TEAM_CHECKED) {
      issueTickets(db, {
        reserveType: RESERVE_TYPE_TEAM,
        reservationId: id,
        reservationNo,
        slot,
        persons: unique,
        now: created + HOUR,
      })
    }
    if (status === TEAM_CHECKED) {
      const [h, m] = slot.start_time.split(':').map(Number)
      checkTickets.run(slot.visit_date + (h * 60 + m + 10) * 60_000, '李检票', id)
    }
  }
}
