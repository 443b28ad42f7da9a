import Box from '@mui/material/Box'
import { defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { FormOption, SearchFieldDef } from '@/shared/list-kit'
import { dayText, slotTimeText, type PersonsRules } from '@/shared/museum'
import { cancelRowAction, detailRowAction, slotFormField } from '../components/booking-fields'
import { TeamMembersField } from '../components/team-form-fields'
import { TEAM_TAG } from './team-api'
import { emptyTeamForm, teamFormSchema, type TeamFormValues } from './team-form-schema'
import {
  TEAM_APPROVED,
  TEAM_PENDING,
  type TeamItem,
  type TeamQuery,
  type TeamSave,
} from './team-types'

/** The generated page / get endpoints of /museum/reserve-team. */
export const teamResourceApi = defineResourceApi<TeamItem, TeamSave & { id?: number }, TeamQuery>({
  path: '/museum/reserve-team',
  tag: TEAM_TAG,
})

/** What the page hands the descriptor: its drawer, the approval page, the cancel dialog. */
export interface TeamScreenHandlers {
  openDetail: (row: TeamItem) => void
  openProgress: (row: TeamItem) => void
  openCancel: (row: TeamItem) => void
}

export const TEAM_SEARCH: SearchFieldDef[] = [
  { kind: 'text', name: 'reservationNo', label: '预约编号' },
  { kind: 'text', name: 'teamName', label: '团队名称' },
  { kind: 'dateRange', name: 'visitDate', label: '参观日期' },
  { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.TEAM_RESERVE_STATUS },
]

/**
 * 团队预约 (docs/admin-api.md#museum-modules). The kit's 新增 dialog books a team (its approval
 * starts with it); a booking is never edited or deleted, only followed (审批进度) and cancelled.
 */
export function teamResource({
  handlers,
  rules = {},
  unitTypes,
}: {
  handlers: TeamScreenHandlers
  /** Members per team from the team rule, when the page could read it. */
  rules?: PersonsRules
  /** work_unit_type options. */
  unitTypes: readonly FormOption[]
}) {
  return defineResource({
    api: teamResourceApi,
    permission: 'reserve:team',
    name: '团队预约',
    idName: '预约编号',
    export: { fileName: '团队预约.xlsx' },
    search: TEAM_SEARCH,
    // Fits 1440 px without a column under the pinned 操作 column: day and slot share a column,
    // as do the contact and the (masked) phone; the booking time is in 详情.
    columns: [
      { key: 'reservationNo', title: '预约编号', nowrap: true },
      { key: 'teamName', title: '团队名称', ellipsis: true, width: 170 },
      dictColumn('workUnitType', '单位类型', DICT_TYPE.WORK_UNIT_TYPE, { width: 100 }),
      {
        key: 'visitDate',
        title: '参观时间',
        nowrap: true,
        render: (row) => `${dayText(row.visitDate)} ${slotTimeText(row)}`,
      },
      {
        key: 'contactName',
        title: '联系人',
        nowrap: true,
        // The phone is masked by the server in lists; shown as sent.
        render: (row) => (
          <>
            <span>{row.contactName}</span>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {row.contactMobile}
            </Box>
          </>
        ),
      },
      { key: 'personCount', title: '人数', width: 60, align: 'right' },
      dictColumn('status', '状态', DICT_TYPE.TEAM_RESERVE_STATUS, { width: 100 }),
    ],
    form: {
      schema: teamFormSchema(rules),
      maxWidth: 'md',
      fields: [
        slotFormField<TeamFormValues>('team'),
        { kind: 'text', name: 'teamName', label: '团队名称', required: true },
        {
          kind: 'select',
          name: 'workUnitType',
          label: '单位类型',
          required: true,
          options: unitTypes,
          placeholder: '请选择单位类型',
        },
        { kind: 'text', name: 'workUnit', label: '单位名称', required: true },
        { kind: 'text', name: 'contactName', label: '联系人', required: true },
        { kind: 'text', name: 'contactMobile', label: '联系电话', required: true },
        { kind: 'text', name: 'remark', label: '备注', rows: 2, placeholder: '请输入内容' },
        {
          kind: 'custom',
          name: 'members',
          label: '团队成员',
          required: true,
          render: (form) => <TeamMembersField form={form} max={rules.max} />,
        },
      ],
      empty: emptyTeamForm() satisfies TeamFormValues,
    },
    rowActions: {
      canEdit: () => false,
      canDelete: () => false,
      width: 210,
      extra: () => [
        detailRowAction('reserve:team:query', handlers.openDetail),
        {
          key: 'progress',
          label: '审批进度',
          permission: ['reserve:team:query'],
          hidden: (row) => !row.processInstanceId,
          onClick: handlers.openProgress,
        },
        cancelRowAction(
          'reserve:team:cancel',
          (row: TeamItem) => row.status === TEAM_PENDING || row.status === TEAM_APPROVED,
          handlers.openCancel,
        ),
      ],
    },
  })
}
