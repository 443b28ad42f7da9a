import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { SearchFieldDef } from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { SIGN_STATUS_UNPAID, signActionAllowed } from '@/shared/wire/museum-activity-sign'
import { invalidateAfterSignUp, SIGN_TAG } from '../api/activity-api'
import type {
  ActivitySignItem,
  ActivitySignQuery,
  ActivitySignSave,
  ActivitySimpleItem,
} from '../model/activity-types'
import { isOpenForSignUp } from '../model/activity-status'
import { emptySignForm, signForm, signSaveOf } from '../model/sign-form'

/** The endpoints of 活动报名 (/museum/activity-sign). */
export const activitySignApi = defineResourceApi<
  ActivitySignItem,
  ActivitySignSave,
  ActivitySignQuery
>({
  path: '/museum/activity-sign',
  tag: SIGN_TAG,
  // A new sign-up takes places: the activity lists and the dashboard change too.
  afterChange: (dispatch) => dispatch(invalidateAfterSignUp()),
})

export interface SignScreenHandlers {
  onAudit: (row: ActivitySignItem) => void
  onCancel: (row: ActivitySignItem) => void
  onSignIn: (row: ActivitySignItem) => void
  /** 去支付: a 待支付 sign-up's pay order at the cashier. */
  onPay: (row: ActivitySignItem) => void
}

export interface SignResourceOptions extends SignScreenHandlers {
  /** Every activity, for the 活动 filter and the picker (only open ones can be picked). */
  activities: readonly ActivitySimpleItem[]
  /** The sign-up data page of one activity: no 活动 filter or column, the picker fixed. */
  fixedActivityId?: number
}

/** The search fields; the 活动 select only where the list is not fixed to one activity. */
export function signSearchFields(
  activities: readonly ActivitySimpleItem[],
  fixed: boolean,
): SearchFieldDef[] {
  return [
    ...(fixed
      ? []
      : [
          {
            kind: 'select' as const,
            name: 'activityId',
            label: '活动',
            width: 280,
            options: activities.map((a) => ({ label: a.title, value: String(a.id) })),
          },
        ]),
    { kind: 'text', name: 'name', label: '姓名' },
    { kind: 'text', name: 'mobile', label: '手机号码' },
    {
      kind: 'dict',
      name: 'status',
      label: '报名状态',
      dictType: DICT_TYPE.ACTIVITY_SIGN_STATUS,
    },
  ]
}

/**
 * 活动报名 (/activity/sign) and 报名数据 (/activity/sign/data/:activityId): sign-ups with 审核,
 * 取消 and 签到 offered only in the statuses the server accepts them in; 新增报名 and 导出.
 */
export function activitySignResource({
  activities,
  fixedActivityId,
  onAudit,
  onCancel,
  onSignIn,
  onPay,
}: SignResourceOptions) {
  const fixed = fixedActivityId !== undefined
  const now = Date.now()
  const pickable = activities.filter((a) => a.id === fixedActivityId || isOpenForSignUp(a, now))
  return defineResource({
    api: activitySignApi,
    permission: 'activity:sign',
    name: '活动报名',
    title: fixed ? '报名数据' : '活动报名',
    tableLabel: fixed ? '报名数据列表' : '活动报名列表',
    idName: '报名编号',
    export: { fileName: '活动报名.xlsx' },
    search: signSearchFields(activities, fixed),
    columns: [
      { key: 'id', title: '报名编号', width: 90 },
      ...(fixed ? [] : [{ key: 'activityTitle', title: '活动', minWidth: 180 }]),
      { key: 'name', title: '姓名', nowrap: true },
      { key: 'mobile', title: '手机号码', nowrap: true },
      { key: 'idNumber', title: '身份证号码', nowrap: true },
      { key: 'personCount', title: '人数', width: 70 },
      dictColumn('status', '报名状态', DICT_TYPE.ACTIVITY_SIGN_STATUS, { width: 100 }),
      {
        key: 'payPrice',
        title: '支付金额',
        nowrap: true,
        render: (row) => (row.payOrderId ? yuanText(row.payPrice ?? 0) : '免费'),
      },
      {
        key: 'payStatus',
        title: '支付状态',
        nowrap: true,
        render: (row) => (row.payOrderId ? (row.payStatus === 1 ? '已支付' : '未支付') : '-'),
      },
      dateTimeColumn('signInTime', '签到时间'),
      dateTimeColumn('createTime', '报名时间'),
    ],
    form: {
      schema: signForm,
      fields: [
        {
          kind: 'select',
          name: 'activityId',
          label: '活动',
          required: true,
          disabled: fixed,
          placeholder: pickable.length ? '请选择报名中的活动' : '当前没有可报名的活动',
          options: pickable.map((a) => ({
            label: `${a.title}（剩余 ${Math.max(0, a.limitCount - a.signedCount)} 个名额）`,
            value: a.id,
          })),
        },
        { kind: 'text', name: 'name', label: '姓名', required: true },
        { kind: 'text', name: 'mobile', label: '手机号码', required: true },
        { kind: 'text', name: 'idNumber', label: '身份证号码', required: true },
        { kind: 'number', name: 'personCount', label: '报名人数', min: 1, required: true },
      ],
      empty: (filters) =>
        emptySignForm(
          fixed
            ? String(fixedActivityId)
            : typeof filters.activityId === 'string'
              ? filters.activityId
              : undefined,
        ),
      toSave: signSaveOf,
    },
    rowActions: {
      inline: 3,
      // A sign-up is never edited or deleted: it moves by its actions and stays as history.
      canEdit: () => false,
      canDelete: () => false,
      extra: () => [
        {
          key: 'pay',
          label: '去支付',
          permission: ['pay:order:submit'],
          hidden: (row) => row.status !== SIGN_STATUS_UNPAID || !row.payOrderId,
          onClick: onPay,
        },
        {
          key: 'audit',
          label: '审核',
          permission: ['activity:sign:audit'],
          hidden: (row) => !signActionAllowed('audit', row.status),
          onClick: onAudit,
        },
        {
          key: 'sign-in',
          label: '签到',
          permission: ['activity:sign:sign-in'],
          hidden: (row) => !signActionAllowed('sign-in', row.status),
          onClick: onSignIn,
        },
        {
          key: 'cancel',
          label: '取消',
          color: 'error',
          permission: ['activity:sign:cancel'],
          hidden: (row) => !signActionAllowed('cancel', row.status),
          onClick: onCancel,
        },
      ],
    },
  })
}
