import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import type { AfterSaleDetail, OrderDetail, OrderRow } from '../model/trade-types'

const DICT_ENTRIES: DictEntries = {
  trade_order_status: {
    '0': ['待支付', 'default'],
    '10': ['待发货', 'primary'],
    '20': ['已发货', 'primary'],
    '30': ['已完成', 'success'],
    '40': ['已取消', 'danger'],
  },
  trade_order_type: { '0': ['普通订单', 'default'] },
  trade_delivery_type: { '1': ['快递发货', 'primary'], '2': ['用户自提', 'success'] },
  trade_order_item_after_sale_status: {
    '0': ['未售后', 'info'],
    '10': ['售后中', 'primary'],
    '20': ['已退款', 'success'],
  },
  trade_order_refund_status: { '0': ['未退款', 'info'], '20': ['全部退款', 'danger'] },
  trade_order_cancel_type: { '10': ['超时未支付', 'info'] },
  trade_after_sale_status: {
    '10': ['申请售后', 'primary'],
    '20': ['商品待退货', 'primary'],
    '30': ['商家待收货', 'primary'],
    '40': ['等待退款', 'warning'],
    '50': ['退款成功', 'success'],
    '62': ['商家拒绝', 'danger'],
  },
  trade_after_sale_way: { '10': ['仅退款', 'primary'], '20': ['退货退款', 'success'] },
  trade_after_sale_type: { '10': ['售中退款', 'success'], '20': ['售后退款', 'primary'] },
  terminal: { '10': ['微信小程序', 'success'] },
  pay_channel_code: { mock: ['模拟支付', ''] },
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
}

export const ADMIN = ['*:*:*']

export function renderTradePage(
  page: ReactElement,
  { path, url = path, permissions = ADMIN }: { path: string; url?: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    path,
    url,
    permissions,
    dicts: dictOptionsFrom(DICT_ENTRIES),
  })
}

export function order(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 1,
    no: 'O202611270001',
    type: 0,
    terminal: 10,
    userId: 3,
    user: { id: 3, nickname: '林小雨', avatar: null },
    status: 10,
    productCount: 2,
    userRemark: null,
    remark: null,
    payOrderId: 9,
    payStatus: true,
    payTime: Date.UTC(2026, 10, 27, 2, 5),
    payChannelCode: 'mock',
    totalPrice: 3998,
    discountPrice: 0,
    deliveryPrice: 0,
    adjustPrice: 0,
    payPrice: 3998,
    refundPrice: 0,
    refundStatus: 0,
    cancelType: null,
    cancelTime: null,
    deliveryType: 1,
    logisticsId: null,
    logisticsNo: null,
    deliveryTime: null,
    receiveTime: null,
    finishTime: null,
    pickUpStoreId: null,
    pickUpVerifyCode: null,
    receiverName: '林小雨',
    receiverMobile: '13900000001',
    receiverAreaId: 440305,
    receiverAreaName: '广东省 深圳市 南山区',
    receiverDetailAddress: '科技园 1 号',
    createTime: Date.UTC(2026, 10, 27, 2, 0),
    items: [
      {
        id: 11,
        orderId: 1,
        spuId: 5,
        spuName: '青铜纹样书签',
        skuId: 51,
        picUrl: null,
        count: 2,
        price: 1999,
        payPrice: 3998,
        adjustPrice: 0,
        afterSaleStatus: 0,
        properties: [{ propertyName: '颜色', valueName: '古铜' }],
      },
    ],
    ...overrides,
  }
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...order(),
    logs: [
      {
        content: '用户下单',
        userType: 1,
        userId: 3,
        beforeStatus: null,
        afterStatus: 0,
        createTime: Date.UTC(2026, 10, 27, 2, 0),
      },
    ],
    logisticsName: null,
    pickUpStoreName: null,
    ...overrides,
  }
}

export function afterSale(overrides: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  const { items: _items, ...orderRow } = order({ status: 20 })
  return {
    id: 7,
    no: 'R202611270007',
    status: 10,
    type: 20,
    way: 20,
    userId: 3,
    user: { id: 3, nickname: '林小雨', avatar: null },
    applyReason: '商品破损',
    applyDescription: '外包装压坏',
    applyPicUrls: [],
    orderId: 1,
    orderNo: 'O202611270001',
    orderItemId: 11,
    spuId: 5,
    spuName: '青铜纹样书签',
    skuId: 51,
    picUrl: null,
    count: 2,
    properties: [],
    refundPrice: 3998,
    auditTime: null,
    auditUserId: null,
    auditReason: null,
    payRefundId: null,
    refundTime: null,
    logisticsId: null,
    logisticsNo: null,
    deliveryTime: null,
    receiveTime: null,
    receiveReason: null,
    createTime: Date.UTC(2026, 10, 27, 3, 0),
    order: orderRow,
    orderItem: order().items[0],
    logs: [
      {
        content: '会员申请退款',
        userType: 1,
        userId: 3,
        beforeStatus: null,
        afterStatus: 10,
        createTime: Date.UTC(2026, 10, 27, 3, 0),
      },
    ],
    logisticsName: null,
    ...overrides,
  }
}
