import type { Database } from 'better-sqlite3'
import { templateParamsOf } from '../../../../../src/shared/wire/notify-template'

// The system module's own demo content: the notify templates the museum sends from and the
// back office's 通知公告. Plain inserts in the seed's transaction (a few rows: no measurable cost).

const HOUR = 3_600_000

interface TemplateSeed {
  name: string
  code: string
  nickname: string
  content: string
  /** 1 通知公告, 2 系统消息 (system_notify_template_type). */
  type: 1 | 2
  status: 0 | 1
  remark: string
}

export const NOTIFY_TEMPLATE_SEEDS: readonly TemplateSeed[] = [
  {
    name: '预约审核结果',
    code: 'reserve_audit_result',
    nickname: '预约中心',
    content: '您提交的{teamName}团队预约（参观日期 {visitDate}）审核结果：{result}。',
    type: 2,
    status: 0,
    remark: '团队预约审核后通知提交人',
  },
  {
    name: '志愿者排班提醒',
    code: 'volunteer_shift_reminder',
    nickname: '志愿服务部',
    content:
      '{volunteerName}，您好！您在 {serviceDate} {startTime} 有{post}排班，请提前 15 分钟到岗签到。',
    type: 2,
    status: 0,
    remark: '排班前一天发送',
  },
  {
    name: '闭馆通知',
    code: 'closing_notice',
    nickname: '办公室',
    content: '因{reason}，本馆将于 {date} 闭馆，请各部门做好接待调整。',
    type: 1,
    status: 0,
    remark: '',
  },
  {
    name: '退票处理提醒',
    code: 'refund_reminder',
    nickname: '票务中心',
    content: '订单 {orderNo} 申请退票，请在 24 小时内处理。',
    type: 2,
    status: 1,
    remark: '已由票务模块的提醒代替，停用',
  },
]

interface NoticeSeed {
  title: string
  /** 1 通知, 2 公告 (system_notice_type). */
  type: 1 | 2
  content: string
  status: 0 | 1
  hoursAgo: number
}

export const NOTICE_SEEDS: readonly NoticeSeed[] = [
  {
    title: '关于开展国庆节安全检查的通知',
    type: 1,
    content:
      '<p>各部门：</p><p>国庆节前请完成<strong>消防通道、展柜锁具、监控设备</strong>的安全检查，并于 9 月 28 日前报送检查记录。</p>',
    status: 0,
    hoursAgo: 240,
  },
  {
    title: '系统升级公告',
    type: 2,
    content:
      '<p>管理后台将于本周六 22:00 升级，届时约 30 分钟无法登录。</p><ul><li>新增站内信模板</li><li>岗位数据可导出为 Excel</li></ul>',
    status: 0,
    hoursAgo: 72,
  },
  {
    title: '志愿者培训安排',
    type: 1,
    content: '<p>新一期讲解志愿者培训将于下周三 9:00 在二楼报告厅举行，请志愿服务部统一组织。</p>',
    status: 0,
    hoursAgo: 30,
  },
  {
    title: '春节开馆时间调整（草稿）',
    type: 2,
    content: '<p>春节期间开馆时间调整为 9:00 至 16:00，除夕闭馆。</p>',
    status: 1,
    hoursAgo: 5,
  },
]

export function seedSystemContent(db: Database, now: number): void {
  const template = db.prepare(
    `INSERT INTO system_notify_template (name, code, nickname, content, params, type, status, remark, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  NOTIFY_TEMPLATE_SEEDS.forEach((t, index) =>
    template.run(
      t.name,
      t.code,
      t.nickname,
      t.content,
      JSON.stringify(templateParamsOf(t.content)),
      t.type,
      t.status,
      t.remark,
      now - (NOTIFY_TEMPLATE_SEEDS.length - index) * 24 * HOUR,
    ),
  )
  const notice = db.prepare(
    `INSERT INTO system_notice (title, type, content, status, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, 1, ?, ?)`,
  )
  for (const n of NOTICE_SEEDS) {
    notice.run(
      n.title,
      n.type,
      n.content,
      n.status,
      now - n.hoursAgo * HOUR,
      now - n.hoursAgo * HOUR,
    )
  }
}
