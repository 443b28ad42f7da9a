import { buttons, dir, page } from './menu-seed-types'

export const reserveMenu = dir(3000, '预约管理', '/reserve', 'date', [
  page(3001, '个人预约', 'personal', 'reserve/personal/index', 'ReservePersonal', 'user', {
    buttons: buttons(3011, '个人预约', 'reserve:personal', ['query', 'update', 'export']),
  }),
  page(3002, '团队预约', 'team', 'reserve/team/index', 'ReserveTeam', 'peoples', {
    buttons: buttons(3021, '团队预约', 'reserve:team', ['query', 'update', 'export']),
  }),
  page(3003, '预约规则', 'rule', 'reserve/rule/index', 'ReserveRule', 'date-range'),
  page(3004, '预约须知', 'notice', 'reserve/notice/index', 'ReserveNotice', 'documentation'),
])

export const ticketMenu = dir(3300, '票务管理', '/ticket', 'ticket', [
  page(3301, '门票管理', 'list', 'ticket/list/index', 'TicketList', 'list'),
  page(3302, '检票核销', 'check', 'ticket/check/index', 'TicketCheck', 'sign'),
  page(3303, '优待证件', 'card', 'ticket/card/index', 'TicketCard', 'validCode'),
])

export const volunteerMenu = dir(3100, '志愿者管理', '/volunteer', 'volunteer', [
  page(3101, '志愿者信息', 'info', 'volunteer/info/index', 'VolunteerInfo', 'user'),
  page(3102, '志愿者审核', 'audit', 'volunteer/audit/index', 'VolunteerAudit', 'checkbox'),
  page(
    3103,
    '服务记录',
    'service-record',
    'volunteer/serviceRecord/index',
    'VolunteerServiceRecord',
    'list',
  ),
])

export const activityMenu = dir(3200, '活动管理', '/activity', 'activity', [
  page(3201, '活动列表', 'list', 'activity/list/index', 'ActivityList', 'list'),
  page(3202, '活动报名', 'sign', 'activity/sign/index', 'ActivitySign', 'form'),
])

export const productMenu = dir(2000, '商品中心', '/product', 'shopping', [
  page(2014, '商品列表', 'spu', 'mall/product/spu/index', 'ProductSpu', 'list'),
  page(2030, '商品分类', 'category', 'mall/product/category/index', 'ProductCategory', 'tree'),
  page(2019, '商品属性', 'property', 'mall/product/property/index', 'ProductProperty', 'eye'),
  page(2032, '商品品牌', 'brand', 'mall/product/brand/index', 'ProductBrand', 'dashboard'),
])

export const tradeMenu = dir(2072, '交易中心', '/trade', 'order', [
  page(2073, '订单列表', 'order', 'mall/trade/order/index', 'TradeOrder', 'list'),
  page(2074, '售后退款', 'after-sale', 'mall/trade/afterSale/index', 'TradeAfterSale', 'education'),
])

export const payMenu = dir(1117, '支付中心', '/pay', 'money', [
  page(1118, '支付应用', 'app', 'pay/app/index', 'PayApp', 'table'),
  page(1126, '支付订单', 'order', 'pay/order/index', 'PayOrder', 'money'),
  page(1132, '退款订单', 'refund', 'pay/refund/index', 'PayRefund', 'swagger'),
])
