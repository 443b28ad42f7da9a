import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { ResourcePage } from '@/shared/crud'
import { popup } from '@/shared/ui/popups'
import { useUpdateActivityStatusMutation } from '../api/activity-api'
import { signDataPath } from '../model/activity-status'
import { activityResource } from '../resources/activity-resource'

/** 活动列表 (page key 'activity/list/index'). */
export default function ActivityListPage() {
  const navigate = useNavigate()
  const [updateStatus] = useUpdateActivityStatusMutation()
  const resource = useMemo(
    () =>
      activityResource({
        openSignData: (row) => navigate(signDataPath(row.id)),
        changeStatus: (row, to, question) =>
          void (async () => {
            if (!(await popup.confirm(question))) return
            const result = await updateStatus({ id: row.id, status: to })
            if (!('error' in result)) popup.message.success('状态修改成功')
          })(),
      }),
    [navigate, updateStatus],
  )
  return <ResourcePage resource={resource} />
}
