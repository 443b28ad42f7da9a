import { z } from 'zod'
import { MOBILE_PATTERN } from './auth'
import { epochMs, id } from './common'
import { optionalInt, optionalText, requiredInt, requiredIntIn, requiredText } from './fields'

// A shop member's own calls on the app-api: buying, cancelling, receiving, after-sales, paying.
// Prices are never taken from these bodies: the server reads them from the SKUs.

/** trade_delivery_type: 1 快递发货, 2 用户自提. */
export const MEMBER_DELIVERY_TYPES = [1, 2] as const
/** trade_after_sale_way: 10 仅退款, 20 退货退款. */
export const MEMBER_AFTER_SALE_WAYS = [10, 20] as const
/** At most this many pieces of one SKU per order line. */
export const MEMBER_ORDER_MAX_COUNT = 999

const orderLine = z.object({
  skuId: requiredInt('商品 SKU 编号'),
  count: requiredInt('购买数量')
    .refine((n) => n >= 1, '购买数量必须大于 0')
    .refine((n) => n <= MEMBER_ORDER_MAX_COUNT, `购买数量不能超过 ${MEMBER_ORDER_MAX_COUNT}`),
})

const optionalMobile = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .string({ error: '收件人手机号必须是字符串' })
    .refine((s) => MOBILE_PATTERN.test(s), '收件人手机号格式不正确')
    .optional(),
)

/** Body of POST /app-api/trade/order/create. */
export const memberOrderCreateBody = z
  .object({
    items: z
      .array(orderLine, { error: '商品不能为空' })
      .min(1, '商品不能为空')
      .max(50, '一次最多购买 50 种商品'),
    deliveryType: requiredIntIn('配送方式', MEMBER_DELIVERY_TYPES),
    receiverName: optionalText('收件人名称', 30),
    receiverMobile: optionalMobile,
    receiverAreaId: optionalInt('收件人地区'),
    receiverDetailAddress: optionalText('收件人详细地址', 255),
    pickUpStoreId: optionalInt('自提门店'),
    remark: optionalText('备注', 255),
    terminal: optionalInt('终端'),
  })
  .superRefine((body, issues) => {
    const need = (ok: boolean, message: string) => {
      if (!ok) issues.addIssue({ code: 'custom', message })
    }
    if (body.deliveryType === 1) {
      need(!!body.receiverName?.trim(), '收件人名称不能为空')
      need(!!body.receiverMobile, '收件人手机号不能为空')
      need(body.receiverAreaId !== undefined, '收件人地区不能为空')
      need(!!body.receiverDetailAddress?.trim(), '收件人详细地址不能为空')
    } else {
      need(body.pickUpStoreId !== undefined, '自提门店不能为空')
    }
  })
export type MemberOrderCreateBody = z.output<typeof memberOrderCreateBody>

/** data of order create. */
export const memberOrderCreated = z.object({ id, payOrderId: id })
export type MemberOrderCreated = z.output<typeof memberOrderCreated>

/** An item of the member's own order (get-detail). */
export const memberOrderItem = z.object({
  id,
  spuId: id,
  spuName: z.string(),
  skuId: id,
  picUrl: z.string().nullable(),
  count: z.number().int(),
  price: z.number().int(),
  payPrice: z.number().int(),
  afterSaleStatus: z.number().int(),
  properties: z.array(z.object({ propertyName: z.string(), valueName: z.string() })),
})

/** data of GET /app-api/trade/order/get-detail: the member's own order. */
export const memberOrderDetail = z.object({
  id,
  no: z.string(),
  status: z.number().int(),
  payOrderId: id.nullable(),
  payStatus: z.boolean(),
  totalPrice: z.number().int(),
  deliveryPrice: z.number().int(),
  payPrice: z.number().int(),
  refundPrice: z.number().int(),
  deliveryType: z.number().int(),
  pickUpStoreId: id.nullable(),
  pickUpVerifyCode: z.string().nullable(),
  createTime: epochMs,
  items: z.array(memberOrderItem),
})
export type MemberOrderDetail = z.output<typeof memberOrderDetail>

/** Body of POST /app-api/trade/after-sale/create. */
export const memberAfterSaleCreateBody = z.object({
  orderItemId: requiredInt('订单项编号'),
  way: requiredIntIn('售后方式', MEMBER_AFTER_SALE_WAYS),
  refundPrice: requiredInt('退款金额').refine((n) => n > 0, '退款金额必须大于 0'),
  applyReason: requiredText('申请原因', 255),
  applyDescription: optionalText('补充描述', 1000),
  applyPicUrls: z
    .array(z.string().max(1024, '图片地址过长'), { error: '补充凭证图片必须是数组' })
    .max(9, '补充凭证图片最多 9 张')
    .optional(),
})
export type MemberAfterSaleCreateBody = z.output<typeof memberAfterSaleCreateBody>

/** Body of PUT /app-api/trade/after-sale/delivery (the goods sent back). */
export const memberAfterSaleDeliveryBody = z.object({
  id: requiredInt('售后编号'),
  logisticsId: requiredInt('快递公司'),
  logisticsNo: requiredText('快递单号', 64),
})
export type MemberAfterSaleDeliveryBody = z.output<typeof memberAfterSaleDeliveryBody>

/** data of GET /app-api/trade/after-sale/get: the member's own after-sale. */
export const memberAfterSale = z.object({
  id,
  no: z.string(),
  status: z.number().int(),
  type: z.number().int(),
  way: z.number().int(),
  orderId: id,
  orderItemId: id,
  refundPrice: z.number().int(),
  createTime: epochMs,
})
export type MemberAfterSale = z.output<typeof memberAfterSale>

/** Body of POST /app-api/pay/order/submit (as the admin submit, own orders only). */
export const memberPaySubmitBody = z.object({
  id: requiredInt('支付单编号'),
  channelCode: requiredText('支付渠道', 32),
  returnUrl: optionalText('支付结果跳转地址', 1024),
  channelExtras: z.record(z.string(), z.unknown()).nullish(),
  displayMode: optionalText('展示模式', 32),
})
export type MemberPaySubmitBody = z.output<typeof memberPaySubmitBody>

/** data of pay submit. */
export const memberPaySubmitted = z.object({
  status: z.number().int(),
  displayMode: z.string(),
  displayContent: z.string(),
})
