import { Parser } from 'saxen'
import { BizError } from './biz-error'
import { formatBytes } from './error-handling'

/**
 * What the sandbox refuses before a diagram reaches bpmn-moddle (docs/security.md): a huge or
 * deeply nested document costs bpmn-moddle seconds of CPU and much memory. Real diagrams are far
 * below both limits (the MIWG reference diagrams: under 300 KB, under 15 levels).
 */
export const BPMN_XML_MAX_BYTES = 2 * 1024 * 1024
export const BPMN_MAX_DEPTH = 50

export const BPMN_TOO_LARGE_MSG = `请求参数不正确:BPMN 文件不能超过 ${formatBytes(BPMN_XML_MAX_BYTES)}`
export const BPMN_TOO_DEEP_MSG = `请求参数不正确:流程图的元素嵌套层级过深（不能超过 ${BPMN_MAX_DEPTH} 层）`

/**
 * Refuses `xml` over {@link BPMN_XML_MAX_BYTES} or nested deeper than {@link BPMN_MAX_DEPTH}
 * elements. One linear pass of saxen (a few ms for 2 MB) that stops at the first level too deep;
 * whether the rest is well-formed BPMN is for the parser.
 */
export function checkBpmnLimits(xml: string): void {
  if (Buffer.byteLength(xml, 'utf8') > BPMN_XML_MAX_BYTES) {
    throw new BizError(400, BPMN_TOO_LARGE_MSG)
  }
  let depth = 0
  let tooDeep = false
  const parser = new Parser()
  parser
    .on('openTag', () => {
      depth += 1
      if (depth > BPMN_MAX_DEPTH) {
        tooDeep = true
        parser.stop()
      }
    })
    .on('closeTag', () => {
      depth -= 1
    })
    // Malformed XML is bpmn-moddle's to report, in its own words.
    .on('error', () => parser.stop())
    .parse(xml)
  if (tooDeep) throw new BizError(400, BPMN_TOO_DEEP_MSG)
}
