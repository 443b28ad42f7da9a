/** Business errors of activities and sign-ups (codes 1_040_006_xxx). */
export const ActivityErrors = {
  NOT_EXISTS: { code: 1_040_006_001, msg: '活动不存在' },
  FULL: { code: 1_040_006_002, msg: '报名人数已满' },
  FEW_LEFT: { code: 1_040_006_003, msg: '报名人数已满，仅剩 {} 个名额' },
  OUTSIDE_WINDOW: { code: 1_040_006_004, msg: '不在报名时间内' },
  CLOSED: { code: 1_040_006_005, msg: '活动{}，不能报名' },
  DUPLICATE_ID_NUMBER: { code: 1_040_006_006, msg: '该身份证号已报名此活动' },
  SIGN_NOT_EXISTS: { code: 1_040_006_007, msg: '报名记录不存在' },
  SIGN_WRONG_STATUS: { code: 1_040_006_008, msg: '报名当前为「{}」，不能{}' },
  WRONG_STATUS: { code: 1_040_006_009, msg: '活动当前为「{}」，不能改为「{}」' },
  HAS_SIGNS: { code: 1_040_006_010, msg: '活动已有报名记录，不能删除' },
  LIMIT_BELOW_SIGNED: { code: 1_040_006_011, msg: '人数上限不能小于已报名人数（{} 人）' },
  COVER_NOT_OURS: { code: 1_040_006_012, msg: '活动封面必须是通过本系统上传的图片' },
  COVER_NOT_IMAGE: { code: 1_040_006_013, msg: '活动封面必须是 PNG、JPG、GIF 或 WebP 图片' },
  SIGN_CLOSED_BY_RULE: { code: 1_040_006_014, msg: '活动报名暂未开放' },
  PERSONS_OVER_RULE: { code: 1_040_006_015, msg: '报名人数超出限制（每次最多 {} 人）' },
  PERSONS_UNDER_RULE: { code: 1_040_006_016, msg: '报名人数不能少于 {} 人' },
  CANCELLED_NO_SIGN_IN: { code: 1_040_006_017, msg: '活动已取消，不能签到' },
} as const

/** activity_status labels for messages (the console shows the dictionary's tags). */
export const ACTIVITY_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '未开始',
  1: '报名中',
  2: '进行中',
  3: '已结束',
  4: '已取消',
}

/** activity_sign_status labels for messages. */
export const SIGN_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '待审核',
  1: '报名成功',
  2: '已取消',
  3: '已签到',
  4: '未通过',
  5: '待支付',
}
