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

/** What a user is told when the reason is in no words we know (the original goes to the console). */
export const UNKNOWN_DIAGRAM_ERROR = '流程图内容无法识别'

const HAS_CJK = /[\u4e00-\u9fff]/

/**
 * English messages of bpmn-js, bpmn-moddle, saxen and the browser's SVG API, in Chinese. A reason
 * is never shown in English: an unknown one becomes {@link UNKNOWN_DIAGRAM_ERROR}.
 */
const KNOWN_REASONS: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string]> = [
  [
    /failed to parse document as <bpmn:Definitions>/i,
    () => '不是 BPMN 2.0 流程文件（根元素应为 bpmn:definitions）',
  ],
  [
    /unparsable content (.+) detected/i,
    (match) => `不是有效的 XML（无法识别的内容：${shorten(match[1])}）`,
  ],
  [/no diagram to display/i, () => '缺少流程图的图形信息（bpmndi:BPMNDiagram）'],
  [/no process or collaboration to display/i, () => '没有找到流程（bpmn:process）'],
  [/diagram not part of <bpmn:Definitions/i, () => '流程图的图形信息不属于该流程文件'],
  [/BPMNDiagram <(.+)> not found/i, (match) => `找不到流程图 ${shorten(match[1])}`],
  [/no (XML imported|definitions loaded)/i, () => '还没有加载流程图'],
  [/non-finite|SVGMatrix/i, () => '画布没有可用的尺寸，无法显示流程图'],
  [
    /unclosed tag|unexpected end|missing close tag|closing tag|attribute|invalid (nested )?tag/i,
    () => '不是格式正确的 XML',
  ],
]

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/** Why something failed, in Chinese: the first line of a Chinese message, or a known reason. */
export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '')
  const line = message.split('\n')[0].trim()
  if (line === '') return '未知错误'
  if (HAS_CJK.test(line)) return line
  for (const [pattern, say] of KNOWN_REASONS) {
    const match = pattern.exec(line)
    if (match) return say(match)
  }
  return UNKNOWN_DIAGRAM_ERROR
}
