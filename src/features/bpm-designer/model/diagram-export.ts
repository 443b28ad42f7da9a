import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import {
  DIAGRAM_FILE_TYPES,
  diagramFileName,
  processNameOf,
  type DiagramFileKind,
} from './download'
import { xmlToJson, type PreviewFormat } from './xml-json'

export interface DiagramFile {
  fileName: string
  mime: string
  content: string
}

/** The current diagram as a file of `kind`, named after its process. */
export async function exportDiagramFile(
  modeler: DesignerModeler,
  kind: DiagramFileKind,
): Promise<DiagramFile> {
  const content =
    kind === 'svg'
      ? (await modeler.saveSVG()).svg
      : ((await modeler.saveXML({ format: true })).xml ?? '')
  return {
    fileName: diagramFileName(processNameOf(modeler.getDefinitions()), kind),
    mime: DIAGRAM_FILE_TYPES[kind].mime,
    content,
  }
}

/** The current diagram as preview text: formatted XML, or its JSON form. */
export async function previewText(
  modeler: DesignerModeler,
  format: PreviewFormat,
): Promise<string> {
  const xml = (await modeler.saveXML({ format: true })).xml ?? ''
  return format === 'xml' ? xml : JSON.stringify(xmlToJson(xml), null, 2)
}

export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0].trim() || '未知错误'
}
