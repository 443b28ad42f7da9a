import { defineResource, defineResourceApi } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { SelectOption } from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { PAY_ORDER_TAG } from '../api/pay-api'
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
import type { PayOrderItem, PayOrderQuery } from '../model/pay-types'

export const payOrderApi = {
  ...defineResourceApi<PayOrderItem, { id?: number }, PayOrderQuery>({
    path: '/pay/order',
    tag: PAY_ORDER_TAG,
  }),
  exportUrl: '/pay/order/export-excel',
}

/** 支付订单 (/pay/order): read and exported; 详情 opens the order with its extension. */
export function payOrderResource(
  apps: readonly SelectOption[],
  onDetail: (row: PayOrderItem) => void,
) {
  return defineResource({
    api: payOrderApi,
    name: '支付订单',
    idName: '编号',
    export: { fileName: '支付订单.xlsx' },
    search: [
      appSearchField(apps),
      channelSearchField('支付渠道'),
      { kind: 'text', name: 'merchantOrderId', label: '商户单号' },
      { kind: 'text', name: 'no', label: '支付单号' },
      { kind: 'text', name: 'channelOrderNo', label: '渠道单号' },
      { kind: 'dict', name: 'status', label: '支付状态', dictType: DICT_TYPE.PAY_ORDER_STATUS },
      createTimeSearchField,
    ],
    columns: [
      ...idAndAppColumns<PayOrderItem>(),
      { key: 'subject', title: '商品标题', minWidth: 160, ellipsis: true },
      { key: 'price', title: '支付金额', nowrap: true, render: (row) => yuanText(row.price) },
      {
        key: 'refundPrice',
        title: '退款金额',
        nowrap: true,
        render: (row) => yuanText(row.refundPrice ?? 0),
      },
      {
        key: 'channelFeePrice',
        title: '手续费',
        nowrap: true,
        render: (row) => yuanText(row.channelFeePrice ?? 0),
      },
      {
        key: 'numbers',
        title: '订单号',
        align: 'left',
        render: (row) => (
          <OrderNumbers
            lines={[
              ['商户单号', row.merchantOrderId],
              ['支付单号', row.no],
              ['渠道单号', row.channelOrderNo],
            ]}
          />
        ),
      },
      ...outcomeColumns<PayOrderItem>('支付', DICT_TYPE.PAY_ORDER_STATUS),
    ],
    form: NO_FORM,
    rowActions: detailOnlyRowActions('pay:order:query', onDetail),
  })
}
