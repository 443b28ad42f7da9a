import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { VolunteerItem } from '../model/volunteer-types'

export const VOLUNTEER_DICTS = dictOptionsFrom({
  system_user_sex: { '1': ['男', 'default'], '2': ['女', 'success'] },
  volunteer_status: {
    '0': ['待审核', 'warning'],
    '1': ['已通过', 'success'],
    '2': ['未通过', 'danger'],
    '3': ['已停用', 'info'],
  },
  volunteer_type: { '1': ['讲解志愿者', 'primary'], '2': ['秩序引导志愿者', 'success'] },
  work_unit_type: { '4': ['学校', 'warning'], '6': ['其他', 'default'] },
})

export function volunteer(id: number, name: string, status: number): VolunteerItem {
  return {
    id,
    name,
    sex: 1,
    mobile: '139****0001',
    idNumber: '320102********0011',
    type: 1,
    workUnitType: 4,
    workUnit: '南京师范大学',
    status,
    serviceHours: 0,
    auditReason: '',
    remark: '',
    createTime: new Date(2026, 10, 20, 9, 30).getTime(),
  }
}

export function renderVolunteerPage(
  page: ReactElement,
  path: string,
  permissions: string[] = ['*:*:*'],
) {
  return renderSignedInPage(page, { path, url: path, permissions, dicts: VOLUNTEER_DICTS })
}
