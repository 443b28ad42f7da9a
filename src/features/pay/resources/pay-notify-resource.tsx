import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { SelectOption } from '@/shared/list-kit'
import { NO_FORM } from '../components/read-only-list'
import { appSearchField, createTimeSearchField, detailOnlyRowActions } from './pay-list-parts'
import type { PayNotifyItem, PayNotifyQuery } from '../model/pay-types'

export const payNotifyApi = defineResourceApi<PayNotifyItem, { id?: number }, PayNotifyQuery>({
  path: '/pay/notify',
  tag: 'PayNotify',
})

/** 回调通知 (/pay/notify): the merchant notifications and their tries; no export. */
export function payNotifyResource(
  apps: readonly SelectOption[],
  onDetail: (row: PayNotifyItem) => void,
) {
  return defineResource({
    api: payNotifyApi,
    name: '回调通知',
    idName: '任务编号',
    export: false,
    search: [
      appSearchField(apps),
      { kind: 'dict', name: 'type', label: '通知类型', dictType: DICT_TYPE.PAY_NOTIFY_TYPE },
      { kind: 'text', name: 'dataId', label: '关联编号' },
      { kind: 'dict', name: 'status', label: '通知状态', dictType: DICT_TYPE.PAY_NOTIFY_STATUS },
      { kind: 'text', name: 'merchantOrderId', label: '商户订单编号' },
      createTimeSearchField,
    ],
    columns: [
      { key: 'id', title: '任务编号', width: 80 },
      {
        key: 'appName',
        title: '应用编号',
        nowrap: true,
        render: (row) => row.appName ?? row.appId,
      },
      { key: 'merchantOrderId', title: '商户订单编号', nowrap: true },
      dictColumn('type', '通知类型', DICT_TYPE.PAY_NOTIFY_TYPE, { width: 90 }),
      { key: 'dataId', title: '关联编号', width: 90 },
      dictColumn('status', '通知状态', DICT_TYPE.PAY_NOTIFY_STATUS, { nowrap: true }),
      {
        key: 'notifyTimes',
        title: '通知次数',
        nowrap: true,
        render: (row) => `${row.notifyTimes} / ${row.maxNotifyTimes}`,
      },
      dateTimeColumn('lastExecuteTime', '最后通知时间'),
      dateTimeColumn('nextNotifyTime', '下次通知时间'),
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: NO_FORM,
    rowActions: detailOnlyRowActions('pay:notify:query', onDetail),
  })
}
