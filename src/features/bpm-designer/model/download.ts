import type { ModdleElementLike } from '@/shared/bpmn/modeler-types'

export type DiagramFileKind = 'xml' | 'svg' | 'bpmn'

export interface DiagramFileType {
  kind: DiagramFileKind
  /** The toolbar's menu entry. */
  label: string
  extension: string
  mime: string
}

export const DIAGRAM_FILE_TYPES: Record<DiagramFileKind, DiagramFileType> = {
  xml: { kind: 'xml', label: '下载为 XML 文件', extension: 'xml', mime: 'application/xml' },
  svg: { kind: 'svg', label: '下载为 SVG 文件', extension: 'svg', mime: 'image/svg+xml' },
  bpmn: { kind: 'bpmn', label: '下载为 BPMN 文件', extension: 'bpmn', mime: 'application/xml' },
}

/** Used when the diagram has neither a process name nor an id. */
export const FALLBACK_DIAGRAM_NAME = 'diagram'

/**
 * The name files of this diagram are saved under: the (first) process's name, else its id. A
 * collaboration's process is reached through its participants.
 */
export function processNameOf(definitions: ModdleElementLike | null | undefined): string {
  const roots = definitions?.rootElements ?? []
  const process =
    roots.find((root) => root.$type === 'bpmn:Process') ??
    roots
      .find((root) => root.$type === 'bpmn:Collaboration')
      ?.participants?.find((participant) => participant.processRef)?.processRef
  return process?.name?.trim() || process?.id || FALLBACK_DIAGRAM_NAME
}

/** `<name>.<ext>`, with characters that file systems refuse replaced by '_'. */
export function diagramFileName(name: string, kind: DiagramFileKind): string {
  // eslint-disable-next-line no-control-regex -- control characters are refused in file names too
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || FALLBACK_DIAGRAM_NAME
  return `${safe}.${DIAGRAM_FILE_TYPES[kind].extension}`
}
