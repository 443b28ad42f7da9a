import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { popup } from '@/shared/ui/popups'
import {
  useAuditActivitySignMutation,
  useCancelActivitySignMutation,
  useListAllSimpleActivitiesQuery,
  useSignInActivitySignMutation,
} from '../api/activity-api'
import type { ActivitySignItem } from '../model/activity-types'
import { activitySignResource, signSearchFields } from '../resources/activity-sign-resource'
import { SignAuditDialog } from './sign-audit-dialog'

/**
 * The sign-up list with its actions: every activity's (活动报名) or, with `activityId`, one
 * activity's (报名数据). The kit's 新增 reads 新增报名 here.
 */
export function SignScreen({
  activityId,
  initialFilters,
}: {
  activityId?: number
  /** Filters the list starts with (e.g. ?status=0 from the dashboard's 报名待审核). */
  initialFilters?: Record<string, string>
}) {
  const { data: activities = [] } = useListAllSimpleActivitiesQuery()
  const [auditing, setAuditing] = useState<ActivitySignItem | null>(null)
  const [audit, { isLoading: auditBusy }] = useAuditActivitySignMutation()
  const [cancel] = useCancelActivitySignMutation()
  const [signIn] = useSignInActivitySignMutation()
  const navigate = useNavigate()

  const resource = useMemo(
    () =>
      activitySignResource({
        activities,
        fixedActivityId: activityId,
        onAudit: setAuditing,
        onPay: (row) =>
          void navigate(
            `/pay/cashier?id=${row.payOrderId}&returnUrl=${encodeURIComponent('/activity/sign')}`,
          ),
        onCancel: (row) =>
          void (async () => {
            const sure = await popup.confirm(`是否确认取消"${row.name}"的报名？取消后名额将释放。`)
            if (!sure) return
            const result = await cancel(row.id)
            if (!('error' in result)) popup.message.success('取消成功')
          })(),
        onSignIn: (row) =>
          void (async () => {
            const result = await signIn(row.id)
            if (!('error' in result)) popup.message.success(`${row.name} 签到成功`)
          })(),
      }),
    [activities, activityId, cancel, signIn, navigate],
  )
  const searchFields = useMemo(
    () => signSearchFields(activities, activityId !== undefined),
    [activities, activityId],
  )
  // The data page's list stays on its activity: a filter without a field, kept by 重置.
  const [searchDefaults] = useState(() =>
    activityId !== undefined ? { activityId: String(activityId) } : initialFilters,
  )
  const screen = useResourceScreen(resource, { searchFields, searchDefaults })
  const toolbarActions = screen.toolbarActions.map((action) =>
    action.key === 'create' ? { ...action, label: '新增报名' } : action,
  )

  async function decide(pass: boolean) {
    if (!auditing) return
    const result = await audit({ id: auditing.id, pass })
    if ('error' in result) return
    setAuditing(null)
    popup.message.success(pass ? '审核通过' : '已设为未通过')
  }

  return (
    <ResourceView resource={resource} screen={{ ...screen, toolbarActions }}>
      <SignAuditDialog
        sign={auditing}
        busy={auditBusy}
        onDecide={(pass) => void decide(pass)}
        onClose={() => setAuditing(null)}
      />
    </ResourceView>
  )
}
