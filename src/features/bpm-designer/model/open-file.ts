import type { ModdleLike } from '@/shared/bpmn/modeler-types'
import { errorReason } from './diagram-export'

/** The file input's accept list (.xml and .bpmn). */
export const OPEN_FILE_ACCEPT = '.xml,.bpmn'

export function invalidFileMessage(reason: string): string {
  return `文件不是有效的 BPMN 流程图：${reason}`
}

/** Why a file's name rules it out, or null. */
export function checkDiagramFileName(name: string): string | null {
  return /\.(xml|bpmn)$/i.test(name) ? null : '只能打开 .xml 或 .bpmn 文件'
}

/**
 * Why `xml` cannot be shown as a BPMN diagram, or null when it can. Parses with the modeler's own
 * moddle (nothing on the canvas changes), so a bad file never replaces the current diagram.
 */
export async function checkBpmnXml(moddle: ModdleLike, xml: string): Promise<string | null> {
  if (!xml.trim()) return '文件是空的'
  let root
  try {
    root = (await moddle.fromXML(xml, 'bpmn:Definitions')).rootElement
  } catch (error) {
    return errorReason(error)
  }
  if (!root || root.$type !== 'bpmn:Definitions') return '根元素不是 bpmn:definitions'
  const hasProcess = (root.rootElements ?? []).some(
    (element) => element.$type === 'bpmn:Process' || element.$type === 'bpmn:Collaboration',
  )
  if (!hasProcess) return '没有找到流程（bpmn:process）'
  if (!root.diagrams?.length) return '缺少流程图的图形信息（bpmndi:BPMNDiagram）'
  return null
}

/** The file's text (FileReader: Blob.text is missing in older embedded browsers and in jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error ?? new Error('无法读取文件'))
    reader.readAsText(file)
  })
}
