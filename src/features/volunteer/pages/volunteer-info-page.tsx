import { useMemo } from 'react'
import { ResourcePage } from '@/shared/crud'
import { popup } from '@/shared/ui/popups'
import { useUpdateVolunteerStatusMutation } from '../api/volunteer-api'
import { VOLUNTEER_APPROVED, VOLUNTEER_STOPPED, type VolunteerItem } from '../model/volunteer-types'
import { volunteerInfoResource } from '../resources/volunteer-info-resource'

/** 志愿者信息 (page key 'volunteer/info/index'). */
export default function VolunteerInfoPage() {
  const [updateStatus] = useUpdateVolunteerStatusMutation()
  const resource = useMemo(
    () =>
      volunteerInfoResource({
        onToggleStatus: (row: VolunteerItem) => {
          const stopping = row.status === VOLUNTEER_APPROVED
          const question = stopping
            ? `确认停用志愿者「${row.name}」吗？停用后不能再为其登记服务记录。`
            : `确认启用志愿者「${row.name}」吗？`
          void (async () => {
            if (!(await popup.confirm(question, { type: 'warning' }))) return
            const status = stopping ? VOLUNTEER_STOPPED : VOLUNTEER_APPROVED
            const result = await updateStatus({ id: row.id, status })
            if (!('error' in result)) popup.message.success(stopping ? '已停用' : '已启用')
          })()
        },
      }),
    [updateStatus],
  )
  return <ResourcePage resource={resource} />
}
