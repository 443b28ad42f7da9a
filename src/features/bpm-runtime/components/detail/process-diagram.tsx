import Typography from '@mui/material/Typography'
import type {
  BpmActivity,
  BpmProcessInstanceDetail,
  BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'
import { ProcessViewer } from '@/shared/bpmn/process-viewer'

export interface ProcessDiagramProps {
  instance: BpmProcessInstanceDetail
  activities: readonly BpmActivity[]
  tasks: readonly BpmTaskOfInstance[]
}

/**
 * 流程图: the deployed diagram coloured by where the approval stands (each task by its result,
 * the flows taken, the end by the instance's result), with the approver and reason on hover.
 */
export function ProcessDiagram({ instance, activities, tasks }: ProcessDiagramProps) {
  const xml = instance.processDefinition.bpmnXml ?? ''
  if (!xml.trim()) return <Typography color="text.secondary">暂无流程图</Typography>
  return (
    <ProcessViewer
      xml={xml}
      activities={activities}
      tasks={tasks}
      processInstance={instance}
      height={520}
    />
  )
}
