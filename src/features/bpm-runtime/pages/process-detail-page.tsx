import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useSearchParams } from 'react-router-dom'
import type { BpmActivity, BpmTaskOfInstance } from '@/shared/wire/bpm-runtime'
import type { ApiError } from '@/shared/http/request-types'
import { selectUser } from '@/shared/session/session-slice'
import { useAppSelector } from '@/shared/store-hooks'
import {
  useGetActivityListQuery,
  useGetProcessInstanceQuery,
  useGetTasksOfInstanceQuery,
} from '../api/process-detail-api'
import { ApplicationForm } from '../components/detail/application-form'
import { ApprovalCard } from '../components/detail/approval-card'
import { ApprovalTimeline } from '../components/detail/approval-timeline'
import { DetailSection } from '../components/detail/detail-section'
import { ProcessDiagram } from '../components/detail/process-diagram'
import { openTasksOf } from '../components/detail/task-records'

const NO_TASKS: BpmTaskOfInstance[] = []
const NO_ACTIVITIES: BpmActivity[] = []

function PageProblem({ children }: { children: string }) {
  return (
    <Box sx={{ p: { xs: 1.5, md: 2.5 } }}>
      <Alert severity="error">{children}</Alert>
    </Box>
  )
}

/**
 * 流程详情 (/bpm/process-instance/detail?id=): the approval cards of the signed-in user's open
 * tasks, what was applied for, the approval history and the diagram. Keyed on the id, so a cached
 * tab opened for another instance starts afresh.
 */
export default function ProcessDetailPage() {
  const [searchParams] = useSearchParams()
  const id = searchParams.get('id')?.trim() ?? ''
  if (!id) return <PageProblem>未传递 id 参数，无法查看流程信息</PageProblem>
  return <ProcessDetail key={id} id={id} />
}

function ProcessDetail({ id }: { id: string }) {
  const userId = useAppSelector(selectUser)?.id
  const instanceQuery = useGetProcessInstanceQuery(id)
  const { data: tasks = NO_TASKS } = useGetTasksOfInstanceQuery(id)
  const { data: activities = NO_ACTIVITIES } = useGetActivityListQuery(id)
  const instance = instanceQuery.data

  if (instanceQuery.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="加载中" />
      </Box>
    )
  }
  if (!instance) {
    const msg = (instanceQuery.error as Partial<ApiError> | undefined)?.msg
    return <PageProblem>{msg || '查询不到流程信息！'}</PageProblem>
  }

  const myTasks = openTasksOf(tasks, userId)
  return (
    <Box sx={{ p: { xs: 1.5, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {instance.errorMessage && (
        <Alert severity="error" variant="filled" role="alert">
          <AlertTitle>流程因错误已停止运行</AlertTitle>
          {instance.errorMessage}
        </Alert>
      )}
      {myTasks.map((task) => (
        <ApprovalCard key={task.id} task={task} instance={instance} />
      ))}
      <DetailSection title={`申请信息【${instance.name}】`}>
        <ApplicationForm instance={instance} />
      </DetailSection>
      <DetailSection title="审批记录">
        <ApprovalTimeline tasks={tasks} />
      </DetailSection>
      <DetailSection title="流程图">
        <ProcessDiagram instance={instance} activities={activities} tasks={tasks} />
      </DetailSection>
    </Box>
  )
}
