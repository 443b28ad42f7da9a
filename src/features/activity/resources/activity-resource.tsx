import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  ACTIVITY_STATUS_CANCELLED,
  ACTIVITY_STATUS_ENDED,
  ACTIVITY_STATUS_NOT_STARTED,
  ACTIVITY_STATUS_RUNNING,
  ACTIVITY_STATUS_SIGNING,
} from '@/shared/wire/museum-activity'
import { ACTIVITY_TAG, invalidateAfterSignUp } from '../api/activity-api'
import {
  ContentInput,
  CoverInput,
  PriceInput,
  TimeRangeInput,
} from '../components/activity-form-parts'
import { ActivityCover } from '../components/activity-cover'
import {
  activityForm,
  activityFormOf,
  activitySaveOf,
  EMPTY_ACTIVITY_FORM,
} from '../model/activity-form'
import type { ActivityItem, ActivityQuery, ActivitySave } from '../model/activity-types'
import { statusMoveLabel, statusMoves } from '../model/activity-status'
import { fenToYuan } from '../model/money'
import { timeRangeText } from '../model/time-text'

/** The endpoints of 活动列表 (/museum/activity), shared by the list and the sign-up screens. */
export const activityApiOf = defineResourceApi<ActivityItem, ActivitySave, ActivityQuery>({
  path: '/museum/activity',
  tag: ACTIVITY_TAG,
  // The dashboard's figures and the sign-up pickers follow the activities.
  afterChange: (dispatch) => dispatch(invalidateAfterSignUp()),
})

/** 报名 signed / limit, with 已满 when no place is left. */
export function PlacesCell({ row }: { row: Pick<ActivityItem, 'signedCount' | 'limitCount'> }) {
  const full = row.signedCount >= row.limitCount
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {row.signedCount} / {row.limitCount}
      </Box>
      {full && <Chip size="small" color="error" variant="outlined" label="已满" />}
    </Box>
  )
}

export interface ActivityScreenHandlers {
  /** 报名数据: the activity's sign-ups in a tab of their own. */
  openSignData: (row: ActivityItem) => void
  /** Asks, then moves the activity to `to`. */
  changeStatus: (row: ActivityItem, to: number, question: string) => void
}

/** Every status change a row may offer; each shows only where the server allows it. */
const STATUS_ACTIONS = [
  { to: ACTIVITY_STATUS_SIGNING, key: 'status-signing' },
  { to: ACTIVITY_STATUS_RUNNING, key: 'status-running' },
  { to: ACTIVITY_STATUS_ENDED, key: 'status-ended' },
  { to: ACTIVITY_STATUS_CANCELLED, key: 'status-cancelled' },
] as const

/**
 * 活动列表 (/activity/list): activities with cover, type, cost, time, sign-up window and places;
 * the dialog uploads the cover, edits the content as rich text and takes the price in yuan.
 */
export function activityResource({ openSignData, changeStatus }: ActivityScreenHandlers) {
  return defineResource({
    api: activityApiOf,
    permission: 'activity:list',
    name: '活动',
    title: '活动列表',
    idName: '活动',
    deleteLabel: (row) => row.title,
    export: false,
    search: [
      { kind: 'text', name: 'title', label: '活动标题' },
      { kind: 'dict', name: 'type', label: '活动类型', dictType: DICT_TYPE.ACTIVITY_TYPE },
      { kind: 'dict', name: 'status', label: '活动状态', dictType: DICT_TYPE.ACTIVITY_STATUS },
    ],
    columns: [
      {
        key: 'cover',
        title: '封面',
        width: 96,
        render: (row) => <ActivityCover url={row.cover} title={row.title} />,
      },
      { key: 'title', title: '活动标题', minWidth: 150 },
      dictColumn('type', '活动类型', DICT_TYPE.ACTIVITY_TYPE, { width: 100 }),
      {
        key: 'cost',
        title: '费用',
        width: 110,
        render: (row) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            <DictTag type={DICT_TYPE.ACTIVITY_COST} value={row.cost} />
            {row.cost === 1 && <span>¥{fenToYuan(row.price)}</span>}
          </Box>
        ),
      },
      { key: 'signedCount', title: '报名', width: 110, render: (row) => <PlacesCell row={row} /> },
      dictColumn('status', '活动状态', DICT_TYPE.ACTIVITY_STATUS, { width: 100 }),
      {
        key: 'startTime',
        title: '活动时间',
        nowrap: true,
        render: (row) => timeRangeText(row.startTime, row.endTime),
      },
      {
        key: 'signStartTime',
        title: '报名时间',
        nowrap: true,
        render: (row) => timeRangeText(row.signStartTime, row.signEndTime),
      },
      { key: 'location', title: '活动地点', visible: false },
    ],
    form: {
      schema: activityForm,
      maxWidth: 'md',
      fields: (mode) => [
        { kind: 'text', name: 'title', label: '活动标题', required: true },
        {
          kind: 'dictRadio',
          name: 'type',
          label: '活动类型',
          dictType: DICT_TYPE.ACTIVITY_TYPE,
          required: true,
        },
        {
          kind: 'custom',
          name: 'cover',
          label: '活动封面',
          render: (form) => <CoverInput form={form} />,
        },
        { kind: 'text', name: 'location', label: '活动地点' },
        { kind: 'text', name: 'suitableCrowd', label: '适合人群' },
        {
          kind: 'custom',
          name: 'activityTime',
          label: '活动时间',
          required: true,
          render: (form) => <TimeRangeInput form={form} name="activityTime" label="活动时间" />,
        },
        {
          kind: 'custom',
          name: 'signWindow',
          label: '报名时间',
          required: true,
          render: (form) => <TimeRangeInput form={form} name="signWindow" label="报名时间" />,
        },
        { kind: 'number', name: 'limitCount', label: '人数上限', min: 1, required: true },
        {
          kind: 'dictRadio',
          name: 'cost',
          label: '活动费用',
          dictType: DICT_TYPE.ACTIVITY_COST,
          required: true,
        },
        {
          kind: 'custom',
          name: 'price',
          label: '价格',
          render: (form) => <PriceInput form={form} />,
        },
        ...(mode === 'create'
          ? [
              {
                kind: 'radio' as const,
                name: 'status' as const,
                label: '活动状态',
                options: [
                  { label: '未开始', value: ACTIVITY_STATUS_NOT_STARTED },
                  { label: '报名中', value: ACTIVITY_STATUS_SIGNING },
                ],
              },
            ]
          : []),
        {
          kind: 'custom',
          name: 'content',
          label: '活动内容',
          render: (form) => <ContentInput form={form} />,
        },
      ],
      empty: EMPTY_ACTIVITY_FORM,
      fromItem: activityFormOf,
      toSave: activitySaveOf,
    },
    rowActions: {
      // 修改, 删除 and 报名数据 in the cell; with both a 删除 and two status changes the
      // changes go under 更多.
      inline: 3,
      width: 250,
      // The server refuses an activity with any sign-up (cancelled ones are history too).
      canDelete: (row) => row.signedCount === 0,
      extra: () => [
        {
          key: 'sign-data',
          label: '报名数据',
          permission: ['activity:sign:query'],
          onClick: openSignData,
        },
        ...STATUS_ACTIONS.map(({ to, key }) => ({
          key,
          label: statusMoveLabel(to),
          permission: ['activity:list:update'],
          color: to === ACTIVITY_STATUS_CANCELLED ? ('error' as const) : undefined,
          hidden: (row: ActivityItem) =>
            !statusMoves(row.status, row.title).some((m) => m.to === to),
          onClick: (row: ActivityItem) => {
            const move = statusMoves(row.status, row.title).find((m) => m.to === to)
            if (move) changeStatus(row, to, move.question)
          },
        })),
      ],
    },
  })
}
