import { errorReason, UNKNOWN_DIAGRAM_ERROR } from '../diagram-export'

describe('errorReason: why a diagram failed, never in English', () => {
  it.each([
    [
      "Failed to execute 'scale' on 'SVGMatrix': The provided double value is non-finite.",
      '画布没有可用的尺寸，无法显示流程图',
    ],
    [
      'failed to parse document as <bpmn:Definitions>\n\tline: 0',
      '不是 BPMN 2.0 流程文件（根元素应为 bpmn:definitions）',
    ],
    ['unparsable content <html> detected\n\tline: 0', '不是有效的 XML（无法识别的内容：<html>）'],
    ['no diagram to display', '缺少流程图的图形信息（bpmndi:BPMNDiagram）'],
    ['no process or collaboration to display', '没有找到流程（bpmn:process）'],
    ['Something nobody foresaw happened', UNKNOWN_DIAGRAM_ERROR],
  ])('%s', (message, expected) => {
    const reason = errorReason(new Error(message))
    expect(reason).toBe(expected)
    // Element names such as bpmn:process may appear; English sentences may not.
    expect(reason.replace(/bpmn(di)?:\w+|BPMN|XML|<html>/g, '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('keeps a Chinese message as it is (its first line)', () => {
    expect(errorReason(new Error('流程图过于复杂\n详情'))).toBe('流程图过于复杂')
  })
})
