import type { Database } from 'better-sqlite3'
import { cleanHtml } from '../../../lib/sanitize-html'
import { dayStart } from './fake-people'

const HOUR_MS = 3_600_000

/** 预约须知: [title, reserve_notice_type, status (0 草稿, 1 已发布), sort, content]. */
const RESERVE_NOTICES: ReadonlyArray<[string, number, number, number, string]> = [
  [
    '个人预约须知',
    1,
    1,
    1,
    `<h3>预约方式</h3>
<p>本馆实行<strong>免费实名预约</strong>参观，可提前 7 天通过官方网站或微信公众号预约，每个证件每天限约一次。</p>
<h3>参观须知</h3>
<ol>
<li>请在预约场次的开始时间后 30 分钟内凭预约时使用的有效证件入馆。</li>
<li>每次预约最多可为 5 人登记，每位参观者均需登记身份证件。</li>
<li>如不能按时参观，请在参观日前一天 17:00 前取消预约。</li>
<li>馆内禁止吸烟、饮食、大声喧哗，请勿使用闪光灯拍照。</li>
</ol>
<p>咨询电话：010-00000000（周二至周日 9:00-17:00）。</p>`,
  ],
  [
    '团队预约须知',
    2,
    1,
    2,
    `<p>10 人及以上的团队请通过<strong>团队预约</strong>办理，团队人数最多 50 人。</p>
<ul>
<li>请至少提前 3 天提交预约，并上传全体成员名单（姓名、证件号码）。</li>
<li>团队预约经审核通过后生效，审核结果将以短信通知联系人。</li>
<li>团队须由领队带领，按预约场次统一入馆，入馆时请出示成员证件。</li>
<li>如需讲解服务，请在备注中注明，本馆将视讲解员安排情况予以回复。</li>
</ul>`,
  ],
  [
    '活动报名须知',
    3,
    1,
    3,
    `<p>本馆社教活动均需<strong>提前报名</strong>，名额有限，报满即止。</p>
<ul>
<li>报名成功后请按时参加；如不能参加，请在活动开始前取消报名，以便他人参与。</li>
<li>无故缺席两次者，三个月内不能报名本馆活动。</li>
<li>未成年人参加活动须由监护人陪同。</li>
</ul>`,
  ],
  [
    '春节假期预约须知',
    1,
    0,
    4,
    `<p>春节假期期间（除夕闭馆）每日开放 <strong>4 个场次</strong>，每场限 300 人，请合理安排参观时间。</p>
<p>具体开放安排以本馆公告为准。</p>`,
  ],
]

/** 公告: [title, notice_type, status (0 已发布, 1 已撤回), days ago created, content]. */
const NOTICES: ReadonlyArray<[string, number, number, number, string]> = [
  [
    '关于周一例行闭馆的公告',
    1,
    0,
    20,
    `<p>为做好馆内设施设备维护和展品保养，本馆<strong>每周一闭馆</strong>（国家法定节假日除外）。</p>
<p>闭馆期间不接受参观预约，已预约的观众请留意参观日期。给您带来的不便，敬请谅解。</p>`,
  ],
  [
    '「烽火记忆」专题展览开幕公告',
    2,
    0,
    9,
    `<h3>展览时间</h3>
<p>即日起至明年 3 月 31 日，地点：本馆二层临时展厅。</p>
<h3>展览内容</h3>
<p>展览分为<strong>「山河破碎」「众志成城」「胜利之光」</strong>三个单元，展出文物、照片和档案 300 余件（组），其中 40 余件为首次展出。</p>
<p>参观专题展览无需另行预约，凭当日参观预约入馆即可。</p>`,
  ],
  [
    '馆内设备检修临时闭馆公告',
    1,
    1,
    40,
    `<p>因馆内消防设备检修，本馆曾于检修当日<strong>全天闭馆</strong>，检修已完成，本公告撤回。</p>`,
  ],
  [
    '「小小讲解员」暑期培训活动报名公告',
    3,
    1,
    2,
    `<p>面向 9 至 14 岁青少年招募「小小讲解员」，共 <strong>30</strong> 个名额，培训共 4 次课。</p>
<p>报名方式：在「活动管理」中的活动报名页面提交，报满即止。</p>`,
  ],
]

/**
 * 预约须知 (three published, one draft) and 公告 (two published, one withdrawn, one not yet
 * published), stored through the same cleaner as the routes. Dates are relative to `now`.
 */
export function seedNotices(db: Database, now: number): void {
  const insertReserveNotice = db.prepare(
    `INSERT INTO museum_reserve_notice (title, type, content, status, sort, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const created = dayStart(now, -60) + 10 * HOUR_MS
  for (const [title, type, status, sort, content] of RESERVE_NOTICES)
    insertReserveNotice.run(title, type, cleanHtml(content), status, sort, created, created)

  const insertNotice = db.prepare(
    `INSERT INTO museum_notice (title, type, content, status, publish_time, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  NOTICES.forEach(([title, type, status, daysAgo, content], index) => {
    const createTime = dayStart(now, -daysAgo) + (9 + index) * HOUR_MS
    // The withdrawn one was published once; the newest one has never been.
    const publishTime = status === 0 || daysAgo > 30 ? createTime + HOUR_MS : null
    insertNotice.run(title, type, cleanHtml(content), status, publishTime, createTime, createTime)
  })
}
