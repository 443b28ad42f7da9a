import { z } from 'zod'
import { defineResource } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { volunteerApi } from '../api/volunteer-api'
import { VOLUNTEER_PENDING, type VolunteerItem } from '../model/volunteer-types'
import {
  createTimeColumn,
  mobileColumn,
  nameColumn,
  sexColumn,
  statusColumn,
  typeColumn,
  workUnitColumn,
  workUnitTypeColumn,
} from './volunteer-columns'

export interface VolunteerAuditHandlers {
  onPass: (row: VolunteerItem) => void
  onReject: (row: VolunteerItem) => void
}

/** What 重置 restores: the queue of pending applications; clearing 状态 shows every volunteer. */
export const AUDIT_SEARCH_DEFAULTS = { status: String(VOLUNTEER_PENDING) }

/**
 * 志愿者审核 (/volunteer/audit): applications waiting for a decision, 通过 or 驳回 (with its
 * reason) per row. The list is the volunteers' own; nothing is added or edited here.
 */
export function volunteerAuditResource({ onPass, onReject }: VolunteerAuditHandlers) {
  return defineResource({
    api: volunteerApi,
    permission: 'volunteer:audit',
    name: '志愿者申请',
    title: '志愿者审核',
    idName: '志愿者',
    export: false,
    search: [
      { kind: 'text', name: 'name', label: '姓名' },
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
      statusColumn,
      { key: 'auditReason', title: '审核意见', ellipsis: true },
      { ...createTimeColumn, title: '申请时间' },
    ],
    // The screen has no dialog of its own kind: 修改 and 删除 belong to 志愿者信息.
    form: { schema: z.object({}), fields: [], empty: {} },
    rowActions: {
      canEdit: () => false,
      canDelete: () => false,
      extra: () => [
        {
          key: 'pass',
          label: '通过',
          permission: ['volunteer:audit:audit'],
          hidden: (row) => row.status !== VOLUNTEER_PENDING,
          onClick: onPass,
        },
        {
          key: 'reject',
          label: '驳回',
          color: 'error',
          permission: ['volunteer:audit:audit'],
          hidden: (row) => row.status !== VOLUNTEER_PENDING,
          onClick: onReject,
        },
      ],
    },
  })
}
