/** Business errors of the trade module (codes 1_011_xxx_xxx). */
export const TradeErrors = {
  // Orders 1_011_000_xxx
  ORDER_NOT_FOUND: { code: 1_011_000_011, msg: '订单不存在' },
  ORDER_CANCEL_NOT_UNPAID: { code: 1_011_000_012, msg: '订单不是待支付状态，无法取消' },
  ORDER_RECEIVE_NOT_DELIVERED: { code: 1_011_000_013, msg: '订单不是已发货状态，无法确认收货' },
  ORDER_DELIVERY_NOT_UNDELIVERED: { code: 1_011_000_014, msg: '订单状态不是待发货，无法发货' },
  ORDER_DELIVERY_NOT_EXPRESS: { code: 1_011_000_015, msg: '自提订单无需发货，请核销' },
  ORDER_ADDRESS_DELIVERED: { code: 1_011_000_016, msg: '订单已发货，无法修改收货地址' },
  ORDER_ADDRESS_PICK_UP: { code: 1_011_000_017, msg: '自提订单没有收货地址' },
  ORDER_PRICE_PAID: { code: 1_011_000_018, msg: '订单已支付，无法调整价格' },
  ORDER_PAY_PRICE_NOT_POSITIVE: { code: 1_011_000_019, msg: '支付金额必须大于 0' },
  PICK_UP_CODE_WRONG: { code: 1_011_000_020, msg: '核销码不正确' },
  PICK_UP_NOT_PICK_UP: { code: 1_011_000_021, msg: '订单不是自提订单，无法核销' },
  PICK_UP_NOT_UNDELIVERED: { code: 1_011_000_022, msg: '订单不是待核销状态，无法核销' },
  PAY_ORDER_MISMATCH: { code: 1_011_000_023, msg: '支付单不匹配' },
  AREA_NOT_DISTRICT: { code: 1_011_000_024, msg: '所在地区必须选择到区县' },
  ORDER_PRICE_NOT_UNPAID: { code: 1_011_000_025, msg: '订单不是待支付状态，无法调整价格' },
  LOGISTICS_NO_REQUIRED: { code: 1_011_000_026, msg: '快递单号不能为空' },
  // After-sales 1_011_002_xxx
  AFTER_SALE_NOT_FOUND: { code: 1_011_002_000, msg: '售后单不存在' },
  AFTER_SALE_WRONG_STATUS: { code: 1_011_002_001, msg: '售后状态不正确，无法{}' },
  AFTER_SALE_ORDER_UNPAID: { code: 1_011_002_002, msg: '订单未支付，无法申请售后' },
  AFTER_SALE_ITEM_OPEN: { code: 1_011_002_003, msg: '订单项已申请售后，无法重复申请' },
  AFTER_SALE_PRICE_OVER: { code: 1_011_002_004, msg: '退款金额不能超过实付金额' },
  AFTER_SALE_RETURN_NOT_DELIVERED: { code: 1_011_002_005, msg: '订单未发货，无法申请退货退款' },
  AFTER_SALE_REFUND_FAILED: { code: 1_011_002_006, msg: '退款失败：{}' },
  AFTER_SALE_REFUNDING: { code: 1_011_002_007, msg: '退款正在处理中，请稍后刷新' },
  // Delivery 1_011_003_xxx
  EXPRESS_NOT_FOUND: { code: 1_011_003_000, msg: '快递公司不存在' },
  PICK_UP_STORE_NOT_FOUND: { code: 1_011_003_001, msg: '自提门店不存在' },
  PICK_UP_STORE_HOURS: { code: 1_011_003_002, msg: '营业结束时间必须晚于营业开始时间' },
  PICK_UP_STORE_HAS_ORDERS: { code: 1_011_003_003, msg: '该门店还有待自提的订单，无法删除' },
} as const
