import type { Database } from 'better-sqlite3'
import { serviceTenths } from '../../../../../../src/shared/wire/museum-volunteer-service'
import {
  dayStart,
  idNumber,
  intBetween,
  mobile,
  personName,
  pick,
  seededRandom,
  type Random,
} from './fake-people'

const VOLUNTEERS = 60

// volunteer_status of the 60: most approved, a queue to audit, a few rejected and stopped.
const STATUS_PLAN: ReadonlyArray<[status: number, count: number]> = [
  [0, 8],
  [1, 42],
  [2, 4],
  [3, 6],
]

const UNITS: ReadonlyArray<[unitType: number, names: readonly string[]]> = [
  [1, ['区文化和旅游局', '市档案馆']],
  [2, ['市第一人民医院', '区图书馆', '省科技馆']],
  [3, ['金陵软件有限公司', '长江物流集团']],
  [4, ['南京师范大学', '市第三中学', '东南大学']],
  [5, ['市青年志愿者协会', '老干部合唱团']],
  [6, ['']],
]

const SHIFTS: ReadonlyArray<[start: string, end: string, post: string]> = [
  ['09:00', '11:30', '展厅讲解'],
  ['09:00', '12:00', '入口秩序引导'],
  ['13:30', '16:30', '展厅讲解'],
  ['14:00', '17:00', '咨询服务台'],
  ['09:30', '11:00', '文物库房整理'],
  ['13:00', '15:30', '宣传资料发放'],
]

const REJECT_REASONS = ['身份信息与证件不符', '年龄不满足讲解岗位要求', '联系方式无法接通']

/** A value `make` has not given before (the table keeps mobiles and ID numbers unique). */
function unique(used: Set<string>, make: () => string): string {
  let value = make()
  while (used.has(value)) value = make()
  used.add(value)
  return value
}

function serviceDays(random: Random, count: number): number[] {
  const days = new Set<number>()
  while (days.size < count) days.add(-intBetween(random, 1, 60))
  return [...days].sort((a, b) => a - b)
}

/**
 * 60 made-up volunteers across every status and type; approved and stopped ones have service
 * records over the last 60 days, and each volunteer's service_tenths is the sum of its records.
 */
export function seedVolunteers(db: Database, now: number): void {
  const random = seededRandom(15_2026)
  const insertVolunteer = db.prepare(
    `INSERT INTO museum_volunteer (name, sex, mobile, id_number, type, work_unit_type, work_unit,
       status, service_tenths, audit_reason, audit_time, remark, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', 1, ?, ?)`,
  )
  const insertService = db.prepare(
    `INSERT INTO museum_volunteer_service (volunteer_id, service_date, start_time, end_time,
       hours_tenths, post, remark, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, '', 1, ?, ?)`,
  )
  const mobiles = new Set<string>()
  const idNumbers = new Set<string>()
  const statuses = STATUS_PLAN.flatMap(([status, count]) => Array<number>(count).fill(status))
  for (let i = 0; i < VOLUNTEERS; i += 1) {
    const status = statuses[i]
    const [unitType, units] = pick(random, UNITS)
    const created = dayStart(now, -intBetween(random, 61, 400)) + intBetween(random, 8, 17) * 3.6e6
    const audited = status === 0 ? null : created + 86_400_000
    const days = status === 1 || status === 3 ? serviceDays(random, intBetween(random, 1, 9)) : []
    const shifts = days.map((offset) => ({
      day: dayStart(now, offset),
      shift: pick(random, SHIFTS),
    }))
    const total = shifts.reduce(
      (sum, { shift }) => sum + (serviceTenths(shift[0], shift[1]) ?? 0),
      0,
    )
    const id = Number(
      insertVolunteer.run(
        personName(random),
        intBetween(random, 1, 2),
        unique(mobiles, () => mobile(random)),
        unique(idNumbers, () => idNumber(random, 1955, 2005)),
        intBetween(random, 1, 4),
        unitType === 6 ? null : unitType,
        pick(random, units),
        status,
        total,
        status === 2 ? pick(random, REJECT_REASONS) : '',
        audited,
        created,
        audited ?? created,
      ).lastInsertRowid,
    )
    for (const { day, shift } of shifts) {
      const [start, end, post] = shift
      insertService.run(
        id,
        day,
        start,
        end,
        serviceTenths(start, end),
        post,
        day + 18 * 3.6e6,
        day + 18 * 3.6e6,
      )
    }
  }
}
