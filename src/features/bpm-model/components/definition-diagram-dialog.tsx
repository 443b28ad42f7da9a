import { useGetDefinitionBpmnXmlQuery } from '@/shared/bpm/definition-api'
import { DiagramDialog } from '@/shared/bpmn/diagram-dialog'

export interface DefinitionDiagramDialogProps {
  definitionId: string
  name: string
  onClose: () => void
}

/** The diagram a definition was deployed with (it never changes, so the cached copy is used). */
export function DefinitionDiagramDialog({
  definitionId,
  name,
  onClose,
}: DefinitionDiagramDialogProps) {
  const { data, isSuccess, isError } = useGetDefinitionBpmnXmlQuery(definitionId)
  const xml = isSuccess ? (data ?? '') : undefined
  return <DiagramDialog name={name} xml={xml} failed={isError} onClose={onClose} />
}
