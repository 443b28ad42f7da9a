import type { DictTypeSeed } from './dict-seed-types'

export const museumDicts: DictTypeSeed[] = [
  {
    type: 'overall_rule_type',
    name: '预约总体规则类型',
    items: [
      ['1', '个人预约规则', 'primary'],
      ['2', '团队预约规则', 'success'],
      ['3', '活动预约规则', 'warning'],
    ],
  },
  {
    type: 'reserve_notice_type',
    name: '预约须知类型',
    items: [
      ['1', '个人预约须知', 'primary'],
      ['2', '团队预约须知', 'success'],
      ['3', '活动报名须知', 'warning'],
    ],
  },
  {
    type: 'reserve_notice_status',
    name: '预约须知状态',
    items: [
      ['0', '草稿', 'info'],
      ['1', '已发布', 'success'],
    ],
  },
  {
    type: 'notice_type',
    name: '公告类型',
    items: [
      ['1', '闭馆公告', 'danger'],
      ['2', '展览公告', 'primary'],
      ['3', '活动公告', 'success'],
    ],
  },
  {
    type: 'notice_status',
    name: '公告状态',
    items: [
      ['0', '已发布', 'success'],
      ['1', '已撤回', 'info'],
    ],
  },
  {
    type: 'ticket_status',
    name: '门票状态',
    items: [
      ['0', '待使用', 'primary'],
      ['1', '已使用', 'success'],
      ['2', '已过期', 'info'],
      ['3', '已取消', 'warning'],
      ['4', '已退票', 'danger'],
    ],
  },
  {
    type: 'word_card_type',
    name: '实名证件类型',
    items: [
      ['1', '居民身份证', 'primary'],
      ['2', '护照', 'success'],
      ['3', '港澳居民来往内地通行证', 'warning'],
      ['4', '台湾居民来往大陆通行证', 'warning'],
      ['5', '外国人永久居留身份证', 'info'],
    ],
  },
  {
    type: 'temp_amount_take',
    name: '临时名额领取',
    items: [
      ['0', '不开放', 'info'],
      ['1', '开放领取', 'success'],
    ],
  },
  {
    type: 'reserve_type',
    name: '预约类型',
    items: [
      ['1', '个人预约', 'primary'],
      ['2', '团队预约', 'success'],
      ['3', '活动预约', 'warning'],
    ],
  },
  {
    type: 'card_type',
    name: '优待证件类型',
    items: [
      ['1', '老年证', 'primary'],
      ['2', '学生证', 'success'],
      ['3', '军官证', 'warning'],
      ['4', '残疾人证', 'info'],
      ['5', '教师资格证', 'default'],
    ],
  },
  {
    type: 'message_type',
    name: '消息类型',
    items: [
      ['1', '短信', 'primary'],
      ['2', '站内信', 'success'],
      ['3', '微信模板消息', 'warning'],
    ],
  },
  {
    type: 'use_status',
    name: '使用状态',
    items: [
      ['0', '未使用', 'primary'],
      ['1', '已使用', 'success'],
      ['2', '已作废', 'danger'],
    ],
  },
  {
    type: 'audit_front_router',
    name: '审核前端路由',
    remark: '业务表单审核流程在前端打开的页面',
    items: [
      ['/bpm/oa/leave/create', '请假申请', 'primary'],
      ['/reserve/team/audit', '团队预约审核', 'success'],
      ['/volunteer/audit', '志愿者审核', 'warning'],
      ['/activity/sign/audit', '活动报名审核', 'info'],
    ],
  },
  {
    type: 'work_unit_type',
    name: '单位类型',
    items: [
      ['1', '机关单位', 'primary'],
      ['2', '事业单位', 'success'],
      ['3', '企业', 'info'],
      ['4', '学校', 'warning'],
      ['5', '社会团体', 'default'],
      ['6', '其他', 'default'],
    ],
  },
  {
    type: 'reserve_status',
    name: '预约状态',
    items: [
      ['0', '待审核', 'warning'],
      ['1', '预约成功', 'success'],
      ['2', '已取消', 'info'],
      ['3', '已核销', 'primary'],
      ['4', '已过期', 'info'],
      ['5', '未通过', 'danger'],
    ],
  },
  {
    type: 'volunteer_status',
    name: '志愿者状态',
    items: [
      ['0', '待审核', 'warning'],
      ['1', '已通过', 'success'],
      ['2', '未通过', 'danger'],
      ['3', '已停用', 'info'],
    ],
  },
  {
    type: 'volunteer_type',
    name: '志愿者类型',
    items: [
      ['1', '讲解志愿者', 'primary'],
      ['2', '秩序引导志愿者', 'success'],
      ['3', '文物保护志愿者', 'warning'],
      ['4', '宣传志愿者', 'info'],
    ],
  },
  {
    type: 'activity_type',
    name: '活动类型',
    items: [
      ['1', '主题教育', 'danger'],
      ['2', '研学活动', 'primary'],
      ['3', '纪念活动', 'warning'],
      ['4', '文化讲座', 'success'],
    ],
  },
  {
    type: 'activity_cost',
    name: '活动费用',
    items: [
      ['0', '免费', 'success'],
      ['1', '收费', 'warning'],
    ],
  },
  {
    type: 'activity_status',
    name: '活动状态',
    items: [
      ['0', '未开始', 'info'],
      ['1', '报名中', 'primary'],
      ['2', '进行中', 'success'],
      ['3', '已结束', 'default'],
      ['4', '已取消', 'danger'],
    ],
  },
  {
    type: 'activity_sign_status',
    name: '活动报名状态',
    items: [
      ['0', '待审核', 'warning'],
      ['1', '报名成功', 'success'],
      ['2', '已取消', 'info'],
      ['3', '已签到', 'primary'],
      ['4', '未通过', 'danger'],
      ['5', '待支付', 'warning'],
    ],
  },
  {
    type: 'yes_no',
    name: '是否',
    items: [
      ['1', '是', 'success'],
      ['0', '否', 'info'],
    ],
  },
  {
    type: 'team_reserve_status',
    name: '团队预约状态',
    items: [
      ['0', '待审核', 'warning'],
      ['1', '审核通过', 'success'],
      ['2', '审核驳回', 'danger'],
      ['3', '已取消', 'info'],
      ['4', '已核销', 'primary'],
    ],
  },
]
