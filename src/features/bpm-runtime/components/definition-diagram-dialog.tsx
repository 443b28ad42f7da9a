import { useGetDefinitionBpmnXmlQuery } from '@/shared/bpm/definition-api'
import { DiagramDialog } from '@/shared/bpmn/diagram-dialog'
import { ProcessViewer } from '@/shared/bpmn/process-viewer'

export interface DefinitionDiagramDialogProps {
  definitionId: string
  /** The process name, shown under the title. */
  name: string
  onClose: () => void
}

const viewerOf = (xml: string, height: string) => <ProcessViewer xml={xml} height={height} />

/** 流程图 of a definition the user may start, read-only, in a wide dialog. */
export function DefinitionDiagramDialog({
  definitionId,
  name,
  onClose,
}: DefinitionDiagramDialogProps) {
  const { data, isSuccess, isError } = useGetDefinitionBpmnXmlQuery(definitionId)
  const xml = isSuccess ? (data ?? '') : undefined
  return (
    <DiagramDialog
      name={name}
      xml={xml}
      failed={isError}
      onClose={onClose}
      renderDiagram={viewerOf}
    />
  )
}
