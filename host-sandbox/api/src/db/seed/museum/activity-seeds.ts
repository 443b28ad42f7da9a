import type { Database } from 'better-sqlite3'
import { bannerPng } from './cover-image'
import {
  DAY_MS,
  dayStart,
  idNumber,
  intBetween,
  mobile,
  personName,
  pick,
  seededRandom,
  type Random,
} from './fake-people'

/** How many activities the demo museum has (past, running, open, upcoming, one cancelled). */
export const SEEDED_ACTIVITY_COUNT = 12

const HOUR_MS = 3_600_000

// One cover per activity_type (主题教育, 研学活动, 纪念活动, 文化讲座), in the dictionary's colours.
const COVERS: Record<number, { from: [number, number, number]; to: [number, number, number] }> = {
  1: { from: [160, 30, 30], to: [230, 120, 70] },
  2: { from: [30, 90, 170], to: [90, 180, 220] },
  3: { from: [150, 100, 20], to: [230, 190, 80] },
  4: { from: [30, 120, 70], to: [120, 200, 140] },
}

interface ActivitySeed {
  title: string
  type: number
  location: string
  crowd: string
  /** Fen; 0 free. */
  price: number
  /** Day of the start, from today; the activity runs `hours` from 09:30 (or several days). */
  startDay: number
  days?: number
  /** Sign-up window in days from today: [open, close] (close at 17:00 of that day). */
  window: [number, number]
  limit: number
  /** Persons holding places at seeding time. */
  signed: number
  status: number
  content: string
}

const P = (text: string) => `<p>${text}</p>`

const ACTIVITIES: ActivitySeed[] = [
  {
    title: '“铭记历史 珍爱和平”主题教育讲座',
    type: 1,
    location: '学术报告厅',
    crowd: '社会公众',
    price: 0,
    startDay: -24,
    window: [-38, -25],
    limit: 100,
    signed: 86,
    status: 3,
    content: `${P('邀请馆内研究人员讲述馆藏史料背后的故事。')}${P('讲座时长约 90 分钟，请提前 15 分钟入场。')}`,
  },
  {
    title: '青少年红色研学营（春季班）',
    type: 2,
    location: '二号展厅及研学教室',
    crowd: '10—16 岁青少年',
    price: 3000,
    startDay: -15,
    days: 2,
    window: [-30, -17],
    limit: 40,
    signed: 38,
    status: 3,
    content: `${P('两天的研学课程：展厅探究、史料阅读与小组分享。')}<ul><li>第一天：展厅探究</li><li>第二天：成果分享</li></ul>`,
  },
  {
    title: '国家公祭日前夕悼念活动',
    type: 3,
    location: '纪念广场',
    crowd: '社会公众',
    price: 0,
    startDay: -6,
    window: [-20, -7],
    limit: 200,
    signed: 168,
    status: 3,
    content: P('默哀、献花、诵读和平宣言。请着深色服装，保持肃静。'),
  },
  {
    title: '馆藏文物修复工作坊',
    type: 4,
    location: '文物保护中心',
    crowd: '成人',
    price: 5000,
    startDay: -1,
    days: 3,
    window: [-14, -2],
    limit: 20,
    signed: 18,
    status: 2,
    content: P('文物修复师现场讲解纸质文物的清洁、加固与保存，参与者可动手体验。'),
  },
  {
    title: '“家书里的历史”诵读会',
    type: 4,
    location: '学术报告厅',
    crowd: '社会公众',
    price: 0,
    startDay: 3,
    window: [-5, 2],
    limit: 80,
    signed: 43,
    status: 1,
    content: P('志愿者与观众一起诵读馆藏家书，感受普通人在战争年代的家国情怀。'),
  },
  {
    title: '小小讲解员培训（周末班）',
    type: 2,
    location: '研学教室',
    crowd: '8—12 岁儿童',
    price: 0,
    startDay: 5,
    window: [-4, 4],
    limit: 30,
    signed: 29,
    status: 1,
    content: P('三次课程后在一号展厅完成一段讲解。名额有限，报名成功后请按时参加。'),
  },
  {
    title: '抗战史料专题讲座：档案中的城市记忆',
    type: 4,
    location: '学术报告厅',
    crowd: '高校师生及社会公众',
    price: 2000,
    startDay: 7,
    window: [-3, 6],
    limit: 150,
    signed: 61,
    status: 1,
    content: P('档案馆研究员解读新近公开的城市档案，讲座后设有答疑环节。'),
  },
  {
    title: '入党积极分子主题党日活动',
    type: 1,
    location: '一号展厅',
    crowd: '机关企事业单位党员',
    price: 0,
    startDay: 10,
    window: [-2, 8],
    limit: 60,
    signed: 12,
    status: 1,
    content: P('参观基本陈列、重温入党誓词、观看专题片。以单位为单位报名时请填写带队人信息。'),
  },
  {
    title: '清明“云祭扫”线下寄语活动',
    type: 3,
    location: '纪念广场',
    crowd: '社会公众',
    price: 0,
    startDay: 8,
    window: [-6, 6],
    limit: 200,
    signed: 0,
    status: 4,
    content: P('因场地维修，本次活动取消，已报名的观众无需到场。'),
  },
  {
    title: '暑期研学营（初中组）',
    type: 2,
    location: '研学教室',
    crowd: '初中学生',
    price: 8800,
    startDay: 24,
    days: 3,
    window: [6, 20],
    limit: 45,
    signed: 0,
    status: 0,
    content: P('三天课程：历史现场、口述史采访与展览策划。报名开始后请尽早报名。'),
  },
  {
    title: '和平主题书画展开幕式',
    type: 3,
    location: '临时展厅',
    crowd: '社会公众',
    price: 0,
    startDay: 30,
    window: [12, 28],
    limit: 100,
    signed: 0,
    status: 0,
    content: P('青少年和平主题书画作品展开幕，现场有作者导览。'),
  },
  {
    title: '教师研修日：如何在课堂上讲好历史',
    type: 1,
    location: '学术报告厅',
    crowd: '中小学教师',
    price: 0,
    startDay: 18,
    window: [2, 15],
    limit: 50,
    signed: 0,
    status: 0,
    content: P('面向中小学历史教师：馆藏资源的课堂运用与研学课程设计。'),
  },
]

/** How the seeded persons of one activity split into sign-up statuses. */
function signStatus(random: Random, activityStatus: number): number {
  if (activityStatus === 3) return pick(random, [3, 3, 3, 3, 3, 1])
  if (activityStatus === 2) return pick(random, [3, 3, 1, 1])
  return pick(random, [0, 0, 1, 1, 1])
}

function seedCovers(db: Database, now: number): Record<number, string> {
  const insert = db.prepare(
    'INSERT INTO infra_file (name, path, type, size, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const paths: Record<number, string> = {}
  for (const [type, colours] of Object.entries(COVERS)) {
    const content = bannerPng(colours.from, colours.to)
    const path = `activity/seed/cover-${type}.png`
    insert.run(`活动封面${type}.png`, path, 'image/png', content.length, content, now)
    paths[Number(type)] = path
  }
  return paths
}

/**
 * 12 activities around today (3 ended, 1 running, 4 open for sign-up — one with a single place
 * left, 1 cancelled, 3 upcoming) with their sign-ups: signed_count is the persons of the
 * sign-ups that hold places. A few cancelled and refused sign-ups are history.
 */
export function seedActivities(db: Database, now: number): void {
  const random = seededRandom(1_040_006)
  const covers = seedCovers(db, now)
  const insertActivity = db.prepare(
    `INSERT INTO museum_activity (title, type, cover, location, suitable_crowd, cost, price,
       start_time, end_time, sign_start_time, sign_end_time, limit_count, signed_count, status,
       content, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  )
  const insertSign = db.prepare(
    `INSERT INTO museum_activity_sign (activity_id, name, mobile, id_number, person_count, status,
       sign_in_time, audit_time, cancel_time, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  )
  for (const seed of ACTIVITIES) {
    const start = dayStart(now, seed.startDay) + 9.5 * HOUR_MS
    const end = seed.days
      ? dayStart(now, seed.startDay + seed.days - 1) + 17 * HOUR_MS
      : start + 2 * HOUR_MS
    const signStart = dayStart(now, seed.window[0]) + 9 * HOUR_MS
    const signEnd = dayStart(now, seed.window[1]) + 17 * HOUR_MS
    const created = signStart - 3 * DAY_MS
    const activityId = Number(
      insertActivity.run(
        seed.title,
        seed.type,
        covers[seed.type] ?? null,
        seed.location,
        seed.crowd,
        seed.price > 0 ? 1 : 0,
        seed.price,
        start,
        end,
        signStart,
        signEnd,
        seed.limit,
        seed.signed,
        seed.status,
        seed.content,
        created,
        created,
      ).lastInsertRowid,
    )
    const ids = new Set<string>()
    const person = () => {
      let id = idNumber(random, 1955, 2012)
      while (ids.has(id)) id = idNumber(random, 1955, 2012)
      ids.add(id)
      return { name: personName(random), mobile: mobile(random), id }
    }
    // Sign-up times spread over the window (never after now).
    const signedAt = () =>
      Math.min(
        now - HOUR_MS,
        signStart + Math.floor(random() * Math.max(HOUR_MS, signEnd - signStart)),
      )
    let left = seed.signed
    while (left > 0) {
      const persons = Math.min(left, pick(random, [1, 1, 1, 2, 2, 3]))
      left -= persons
      const status = signStatus(random, seed.status)
      const at = signedAt()
      const who = person()
      insertSign.run(
        activityId,
        who.name,
        who.mobile,
        who.id,
        persons,
        status,
        status === 3 ? Math.max(at, start) + intBetween(random, 0, 40) * 60_000 : null,
        status === 0 ? null : at + HOUR_MS,
        null,
        at,
        at,
      )
    }
    // History that holds no places: a few cancelled or refused sign-ups (all of a cancelled
    // activity's sign-ups were cancelled with it).
    const history = seed.status === 4 ? 14 : seed.status === 0 ? 0 : intBetween(random, 1, 3)
    for (let i = 0; i < history; i += 1) {
      const at = signedAt()
      const who = person()
      const status = seed.status === 4 || random() < 0.7 ? 2 : 4
      insertSign.run(
        activityId,
        who.name,
        who.mobile,
        who.id,
        intBetween(random, 1, 2),
        status,
        null,
        status === 4 ? at + HOUR_MS : null,
        status === 2 ? at + 2 * HOUR_MS : null,
        at,
        at,
      )
    }
  }
}
