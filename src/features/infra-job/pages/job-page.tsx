import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { popup } from '@/shared/ui/popups'
import { useTriggerJobMutation, useUpdateJobStatusMutation } from '../api/job-api'
import { JobDetailDialog } from '../components/job-detail-dialog'
import { busyMinuteWarning, firesPerMinute } from '../model/cron-preview'
import { JOB_STATUS_NORMAL, PAUSE_CONSEQUENCES, type JobItem } from '../model/job-types'
import { jobResource } from '../resources/job-resource'

/** Thrown when the user declines the fires-per-minute confirmation: the dialog stays open. */
class SaveDeclined extends Error {}

/** 定时任务 (page key 'infra/job/index'). */
export default function JobPage() {
  const navigate = useNavigate()
  const [detail, setDetail] = useState<JobItem | null>(null)
  const [updateStatus] = useUpdateJobStatusMutation()
  const [trigger] = useTriggerJobMutation()

  const resource = useMemo(
    () =>
      jobResource({
        onStatus: async (row, status) => {
          const verb = status === JOB_STATUS_NORMAL ? '开启' : '暂停'
          const consequence =
            status === JOB_STATUS_NORMAL ? '' : (PAUSE_CONSEQUENCES[row.handlerName] ?? '')
          const confirmed = await popup.confirm(
            `确认要${verb}定时任务编号为"${row.id}"的数据项?${consequence}`,
            { type: 'warning' },
          )
          if (!confirmed) return
          try {
            await updateStatus({ id: row.id, status }).unwrap()
          } catch {
            return
          }
          popup.message.success(`${verb}成功`)
        },
        onTrigger: async (row) => {
          const confirmed = await popup.confirm(`确认要立即执行一次"${row.name}"?`, {
            type: 'warning',
          })
          if (!confirmed) return
          try {
            await trigger(row.id).unwrap()
          } catch {
            return
          }
          popup.message.success('执行成功')
        },
        onDetail: setDetail,
        onLogs: (row) => navigate(row ? `/job/log?jobId=${row.id}` : '/job/log'),
      }),
    [navigate, trigger, updateStatus],
  )
  const screen = useResourceScreen(resource)
  const guarded = {
    ...screen,
    // A job firing more than once a minute is saved only once the user has confirmed it.
    save: async (values: Parameters<typeof screen.save>[0]) => {
      const busy = firesPerMinute(values.cronExpression, Date.now())
      if (busy > 1) {
        const confirmed = await popup.confirm(`${busyMinuteWarning(busy)}，确认保存吗?`, {
          type: 'warning',
        })
        if (!confirmed) throw new SaveDeclined()
      }
      await screen.save(values)
    },
  }

  return (
    <ResourceView resource={resource} screen={guarded}>
      <JobDetailDialog job={detail} onClose={() => setDetail(null)} />
    </ResourceView>
  )
}
