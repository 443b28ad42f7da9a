import { useGetModelQuery } from '@/shared/bpm/model-api'
import { DiagramDialog } from '@/shared/bpmn/diagram-dialog'

export interface ModelDiagramDialogProps {
  modelId: string
  name: string
  onClose: () => void
}

/** The current diagram of a model, fetched fresh on every opening (it may have just been saved). */
export function ModelDiagramDialog({ modelId, name, onClose }: ModelDiagramDialogProps) {
  const { data, isSuccess, isError, isFetching } = useGetModelQuery(modelId, {
    refetchOnMountOrArgChange: true,
  })
  const xml = isSuccess && !isFetching ? (data?.bpmnXml ?? '') : undefined
  return <DiagramDialog name={name} xml={xml} failed={isError} onClose={onClose} />
}
