import { defineResource, defineResourceApi } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { SelectOption } from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { NO_FORM } from '../components/read-only-list'
import { OrderNumbers } from '../components/order-numbers'
import {
  appSearchField,
  channelSearchField,
  createTimeSearchField,
  detailOnlyRowActions,
  idAndAppColumns,
  outcomeColumns,
} from './pay-list-parts'
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
      appSearchField(apps),
      channelSearchField('退款渠道'),
      { kind: 'text', name: 'merchantOrderId', label: '商户支付单号' },
      { kind: 'text', name: 'merchantRefundId', label: '商户退款单号' },
      { kind: 'text', name: 'channelOrderNo', label: '渠道支付单号' },
      { kind: 'text', name: 'channelRefundNo', label: '渠道退款单号' },
      { kind: 'dict', name: 'status', label: '退款状态', dictType: DICT_TYPE.PAY_REFUND_STATUS },
      createTimeSearchField,
    ],
    columns: [
      ...idAndAppColumns<PayRefundItem>(),
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
      ...outcomeColumns<PayRefundItem>('退款', DICT_TYPE.PAY_REFUND_STATUS),
    ],
    form: NO_FORM,
    rowActions: detailOnlyRowActions('pay:refund:query', onDetail),
  })
}
