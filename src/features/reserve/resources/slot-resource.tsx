import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { baseApi } from '@/shared/api/base-api'
import { defineResource, defineResourceApi } from '@/shared/crud'
import {
  dayWithWeekday,
  SLOT_STOPPED,
  slotTimeText,
  TIME_SLOT_TAG,
  type SlotItem,
} from '@/shared/museum'
import { CapacityBar } from '../components/capacity-bar'
import { TimeInput } from '@/shared/ui/date-fields'
import type { SlotQuery } from '../model/reserve-types'
import { EMPTY_SLOT, slotFormSchema, type SlotFormValues } from '../model/slot-form'

type SlotSave = {
  id?: number
  visitDate?: number
  startTime: string
  endTime: string
  capacity: number
  teamCapacity: number
}

/** What the page hands the descriptor: its own buttons' actions. */
export interface SlotScreenHandlers {
  openGenerate: () => void
  toggleStatus: (row: SlotItem) => void
}

export const slotResourceApi = defineResourceApi<SlotItem, SlotSave, SlotQuery>({
  path: '/museum/time-slot',
  // The pickers of the booking dialogs read the same tag: a change here shows there.
  tag: TIME_SLOT_TAG,
  // The dashboard's slot bars follow every change of a slot.
  afterChange: (dispatch) => dispatch(baseApi.util.invalidateTags(['MuseumStatistics'])),
})

const STATUS_OPTIONS = [
  { label: '开放预约', value: '0' },
  { label: '已停止', value: '1' },
]

/** 场次管理 (docs/admin-api.md#museum-modules). */
export function slotResource(handlers: SlotScreenHandlers) {
  return defineResource({
    api: slotResourceApi,
    permission: 'reserve:slot',
    name: '场次',
    title: '场次管理',
    idName: '场次',
    deleteLabel: (row) => `${dayWithWeekday(row.visitDate)} ${slotTimeText(row)}`,
    export: false,
    search: [
      { kind: 'dateRange', name: 'visitDate', label: '参观日期', width: 360 },
      { kind: 'select', name: 'status', label: '状态', options: STATUS_OPTIONS },
    ],
    columns: [
      {
        key: 'visitDate',
        title: '参观日期',
        nowrap: true,
        render: (row) => dayWithWeekday(row.visitDate),
      },
      { key: 'time', title: '场次', nowrap: true, render: (row) => slotTimeText(row) },
      {
        key: 'capacity',
        title: '个人名额（已约 / 总数）',
        minWidth: 200,
        render: (row) => (
          <CapacityBar label="个人名额" reserved={row.reservedCount} capacity={row.capacity} />
        ),
      },
      {
        key: 'teamCapacity',
        title: '团队名额（已约 / 总数）',
        minWidth: 200,
        render: (row) => (
          <CapacityBar
            label="团队名额"
            reserved={row.teamReservedCount}
            capacity={row.teamCapacity}
          />
        ),
      },
      {
        key: 'status',
        title: '状态',
        width: 100,
        render: (row) =>
          row.status === SLOT_STOPPED ? (
            <Chip size="small" variant="outlined" color="default" label="已停止" />
          ) : (
            <Chip size="small" variant="outlined" color="success" label="开放预约" />
          ),
      },
    ],
    form: {
      schema: slotFormSchema,
      fields: (mode) => [
        {
          kind: 'date',
          name: 'visitDate',
          label: '参观日期',
          required: true,
          valueFormat: 'epoch',
          disabled: mode === 'update',
        },
        {
          kind: 'custom',
          name: 'times',
          label: '时间',
          required: true,
          render: (form) => (
            <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <TimeInput form={form} name="startTime" label="开始时间" />
              <TimeInput form={form} name="endTime" label="结束时间" />
            </span>
          ),
        },
        { kind: 'number', name: 'capacity', label: '个人名额', required: true, min: 0 },
        { kind: 'number', name: 'teamCapacity', label: '团队名额', required: true, min: 0 },
        ...(mode === 'update'
          ? [
              {
                kind: 'custom' as const,
                name: 'reserved',
                label: '已预约',
                render: (form: { getValues: () => SlotFormValues }) => {
                  const values = form.getValues()
                  return (
                    <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                      {`个人 ${values.reservedCount ?? 0} 人，团队 ${values.teamReservedCount ?? 0} 人；名额不能少于已预约人数`}
                    </Typography>
                  )
                },
              },
            ]
          : []),
      ],
      empty: EMPTY_SLOT,
      fromItem: (item) => ({
        id: item.id,
        visitDate: item.visitDate,
        startTime: item.startTime,
        endTime: item.endTime,
        capacity: item.capacity,
        teamCapacity: item.teamCapacity,
        reservedCount: item.reservedCount,
        teamReservedCount: item.teamReservedCount,
      }),
      toSave: (values): SlotSave => {
        const times = {
          startTime: values.startTime,
          endTime: values.endTime,
          capacity: values.capacity ?? 0,
          teamCapacity: values.teamCapacity ?? 0,
        }
        return values.id === undefined
          ? { visitDate: values.visitDate ?? undefined, ...times }
          : { id: values.id, ...times }
      },
    },
    rowActions: {
      // Only a slot nobody has booked can go; a booked one is stopped instead.
      canDelete: (row) => row.reservedCount === 0 && row.teamReservedCount === 0,
      width: 170,
      extra: () => [
        {
          key: 'status',
          label: '停止',
          color: 'error',
          permission: ['reserve:slot:update'],
          hidden: (row) => row.status === SLOT_STOPPED,
          onClick: handlers.toggleStatus,
        },
        {
          key: 'enable',
          label: '启用',
          permission: ['reserve:slot:update'],
          hidden: (row) => row.status !== SLOT_STOPPED,
          onClick: handlers.toggleStatus,
        },
      ],
    },
    toolbar: () => [
      {
        key: 'generate',
        label: '批量生成',
        color: 'success',
        variant: 'outlined',
        permission: ['reserve:slot:create'],
        onClick: handlers.openGenerate,
      },
    ],
  })
}
