import { button, buttons, dir, page } from './menu-seed-types'

/**
 * 支付订单提交 (pay:order:submit): the cashier's calls. Granted under 支付订单 and again under
 * 活动报名, so the counter staff taking a paid sign-up can open the cashier for it.
 */
export const PAY_SUBMIT_BUTTON_ID = 4213

/**
 * The museum's own screens. Permissions are per screen and button (the contract's examples:
 * reserve:personal:query|create|cancel|export, ticket:check:update); the sandbox's routes check
 * the same strings.
 */
export const reserveMenu = dir(3000, '预约管理', '/reserve', 'date', [
  page(3001, '个人预约', 'personal', 'reserve/personal/index', 'ReservePersonal', 'user', {
    buttons: buttons(3011, '个人预约', 'reserve:personal', ['query', 'create', 'cancel', 'export']),
  }),
  page(3002, '团队预约', 'team', 'reserve/team/index', 'ReserveTeam', 'peoples', {
    buttons: buttons(3021, '团队预约', 'reserve:team', [
      'query',
      'create',
      'cancel',
      'export',
      'import',
    ]),
  }),
  page(3005, '场次管理', 'slot', 'reserve/slot/index', 'ReserveSlot', 'time', {
    buttons: buttons(3051, '场次', 'reserve:slot', ['query', 'create', 'update', 'delete']),
  }),
  page(3003, '预约规则', 'rule', 'reserve/rule/index', 'ReserveRule', 'date-range', {
    buttons: buttons(3031, '预约规则', 'reserve:rule', ['query', 'update']),
  }),
  page(3004, '预约须知', 'notice', 'reserve/notice/index', 'ReserveNotice', 'documentation', {
    buttons: buttons(3041, '预约须知', 'reserve:notice', ['query', 'create', 'update', 'delete']),
  }),
  page(
    3006,
    '公告管理',
    'announcement',
    'reserve/announcement/index',
    'ReserveAnnouncement',
    'message',
    {
      buttons: buttons(3061, '公告', 'reserve:announcement', [
        'query',
        'create',
        'update',
        'delete',
      ]),
    },
  ),
])

export const ticketMenu = dir(3300, '票务管理', '/ticket', 'ticket', [
  page(3301, '门票管理', 'list', 'ticket/list/index', 'TicketList', 'list', {
    buttons: buttons(3311, '门票', 'ticket:list', ['query', 'export']),
  }),
  page(3302, '检票核销', 'check', 'ticket/check/index', 'TicketCheck', 'sign', {
    buttons: buttons(3321, '检票', 'ticket:check', ['query', 'update']),
  }),
  page(3303, '优待证件', 'card', 'ticket/card/index', 'TicketCard', 'validCode', {
    buttons: buttons(3331, '优待证件', 'ticket:card'),
  }),
])

export const volunteerMenu = dir(3100, '志愿者管理', '/volunteer', 'volunteer', [
  page(3101, '志愿者信息', 'info', 'volunteer/info/index', 'VolunteerInfo', 'user', {
    buttons: buttons(3111, '志愿者', 'volunteer:info'),
  }),
  page(3102, '志愿者审核', 'audit', 'volunteer/audit/index', 'VolunteerAudit', 'checkbox', {
    buttons: buttons(3121, '志愿者审核', 'volunteer:audit', ['query', 'audit']),
  }),
  page(
    3103,
    '服务记录',
    'service-record',
    'volunteer/serviceRecord/index',
    'VolunteerServiceRecord',
    'list',
    { buttons: buttons(3131, '服务记录', 'volunteer:service') },
  ),
])

export const activityMenu = dir(3200, '活动管理', '/activity', 'activity', [
  page(3201, '活动列表', 'list', 'activity/list/index', 'ActivityList', 'list', {
    buttons: buttons(3211, '活动', 'activity:list', ['query', 'create', 'update', 'delete']),
  }),
  page(3202, '活动报名', 'sign', 'activity/sign/index', 'ActivitySign', 'form', {
    buttons: [
      ...buttons(3221, '活动报名', 'activity:sign', [
        'query',
        'create',
        'audit',
        'cancel',
        'sign-in',
        'export',
      ]),
      button(3227, '活动报名收款', 'pay:order:submit'),
    ],
  }),
])

export const productMenu = dir(2000, '商品中心', '/product', 'shopping', [
  page(2014, '商品列表', 'spu', 'mall/product/spu/index', 'ProductSpu', 'list', {
    buttons: buttons(4001, '商品', 'product:spu', [
      'query',
      'create',
      'update',
      'delete',
      'export',
    ]),
  }),
  page(2030, '商品分类', 'category', 'mall/product/category/index', 'ProductCategory', 'tree', {
    buttons: buttons(4011, '商品分类', 'product:category', ['query', 'create', 'update', 'delete']),
  }),
  page(2019, '商品属性', 'property', 'mall/product/property/index', 'ProductProperty', 'eye', {
    buttons: buttons(4021, '商品属性', 'product:property', ['query', 'create', 'update', 'delete']),
  }),
  page(2032, '商品品牌', 'brand', 'mall/product/brand/index', 'ProductBrand', 'dashboard', {
    buttons: buttons(4031, '商品品牌', 'product:brand', ['query', 'create', 'update', 'delete']),
  }),
])

export const tradeMenu = dir(2072, '交易中心', '/trade', 'order', [
  page(2073, '订单列表', 'order', 'mall/trade/order/index', 'TradeOrder', 'list', {
    buttons: [
      button(4101, '订单查询', 'trade:order:query'),
      button(4102, '订单更新', 'trade:order:update'),
      button(4103, '订单核销', 'trade:order:pick-up'),
    ],
  }),
  page(
    2074,
    '售后退款',
    'after-sale',
    'mall/trade/afterSale/index',
    'TradeAfterSale',
    'education',
    {
      buttons: [
        button(4111, '售后查询', 'trade:after-sale:query'),
        button(4112, '同意售后', 'trade:after-sale:agree'),
        button(4113, '拒绝售后', 'trade:after-sale:disagree'),
        button(4114, '确认收货', 'trade:after-sale:receive'),
        button(4115, '拒绝收货', 'trade:after-sale:refuse'),
        button(4116, '确认退款', 'trade:after-sale:refund'),
      ],
    },
  ),
  dir(4120, '配送管理', 'delivery', 'tree', [
    page(
      4121,
      '自提门店',
      'pick-up-store',
      'mall/trade/delivery/pickUpStore/index',
      'PickUpStore',
      'shop',
      {
        buttons: buttons(4122, '自提门店', 'trade:delivery:pick-up-store', [
          'query',
          'create',
          'update',
          'delete',
        ]),
      },
    ),
  ]),
])

export const payMenu = dir(1117, '支付中心', '/pay', 'money', [
  page(1118, '支付应用', 'app', 'pay/app/index', 'PayApp', 'table', {
    buttons: [
      ...buttons(4201, '支付应用', 'pay:app', ['query', 'create', 'update', 'delete']),
      ...buttons(4205, '支付渠道', 'pay:channel', ['query', 'create', 'update', 'delete']),
    ],
  }),
  page(1126, '支付订单', 'order', 'pay/order/index', 'PayOrder', 'money', {
    buttons: [
      ...buttons(4211, '支付订单', 'pay:order', ['query', 'export']),
      button(PAY_SUBMIT_BUTTON_ID, '支付订单提交', 'pay:order:submit'),
    ],
  }),
  page(1132, '退款订单', 'refund', 'pay/refund/index', 'PayRefund', 'swagger', {
    buttons: buttons(4221, '退款订单', 'pay:refund', ['query', 'export']),
  }),
  page(4230, '回调通知', 'notify', 'pay/notify/index', 'PayNotify', 'message', {
    buttons: buttons(4231, '回调通知', 'pay:notify', ['query']),
  }),
])
