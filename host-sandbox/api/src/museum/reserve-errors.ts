import type { ErrorDef } from '../lib/biz-error'

// The booking core's refusals (codes 1_040_001_xxx). The texts marked "contract" are the wire's
// words for them; the console shows every msg as it is.
export const ReserveErrors = {
  SLOT_NOT_OPEN: { code: 1_040_001_000, msg: '场次不存在或已停止预约' }, // contract
  SLOT_FULL: { code: 1_040_001_001, msg: '该场次余票不足' }, // contract
  ID_NUMBER_BOOKED: { code: 1_040_001_002, msg: '该证件号当日已有预约' }, // contract
  PERSONS_OUT_OF_RANGE: { code: 1_040_001_003, msg: '预约人数超出限制' }, // contract
  SLOT_NOT_EXISTS: { code: 1_040_001_004, msg: '场次不存在' },
  SLOT_CAPACITY_BELOW_RESERVED: {
    code: 1_040_001_005,
    msg: '个人名额不能少于已预约人数（{}）',
  },
  SLOT_TEAM_CAPACITY_BELOW_RESERVED: {
    code: 1_040_001_006,
    msg: '团队名额不能少于已预约人数（{}）',
  },
  SLOT_NOT_EMPTY: { code: 1_040_001_007, msg: '该场次已有预约，不能删除' },
  SLOT_TIME_TAKEN: { code: 1_040_001_008, msg: '该日期已有 {} 开始的场次' },
  SLOT_ENDED: { code: 1_040_001_009, msg: '该场次已结束，不能预约' },
  OUTSIDE_BOOKING_WINDOW: { code: 1_040_001_010, msg: '只能提前 {} 天预约' },
  RULE_DISABLED: { code: 1_040_001_011, msg: '{}暂未开放' },
  RULE_NOT_EXISTS: { code: 1_040_001_012, msg: '预约规则不存在' },
  DUPLICATE_ID_NUMBER: { code: 1_040_001_013, msg: '同一预约中证件号码不能重复：{}' },
  RESERVATION_NOT_EXISTS: { code: 1_040_001_014, msg: '预约不存在' },
  CANCEL_NOT_ALLOWED: { code: 1_040_001_015, msg: '当前状态为「{}」，不能取消预约' },
  CANCEL_DEADLINE_PASSED: {
    code: 1_040_001_016,
    msg: '已超过取消期限（场次开始前 {} 小时），不能取消',
  },
  CANCEL_AFTER_CHECK: { code: 1_040_001_017, msg: '已有参观人检票入馆，不能取消预约' },
  TICKET_NOT_FOUND: { code: 1_040_001_020, msg: '门票不存在' }, // contract
  TICKET_USED: { code: 1_040_001_021, msg: '门票已使用' }, // contract
  TICKET_NOT_TODAY: { code: 1_040_001_022, msg: '门票不在今日有效期内' }, // contract
  TICKET_CANCELLED: { code: 1_040_001_023, msg: '门票已取消' }, // contract
} satisfies Record<string, ErrorDef>

export const SlotErrors = {
  TIME_CHANGE_WITH_BOOKINGS: { code: 1_040_001_030, msg: '该场次已有预约，不能修改时间' },
  GENERATE_IN_PAST: { code: 1_040_001_031, msg: '开始日期不能早于今天' },
} satisfies Record<string, ErrorDef>
