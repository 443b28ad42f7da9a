import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { SelectOption } from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { NO_FORM } from '../components/read-only-list'
import { OrderNumbers } from '../components/order-numbers'
import type { PayRefundItem, PayRefundQuery } from '../model/pay-types'

export const payRefundApi = {
  ...defineResourceApi<PayRefundItem, { id?: number }, PayRefundQuery>({
    path: '/pay/refund',
    tag: 'PayRefund',
  }),
  exportUrl: '/pay/refund/export-excel',
}

/** 退款订单 (/pay/refund): read and exported; 详情 per row. */
export function payRefundResource(
  apps: readonly SelectOption[],
  onDetail: (row: PayRefundItem) => void,
) {
  return defineResource({
    api: payRefundApi,
    name: '退款订单',
    idName: '编号',
    export: { fileName: '退款订单.xlsx' },
    search: [
      { kind: 'select', name: 'appId', label: '应用编号', options: apps },
      {
        kind: 'dict',
        name: 'channelCode',
        label: '退款渠道',
        dictType: DICT_TYPE.PAY_CHANNEL_CODE,
      },
      { kind: 'text', name: 'merchantOrderId', label: '商户支付单号' },
      { kind: 'text', name: 'merchantRefundId', label: '商户退款单号' },
      { kind: 'text', name: 'channelOrderNo', label: '渠道支付单号' },
      { kind: 'text', name: 'channelRefundNo', label: '渠道退款单号' },
      { kind: 'dict', name: 'status', label: '退款状态', dictType: DICT_TYPE.PAY_REFUND_STATUS },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'id', title: '编号', width: 70 },
      { key: 'appName', title: '支付应用', nowrap: true },
      { key: 'reason', title: '退款原因', minWidth: 140, ellipsis: true },
      { key: 'payPrice', title: '支付金额', nowrap: true, render: (row) => yuanText(row.payPrice) },
      {
        key: 'refundPrice',
        title: '退款金额',
        nowrap: true,
        render: (row) => yuanText(row.refundPrice),
      },
      {
        key: 'numbers',
        title: '退款单号',
        align: 'left',
        render: (row) => (
          <OrderNumbers
            lines={[
              ['商户单号', row.merchantRefundId],
              ['退款单号', row.no],
              ['渠道单号', row.channelRefundNo],
            ]}
          />
        ),
      },
      {
        key: 'payNumbers',
        title: '支付单号',
        align: 'left',
        render: (row) => (
          <OrderNumbers
            lines={[
              ['商户单号', row.merchantOrderId],
              ['渠道单号', row.channelOrderNo],
            ]}
          />
        ),
      },
      dictColumn('status', '退款状态', DICT_TYPE.PAY_REFUND_STATUS, { width: 100 }),
      dictColumn('channelCode', '退款渠道', DICT_TYPE.PAY_CHANNEL_CODE, { nowrap: true }),
      dateTimeColumn<PayRefundItem>('successTime', '退款时间'),
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: NO_FORM,
    rowActions: {
      canEdit: () => false,
      canDelete: () => false,
      extra: () => [
        { key: 'detail', label: '详情', permission: ['pay:refund:query'], onClick: onDetail },
      ],
    },
  })
}
