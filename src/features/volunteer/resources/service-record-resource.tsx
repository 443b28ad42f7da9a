import { z } from 'zod'
import { dateTimeColumn, defineResource } from '@/shared/crud'
import type { SearchFieldDef } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { TIME_OF_DAY_PATTERN } from '@/shared/wire/museum-fields'
import { END_AFTER_START_MESSAGE } from '@/shared/wire/museum-volunteer-service'
import { volunteerServiceApi } from '../api/volunteer-api'
import { ServiceTimesInput } from '../components/form-controls'
import { VolunteerSelectField } from '../components/volunteer-select-field'
import { hoursText, previewHours } from '../model/service-hours'
import type {
  VolunteerServiceItem,
  VolunteerServiceSave,
  VolunteerSimpleItem,
} from '../model/volunteer-types'

const required = <T,>(message: string) =>
  z.custom<T | null>().transform((value, ctx) => {
    if (value !== null && value !== undefined && value !== '') return value as T
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })

const serviceForm = z
  .object({
    id: z.number().optional(),
    volunteerId: required<number>('请选择志愿者'),
    serviceDate: required<number>('请选择服务日期'),
    startTime: z.string().regex(TIME_OF_DAY_PATTERN, '请选择开始时间'),
    endTime: z.string().regex(TIME_OF_DAY_PATTERN, '请选择结束时间'),
    post: z.string().max(50, '服务岗位长度不能超过 50 个字符'),
    remark: z.string().max(500, '备注长度不能超过 500 个字符'),
  })
  .refine((v) => previewHours(v.startTime, v.endTime) !== null, {
    message: END_AFTER_START_MESSAGE,
    path: ['endTime'],
  })

/** The search fields; 志愿者 picks among every volunteer that can have records. */
export function serviceRecordSearchFields(
  volunteers: readonly VolunteerSimpleItem[],
): SearchFieldDef[] {
  return [
    {
      kind: 'select',
      name: 'volunteerId',
      label: '志愿者',
      options: volunteers.map((v) => ({ label: v.name, value: String(v.id) })),
    },
    { kind: 'dateRange', name: 'serviceDate', label: '服务日期' },
  ]
}

/** 服务记录 (/volunteer/service-record): what volunteers did and for how long. */
export const serviceRecordResource = defineResource({
  api: volunteerServiceApi,
  permission: 'volunteer:service',
  name: '服务记录',
  idName: '服务记录编号',
  export: { fileName: '志愿者服务记录.xlsx' },
  search: serviceRecordSearchFields([]),
  columns: [
    { key: 'volunteerName', title: '志愿者', nowrap: true },
    {
      key: 'serviceDate',
      title: '服务日期',
      nowrap: true,
      render: (row: VolunteerServiceItem) => formatDate(row.serviceDate, 'YYYY-MM-DD'),
    },
    {
      key: 'period',
      title: '服务时段',
      nowrap: true,
      render: (row: VolunteerServiceItem) => `${row.startTime}-${row.endTime}`,
    },
    {
      key: 'hours',
      title: '服务时长',
      nowrap: true,
      align: 'right',
      render: (row: VolunteerServiceItem) => hoursText(row.hours),
    },
    { key: 'post', title: '服务岗位', ellipsis: true },
    { key: 'remark', title: '备注', ellipsis: true },
    dateTimeColumn('createTime', '登记时间', { visible: false }),
  ],
  form: {
    schema: serviceForm,
    fields: [
      {
        kind: 'custom',
        name: 'volunteerId',
        label: '志愿者',
        required: true,
        render: (form) => <VolunteerSelectField form={form} name="volunteerId" />,
      },
      {
        kind: 'date',
        name: 'serviceDate',
        label: '服务日期',
        valueFormat: 'epoch',
        required: true,
      },
      {
        kind: 'custom',
        name: 'times',
        label: '服务时段',
        required: true,
        render: (form) => <ServiceTimesInput form={form} start="startTime" end="endTime" />,
      },
      { kind: 'text', name: 'post', label: '服务岗位', placeholder: '如：展厅讲解、入口秩序引导' },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
    ],
    empty: {
      volunteerId: null,
      serviceDate: null,
      startTime: '',
      endTime: '',
      post: '',
      remark: '',
    },
    // The hours are never sent: the server computes them from the times.
    toSave: (values): VolunteerServiceSave => ({
      ...(values.id !== undefined ? { id: values.id } : {}),
      volunteerId: values.volunteerId,
      serviceDate: values.serviceDate,
      startTime: values.startTime,
      endTime: values.endTime,
      ...(values.post.trim() ? { post: values.post.trim() } : {}),
      ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
    }),
  },
})
