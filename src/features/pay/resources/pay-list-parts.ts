import { dateTimeColumn, dictColumn, type ResourceRowActions } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { ColumnDef, SearchFieldDef, SelectOption } from '@/shared/list-kit'

/*
 * The pieces 支付订单, 退款订单 and 回调通知 declare alike: the same app filter, the same
 * 创建时间 range, 编号 / 支付应用 first and 状态 / 渠道 / 时间 last, and 详情 as the only operation.
 * One place, so the three lists cannot drift apart.
 */

/** 应用编号: a select over the console's pay apps. */
export function appSearchField(apps: readonly SelectOption[]): SearchFieldDef {
  return { kind: 'select', name: 'appId', label: '应用编号', options: apps }
}

/** 支付渠道 / 退款渠道: the channel dictionary under the list's own word. */
export function channelSearchField(label: string): SearchFieldDef {
  return { kind: 'dict', name: 'channelCode', label, dictType: DICT_TYPE.PAY_CHANNEL_CODE }
}

export const createTimeSearchField: SearchFieldDef = {
  kind: 'dateRange',
  name: 'createTime',
  label: '创建时间',
}

/** 编号 and 支付应用, the first two columns of the order and refund lists. */
export function idAndAppColumns<Row>(): ColumnDef<Row>[] {
  return [
    { key: 'id', title: '编号', width: 70 },
    { key: 'appName', title: '支付应用', nowrap: true },
  ]
}

/**
 * The outcome columns that close the order and refund lists: the status tag, the channel, when it
 * succeeded and when it was created. `word` is 支付 or 退款 (支付状态, 退款渠道, ...).
 */
export function outcomeColumns<
  Row extends Record<'status' | 'channelCode' | 'successTime' | 'createTime', unknown>,
>(word: string, statusDictType: string): ColumnDef<Row>[] {
  return [
    dictColumn<Row>('status', `${word}状态`, statusDictType, { width: 100 }),
    dictColumn<Row>('channelCode', `${word}渠道`, DICT_TYPE.PAY_CHANNEL_CODE, { nowrap: true }),
    dateTimeColumn<Row>('successTime', `${word}时间`),
    dateTimeColumn<Row>('createTime', '创建时间'),
  ]
}

/**
 * Rows are read, never edited or deleted; 详情 (behind `permission`) is the one operation. The
 * form type is `never`: these lists have no form, and 详情 uses none of the kit's actions.
 */
export function detailOnlyRowActions<Row>(
  permission: string,
  onDetail: (row: Row) => void,
): ResourceRowActions<Row, never> {
  return {
    canEdit: () => false,
    canDelete: () => false,
    extra: () => [{ key: 'detail', label: '详情', permission: [permission], onClick: onDetail }],
  }
}
