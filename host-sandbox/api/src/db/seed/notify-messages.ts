export interface NotifySeed {
  userId: number
  templateCode: string
  templateNickname: string
  /** 1 通知公告, 2 系统消息 (system_notify_template_type). */
  templateType: 1 | 2
  content: string
  /** How long before seeding the message arrived. */
  hoursAgo: number
  read: boolean
}

export const NOTIFY_SEEDS: readonly NotifySeed[] = [
  {
    userId: 1,
    templateCode: 'system_maintenance',
    templateNickname: '信息中心',
    templateType: 1,
    content: '系统将于本周日 22:00 至 24:00 进行例行维护，届时线上预约服务暂停。',
    hoursAgo: 150,
    read: true,
  },
  {
    userId: 1,
    templateCode: 'holiday_hours',
    templateNickname: '办公室',
    templateType: 1,
    content: '清明节期间开馆时间调整为 8:30 至 17:30，请各部门提前做好接待准备。',
    hoursAgo: 98,
    read: true,
  },
  {
    userId: 1,
    templateCode: 'volunteer_apply',
    templateNickname: '志愿服务部',
    templateType: 2,
    content: '志愿者 王晓明 提交了讲解志愿者注册申请，请尽快审核。',
    hoursAgo: 50,
    read: false,
  },
  {
    userId: 1,
    templateCode: 'team_reserve_audit',
    templateNickname: '预约中心',
    templateType: 2,
    content: '新的团队预约待审核：市第一中学（45 人），参观日期为后天上午。',
    hoursAgo: 26,
    read: false,
  },
  {
    userId: 1,
    templateCode: 'bpm_task_assigned',
    templateNickname: '工作流',
    templateType: 2,
    content: '流程「团队预约审核」已由 票务专员 提交，等待你审批。',
    hoursAgo: 5,
    read: false,
  },
  {
    userId: 1,
    templateCode: 'reserve_quota_warning',
    templateNickname: '预约中心',
    templateType: 2,
    content: '今日预约人数已达上限的 90%，请关注入馆秩序。',
    hoursAgo: 1,
    read: false,
  },
  {
    userId: 2,
    templateCode: 'system_notice',
    templateType: 1,
    templateNickname: '信息中心',
    content: '新版票务系统已上线，使用中遇到问题请联系信息中心（分机 8001）。',
    hoursAgo: 120,
    read: true,
  },
  {
    userId: 2,
    templateCode: 'team_reserve_passed',
    templateType: 2,
    templateNickname: '预约中心',
    content: '团队预约「省档案馆党支部」已审核通过，请做好接待准备。',
    hoursAgo: 30,
    read: false,
  },
  {
    userId: 2,
    templateCode: 'refund_apply',
    templateType: 2,
    templateNickname: '票务中心',
    content: '订单 T202404010086 申请退票，请在 24 小时内处理。',
    hoursAgo: 3,
    read: false,
  },
]
