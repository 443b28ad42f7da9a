import { xmlToJson } from '../xml-json'

describe('xmlToJson', () => {
  it('maps elements, attributes, repeated children and text', () => {
    const json = xmlToJson(`<?xml version="1.0"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">
  <bpmn:process id="p" name="请假">
    <bpmn:startEvent id="s" />
    <bpmn:userTask id="a" />
    <bpmn:userTask id="b"><bpmn:documentation>说明</bpmn:documentation></bpmn:userTask>
    <bpmn:sequenceFlow id="f"><bpmn:conditionExpression>\${ok}</bpmn:conditionExpression></bpmn:sequenceFlow>
  </bpmn:process>
</bpmn:definitions>`)
    expect(json).toEqual({
      'bpmn:definitions': {
        '@xmlns:bpmn': 'http://www.omg.org/spec/BPMN/20100524/MODEL',
        '@id': 'd',
        'bpmn:process': {
          '@id': 'p',
          '@name': '请假',
          'bpmn:startEvent': { '@id': 's' },
          'bpmn:userTask': [{ '@id': 'a' }, { '@id': 'b', 'bpmn:documentation': '说明' }],
          'bpmn:sequenceFlow': { '@id': 'f', 'bpmn:conditionExpression': '${ok}' },
        },
      },
    })
  })

  it('throws for XML that does not parse', () => {
    expect(() => xmlToJson('<a><b></a>')).toThrow()
  })
})
