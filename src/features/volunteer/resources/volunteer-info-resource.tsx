import { z } from 'zod'
import { defineResource } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  ID_NUMBER_MESSAGE,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
  isValidIdNumber,
} from '@/shared/wire/museum-fields'
import { volunteerApi } from '../api/volunteer-api'
import { OptionalDictSelect } from '../components/form-controls'
import {
  VOLUNTEER_APPROVED,
  VOLUNTEER_STOPPED,
  type VolunteerItem,
  type VolunteerSave,
} from '../model/volunteer-types'
import {
  createTimeColumn,
  mobileColumn,
  nameColumn,
  serviceHoursColumn,
  sexColumn,
  statusColumn,
  typeColumn,
  workUnitColumn,
  workUnitTypeColumn,
} from './volunteer-columns'

// The same rules as the server's request schema, so most mistakes show under the field at once.
const volunteerForm = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '姓名不能为空').max(30, '姓名长度不能超过 30 个字符'),
  sex: z.number({ error: '请选择性别' }),
  mobile: z.string().trim().min(1, '手机号码不能为空').regex(MOBILE_PATTERN, MOBILE_MESSAGE),
  idNumber: z
    .string()
    .trim()
    .min(1, '身份证号码不能为空')
    .transform((value) => value.toUpperCase())
    .refine(isValidIdNumber, ID_NUMBER_MESSAGE),
  type: z
    .number()
    .nullable()
    .transform((value, ctx) => {
      if (value !== null) return value
      ctx.addIssue({ code: 'custom', message: '请选择志愿者类型' })
      return z.NEVER
    }),
  workUnitType: z.number().nullable(),
  workUnit: z.string().max(100, '工作单位长度不能超过 100 个字符'),
  remark: z.string().max(500, '备注长度不能超过 500 个字符'),
})

type VolunteerFormIn = z.input<typeof volunteerForm>

const EMPTY: VolunteerFormIn = {
  name: '',
  sex: 1,
  mobile: '',
  idNumber: '',
  // No type preselected: the person's role is a decision, not a default.
  type: null,
  workUnitType: null,
  workUnit: '',
  remark: '',
}

export interface VolunteerInfoHandlers {
  /** 停用 an approved volunteer or 启用 a stopped one (asks first). */
  onToggleStatus: (row: VolunteerItem) => void
}

/** 志愿者信息 (/volunteer/info): the register of volunteers (docs/admin-api.md#museum-modules). */
export function volunteerInfoResource({ onToggleStatus }: VolunteerInfoHandlers) {
  return defineResource({
    api: volunteerApi,
    permission: 'volunteer:info',
    name: '志愿者',
    title: '志愿者信息',
    idName: '志愿者',
    deleteLabel: (row) => row.name,
    export: { fileName: '志愿者信息.xlsx' },
    search: [
      { kind: 'text', name: 'name', label: '姓名' },
      { kind: 'text', name: 'mobile', label: '手机号码' },
      { kind: 'dict', name: 'type', label: '志愿者类型', dictType: DICT_TYPE.VOLUNTEER_TYPE },
      { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.VOLUNTEER_STATUS },
    ],
    columns: [
      nameColumn,
      sexColumn,
      mobileColumn,
      typeColumn,
      workUnitTypeColumn,
      workUnitColumn,
      serviceHoursColumn,
      statusColumn,
      createTimeColumn,
    ],
    form: {
      schema: volunteerForm,
      fields: [
        { kind: 'text', name: 'name', label: '姓名', required: true },
        { kind: 'dictRadio', name: 'sex', label: '性别', dictType: DICT_TYPE.SYSTEM_USER_SEX },
        { kind: 'text', name: 'mobile', label: '手机号码', required: true },
        { kind: 'text', name: 'idNumber', label: '身份证号码', required: true },
        {
          kind: 'dictRadio',
          name: 'type',
          label: '志愿者类型',
          dictType: DICT_TYPE.VOLUNTEER_TYPE,
          required: true,
        },
        {
          kind: 'custom',
          name: 'workUnitType',
          label: '单位类型',
          render: (form) => (
            <OptionalDictSelect
              form={form}
              name="workUnitType"
              label="单位类型"
              dictType={DICT_TYPE.WORK_UNIT_TYPE}
            />
          ),
        },
        { kind: 'text', name: 'workUnit', label: '工作单位' },
        { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
      ],
      empty: EMPTY,
      toSave: (values): VolunteerSave => ({
        ...(values.id !== undefined ? { id: values.id } : {}),
        name: values.name,
        sex: values.sex,
        mobile: values.mobile,
        idNumber: values.idNumber,
        type: values.type,
        workUnitType: values.workUnitType,
        ...(values.workUnit.trim() ? { workUnit: values.workUnit.trim() } : {}),
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      }),
      maxWidth: 'sm',
    },
    rowActions: {
      inline: 3,
      extra: () => [
        {
          key: 'stop',
          label: '停用',
          color: 'error',
          permission: ['volunteer:info:update'],
          hidden: (row) => row.status !== VOLUNTEER_APPROVED,
          onClick: onToggleStatus,
        },
        {
          key: 'enable',
          label: '启用',
          permission: ['volunteer:info:update'],
          hidden: (row) => row.status !== VOLUNTEER_STOPPED,
          onClick: onToggleStatus,
        },
      ],
    },
  })
}
