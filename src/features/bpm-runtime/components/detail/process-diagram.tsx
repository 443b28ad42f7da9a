import { useMemo } from 'react'
import Typography from '@mui/material/Typography'
import type {
  BpmActivity,
  BpmProcessInstanceDetail,
  BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'
import { DiagramPreview, type DiagramHighlight } from '@/shared/bpmn/diagram-preview'

export interface ProcessDiagramProps {
  instance: BpmProcessInstanceDetail
  activities: readonly BpmActivity[]
  tasks: readonly BpmTaskOfInstance[]
}

/** 流程图: the deployed diagram with the elements the instance passed (done) or waits in (pending). */
export function ProcessDiagram({ instance, activities }: ProcessDiagramProps) {
  const xml = instance.processDefinition.bpmnXml ?? ''
  const highlight = useMemo<DiagramHighlight>(
    () => ({
      done: activities.filter((activity) => !!activity.endTime).map((activity) => activity.key),
      pending: activities.filter((activity) => !activity.endTime).map((activity) => activity.key),
    }),
    [activities],
  )
  if (!xml.trim()) return <Typography color="text.secondary">暂无流程图</Typography>
  return <DiagramPreview xml={xml} highlight={highlight} height={520} />
}
