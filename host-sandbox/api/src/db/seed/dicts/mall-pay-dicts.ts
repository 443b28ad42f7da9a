import type { DictTypeSeed } from './dict-seed-types'

export const payDicts: DictTypeSeed[] = [
  {
    type: 'pay_channel_wechat_version',
    name: '微信支付渠道版本',
    items: [
      ['v2', 'v2 版本', ''],
      ['v3', 'v3 版本', ''],
    ],
  },
  {
    type: 'pay_channel_code',
    name: '支付渠道编码',
    items: [
      ['wx_pub', '微信 JSAPI 支付', 'success'],
      ['wx_lite', '微信小程序支付', 'success'],
      ['wx_app', '微信 App 支付', 'success'],
      ['wx_native', '微信 Native 支付', 'success'],
      ['alipay_pc', '支付宝 PC 网站支付', 'primary'],
      ['alipay_wap', '支付宝 Wap 网站支付', 'primary'],
      ['alipay_app', '支付宝 App 支付', 'primary'],
      ['alipay_qr', '支付宝扫码支付', 'primary'],
      ['wx_bar', '微信条码支付', 'success'],
      ['alipay_bar', '支付宝条码支付', 'primary'],
      ['mock', '模拟支付', 'info'],
    ],
  },
  {
    type: 'pay_order_status',
    name: '支付订单状态',
    items: [
      ['0', '未支付', 'info'],
      ['10', '支付成功', 'success'],
      ['20', '已退款', 'warning'],
      ['30', '支付关闭', 'danger'],
    ],
  },
  {
    type: 'pay_refund_status',
    name: '退款订单状态',
    items: [
      ['0', '未退款', 'info'],
      ['10', '退款成功', 'success'],
      ['20', '退款失败', 'danger'],
    ],
  },
  {
    type: 'pay_notify_status',
    name: '支付回调状态',
    items: [
      ['0', '等待通知', 'info'],
      ['10', '通知成功', 'success'],
      ['20', '通知失败', 'danger'],
      ['21', '请求成功，但是结果失败', 'warning'],
      ['22', '请求失败', 'warning'],
    ],
  },
  {
    type: 'pay_notify_type',
    name: '支付回调类型',
    items: [
      ['1', '支付单', 'primary'],
      ['2', '退款单', 'danger'],
    ],
  },
]

export const mpDicts: DictTypeSeed[] = [
  {
    type: 'mp_auto_reply_request_match',
    name: '公众号自动回复的请求关键字匹配模式',
    items: [
      ['1', '完全匹配', 'primary'],
      ['2', '半匹配', 'success'],
    ],
  },
  {
    type: 'mp_message_type',
    name: '公众号的消息类型',
    items: [
      ['text', '文本', ''],
      ['image', '图片', ''],
      ['voice', '语音', ''],
      ['video', '视频', ''],
      ['shortvideo', '小视频', ''],
      ['link', '链接', ''],
      ['location', '位置', ''],
      ['music', '音乐', ''],
      ['news', '图文', ''],
      ['event', '事件', ''],
    ],
  },
]

export const mallDicts: DictTypeSeed[] = [
  {
    type: 'product_spu_status',
    name: '商品 SPU 状态',
    items: [
      ['1', '上架', 'success'],
      ['0', '下架', 'info'],
      ['-1', '回收站', 'danger'],
    ],
  },
  {
    type: 'trade_after_sale_status',
    name: '交易售后状态',
    items: [
      ['10', '申请售后', 'primary'],
      ['20', '商品待退货', 'primary'],
      ['30', '商家待收货', 'primary'],
      ['40', '等待退款', 'warning'],
      ['50', '退款成功', 'success'],
      ['61', '买家取消', 'info'],
      ['62', '商家拒绝', 'danger'],
      ['63', '商家拒收货', 'danger'],
    ],
  },
  {
    type: 'trade_after_sale_way',
    name: '交易售后方式',
    items: [
      ['10', '仅退款', 'primary'],
      ['20', '退货退款', 'success'],
    ],
  },
  {
    type: 'trade_after_sale_type',
    name: '交易售后类型',
    items: [
      ['10', '售中退款', 'success'],
      ['20', '售后退款', 'primary'],
    ],
  },
  {
    type: 'trade_order_type',
    name: '订单类型',
    items: [
      ['0', '普通订单', 'default'],
      ['1', '秒杀订单', 'info'],
      ['2', '砍价订单', 'info'],
      ['3', '拼团订单', 'info'],
    ],
  },
  {
    type: 'trade_order_status',
    name: '订单状态',
    items: [
      ['0', '待支付', 'default'],
      ['10', '待发货', 'primary'],
      ['20', '已发货', 'primary'],
      ['30', '已完成', 'success'],
      ['40', '已取消', 'danger'],
    ],
  },
  {
    type: 'trade_order_item_after_sale_status',
    name: '订单项的售后状态',
    items: [
      ['0', '未售后', 'info'],
      ['10', '售后中', 'primary'],
      ['20', '已退款', 'success'],
    ],
  },
  {
    type: 'product_unit',
    name: '商品单位',
    items: [
      ['1', '个', ''],
      ['2', '件', ''],
      ['3', '盒', ''],
      ['4', '袋', ''],
      ['5', '箱', ''],
      ['6', '套', ''],
      ['7', '包', ''],
      ['8', '双', ''],
      ['9', '卷', ''],
    ],
  },
  {
    type: 'trade_order_cancel_type',
    name: '订单取消类型',
    items: [
      ['10', '超时未支付', 'info'],
      ['20', '退款关闭', 'warning'],
      ['30', '买家取消', 'info'],
    ],
  },
  {
    type: 'trade_delivery_type',
    name: '配送方式',
    items: [
      ['1', '快递发货', 'primary'],
      ['2', '用户自提', 'success'],
    ],
  },
  {
    type: 'trade_order_refund_status',
    name: '订单退款状态',
    items: [
      ['0', '未退款', 'info'],
      ['10', '部分退款', 'warning'],
      ['20', '全部退款', 'danger'],
    ],
  },
  {
    type: 'promotion_discount_type',
    name: '优惠类型',
    items: [
      ['1', '满减', 'success'],
      ['2', '折扣', 'primary'],
    ],
  },
  {
    type: 'promotion_product_scope',
    name: '营销的商品范围',
    items: [
      ['1', '通用券', 'primary'],
      ['2', '商品券', 'success'],
      ['3', '品类券', 'warning'],
    ],
  },
  {
    type: 'promotion_coupon_template_validity_type',
    name: '优惠劵模板的有限期类型',
    items: [
      ['1', '固定日期', 'default'],
      ['2', '领取之后', 'default'],
    ],
  },
  {
    type: 'promotion_coupon_status',
    name: '优惠劵的状态',
    items: [
      ['1', '未使用', 'primary'],
      ['2', '已使用', 'success'],
      ['3', '已过期', 'info'],
    ],
  },
  {
    type: 'promotion_coupon_take_type',
    name: '优惠劵的领取方式',
    items: [
      ['1', '直接领取', 'primary'],
      ['2', '指定发放', 'success'],
    ],
  },
  {
    type: 'promotion_activity_status',
    name: '促销活动的状态',
    items: [
      ['10', '未开始', 'info'],
      ['20', '进行中', 'success'],
      ['30', '已结束', 'warning'],
      ['40', '已关闭', 'danger'],
    ],
  },
  {
    type: 'promotion_condition_type',
    name: '营销的条件类型',
    items: [
      ['10', '满 N 元', 'primary'],
      ['20', '满 N 件', 'success'],
    ],
  },
]
