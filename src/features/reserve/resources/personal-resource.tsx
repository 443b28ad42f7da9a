import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { FormOption, SearchFieldDef } from '@/shared/list-kit'
import { dayText, slotTimeText, type PersonsRules } from '@/shared/museum'
import { PERSONAL_TAG } from '../api/personal-api'
import { cancelRowAction, detailRowAction, slotFormField } from '../components/booking-fields'
import { CounterPersonsField } from '../components/counter-booking-fields'
import {
  counterBookingSchema,
  emptyCounterBooking,
  type CounterBookingValues,
} from '../model/counter-booking-schema'
import {
  RESERVE_BOOKED,
  SOURCE_LABELS,
  type PersonalCreate,
  type PersonalItem,
  type PersonalQuery,
} from '../model/reserve-types'

/** The generated page / get / create endpoints of /museum/reserve-personal. */
export const personalResourceApi = defineResourceApi<
  PersonalItem,
  PersonalCreate & { id?: number },
  PersonalQuery
>({
  path: '/museum/reserve-personal',
  tag: PERSONAL_TAG,
})

/** What the page hands the descriptor: its own drawer and dialog. */
export interface PersonalScreenHandlers {
  openDetail: (row: PersonalItem) => void
  openCancel: (row: PersonalItem) => void
}

/** The search fields; 状态 offers the states a personal reservation takes. */
export function personalSearchFields(
  statusOptions: readonly { label: string; value: string }[],
): SearchFieldDef[] {
  return [
    { kind: 'text', name: 'reservationNo', label: '预约编号' },
    { kind: 'text', name: 'contactName', label: '联系人' },
    { kind: 'text', name: 'contactMobile', label: '手机号' },
    { kind: 'dateRange', name: 'visitDate', label: '参观日期', width: 360 },
    { kind: 'select', name: 'status', label: '状态', options: statusOptions },
  ]
}

/**
 * 个人预约 (docs/admin-api.md#museum-modules). The kit's 添加 dialog is the counter booking
 * (窗口预约); a reservation is never edited or deleted, only cancelled with a reason.
 */
export function personalResource({
  handlers,
  rules = {},
  cardTypes,
}: {
  handlers: PersonalScreenHandlers
  /** Persons per booking from the personal rule, when the page could read it. */
  rules?: PersonsRules
  /** word_card_type options (the contact's 证件类型). */
  cardTypes: readonly FormOption[]
}) {
  return defineResource({
    api: personalResourceApi,
    permission: 'reserve:personal',
    name: '个人预约',
    idName: '预约编号',
    export: { fileName: '个人预约.xlsx' },
    search: personalSearchFields([]),
    columns: [
      { key: 'reservationNo', title: '预约编号', nowrap: true },
      {
        key: 'visitDate',
        title: '参观日期',
        nowrap: true,
        render: (row) => dayText(row.visitDate),
      },
      { key: 'slot', title: '场次', nowrap: true, render: (row) => slotTimeText(row) },
      { key: 'contactName', title: '联系人' },
      // Masked by the server in lists; shown as sent.
      { key: 'contactMobile', title: '手机号', nowrap: true },
      { key: 'personCount', title: '人数', width: 70, align: 'right' },
      {
        key: 'source',
        title: '来源',
        nowrap: true,
        render: (row) => SOURCE_LABELS[row.source] ?? String(row.source),
      },
      dictColumn('status', '状态', DICT_TYPE.RESERVE_STATUS, { width: 100 }),
      dateTimeColumn('createTime', '预约时间'),
    ],
    form: {
      schema: counterBookingSchema(rules),
      maxWidth: 'md',
      fields: [
        slotFormField<CounterBookingValues>('personal'),
        { kind: 'text', name: 'contactName', label: '联系人', required: true },
        { kind: 'text', name: 'contactMobile', label: '手机号码', required: true },
        {
          kind: 'select',
          name: 'contactIdType',
          label: '证件类型',
          required: true,
          options: cardTypes,
        },
        { kind: 'text', name: 'contactIdNumber', label: '证件号码', required: true },
        {
          kind: 'custom',
          name: 'persons',
          label: '参观人',
          required: true,
          render: (form) => <CounterPersonsField form={form} max={rules.max} />,
        },
      ],
      empty: emptyCounterBooking() satisfies CounterBookingValues,
    },
    rowActions: {
      canEdit: () => false,
      canDelete: () => false,
      width: 160,
      extra: () => [
        detailRowAction('reserve:personal:query', handlers.openDetail),
        cancelRowAction(
          'reserve:personal:cancel',
          (row: PersonalItem) => row.status === RESERVE_BOOKED,
          handlers.openCancel,
        ),
      ],
    },
  })
}
