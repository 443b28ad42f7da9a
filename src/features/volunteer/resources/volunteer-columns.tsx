import { dateTimeColumn, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { ColumnDef } from '@/shared/list-kit'
import { hoursText } from '../model/service-hours'
import type { VolunteerItem } from '../model/volunteer-types'

// Columns both volunteer screens show. Phone numbers arrive masked from the list endpoint.

export const nameColumn: ColumnDef<VolunteerItem> = { key: 'name', title: '姓名', nowrap: true }
export const sexColumn = dictColumn<VolunteerItem>('sex', '性别', DICT_TYPE.SYSTEM_USER_SEX, {
  width: 70,
})
export const mobileColumn: ColumnDef<VolunteerItem> = {
  key: 'mobile',
  title: '手机号码',
  nowrap: true,
}
export const typeColumn = dictColumn<VolunteerItem>(
  'type',
  '志愿者类型',
  DICT_TYPE.VOLUNTEER_TYPE,
  {
    nowrap: true,
  },
)
export const workUnitTypeColumn = dictColumn<VolunteerItem>(
  'workUnitType',
  '单位类型',
  DICT_TYPE.WORK_UNIT_TYPE,
  { nowrap: true },
)
export const workUnitColumn: ColumnDef<VolunteerItem> = {
  key: 'workUnit',
  title: '工作单位',
  ellipsis: true,
}
export const statusColumn = dictColumn<VolunteerItem>(
  'status',
  '状态',
  DICT_TYPE.VOLUNTEER_STATUS,
  {
    width: 90,
  },
)
export const serviceHoursColumn: ColumnDef<VolunteerItem> = {
  key: 'serviceHours',
  title: '服务时长',
  nowrap: true,
  align: 'right',
  render: (row) => hoursText(row.serviceHours),
}
export const createTimeColumn = dateTimeColumn<VolunteerItem>('createTime', '登记时间')
