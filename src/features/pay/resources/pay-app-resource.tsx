import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { isNotifyUrl } from '@/shared/wire/pay-app'
import { PAY_APP_TAG } from '../api/pay-api'
import type { PayAppItem, PayAppQuery, PayAppSave } from '../model/pay-types'

export const payAppApi = defineResourceApi<PayAppItem, PayAppSave, PayAppQuery>({
  path: '/pay/app',
  tag: PAY_APP_TAG,
})

const notifyUrl = (label: string) =>
  z.string().trim().min(1, `${label}不能为空`).refine(isNotifyUrl, `${label}必须为 URL 格式`)

const appForm = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '应用名不能为空').max(64, '应用名不能超过 64 个字符'),
  status: z.number(),
  remark: z.string(),
  orderNotifyUrl: notifyUrl('支付结果的回调地址'),
  refundNotifyUrl: notifyUrl('退款结果的回调地址'),
})

/**
 * 支付应用 (/pay/app): the apps with their channel grid. The grid's grouped columns are drawn by
 * `AppChannelTable`; the descriptor gives the filters, the 状态 column's place and the app dialog.
 */
export function payAppResource(renderStatus: (row: PayAppItem) => React.ReactNode) {
  return defineResource({
    api: payAppApi,
    name: '支付应用',
    idName: '应用编号',
    deleteLabel: (row) => row.id,
    export: false,
    search: [
      { kind: 'text', name: 'name', label: '应用名' },
      { kind: 'dict', name: 'status', label: '开启状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'text', name: 'remark', label: '备注' },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'id', title: '应用编号', width: 90 },
      { key: 'name', title: '应用名', minWidth: 120 },
      { key: 'status', title: '状态', width: 80, render: renderStatus },
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: appForm,
      fields: [
        { kind: 'text', name: 'name', label: '应用名', required: true },
        { kind: 'dictRadio', name: 'status', label: '开启状态', dictType: DICT_TYPE.COMMON_STATUS },
        {
          kind: 'text',
          name: 'orderNotifyUrl',
          label: '支付结果的回调地址',
          required: true,
          placeholder: '请输入支付结果的回调地址',
        },
        {
          kind: 'text',
          name: 'refundNotifyUrl',
          label: '退款结果的回调地址',
          required: true,
          placeholder: '请输入退款结果的回调地址',
        },
        { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入备注' },
      ],
      empty: { name: '', status: 0, remark: '', orderNotifyUrl: '', refundNotifyUrl: '' },
    },
  })
}
