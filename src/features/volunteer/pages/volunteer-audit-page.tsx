import { useMemo, useState } from 'react'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { popup } from '@/shared/ui/popups'
import { useAuditVolunteerMutation } from '../api/volunteer-api'
import { RejectDialog } from '../components/reject-dialog'
import type { VolunteerItem } from '../model/volunteer-types'
import {
  AUDIT_SEARCH_DEFAULTS,
  volunteerAuditResource,
} from '../resources/volunteer-audit-resource'

/** 志愿者审核 (page key 'volunteer/audit/index'). */
export default function VolunteerAuditPage() {
  const [audit] = useAuditVolunteerMutation()
  const [rejecting, setRejecting] = useState<VolunteerItem | null>(null)
  const resource = useMemo(
    () =>
      volunteerAuditResource({
        onPass: (row) =>
          void (async () => {
            const question = `确认通过志愿者「${row.name}」的申请吗？通过后即可为其登记服务记录。`
            if (!(await popup.confirm(question))) return
            const result = await audit({ id: row.id, pass: true })
            if (!('error' in result)) popup.message.success('审核通过')
          })(),
        onReject: setRejecting,
      }),
    [audit],
  )
  const screen = useResourceScreen(resource, { searchDefaults: AUDIT_SEARCH_DEFAULTS })
  // Applications come from 志愿者信息 (or the public site): no 新增 here.
  const view = {
    ...screen,
    toolbarActions: screen.toolbarActions.filter((a) => a.key !== 'create'),
  }
  return (
    <ResourceView resource={resource} screen={view}>
      <RejectDialog
        volunteer={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(volunteer, reason) => audit({ id: volunteer.id, pass: false, reason }).unwrap()}
      />
    </ResourceView>
  )
}
