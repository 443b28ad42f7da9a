import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildNewDiagramXml, newProcessIdentity } from '../new-diagram'
import { checkBpmnXml, checkDiagramFileName, invalidFileMessage } from '../open-file'
import { createModdle } from './bpmn-moddle'
import { MIWG_DIR } from '@/shared/test-utils/miwg-reference'

const BPMN_NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"'

describe('opening a diagram file', () => {
  const moddle = createModdle()

  it('accepts .xml and .bpmn files only', () => {
    expect(checkDiagramFileName('leave.bpmn')).toBeNull()
    expect(checkDiagramFileName('LEAVE.XML')).toBeNull()
    expect(checkDiagramFileName('leave.json')).toBe('只能打开 .xml 或 .bpmn 文件')
    expect(invalidFileMessage('文件是空的')).toBe('文件不是有效的 BPMN 流程图：文件是空的')
  })

  it('accepts a new diagram and every reference diagram', async () => {
    expect(
      await checkBpmnXml(moddle, buildNewDiagramXml(newProcessIdentity(null, 1), 'camunda')),
    ).toBeNull()
    for (const file of readdirSync(MIWG_DIR).filter((name) => name.endsWith('.bpmn'))) {
      expect(
        await checkBpmnXml(moddle, readFileSync(join(MIWG_DIR, file), 'utf8')),
        file,
      ).toBeNull()
    }
  })

  it('says why a file is not a BPMN diagram', async () => {
    expect(await checkBpmnXml(moddle, '  \n')).toBe('文件是空的')
    expect(await checkBpmnXml(moddle, '{"not": "xml"}')).toBe(
      '不是有效的 XML（无法识别的内容：{"not": "xml"}）',
    )
    expect(await checkBpmnXml(moddle, `<bpmn:definitions ${BPMN_NS}><bpmn:process`)).toBe(
      '不是有效的 XML（无法识别的内容：<bpmn:process）',
    )
    expect(await checkBpmnXml(moddle, 'x'.repeat(100))).toBe(
      `不是有效的 XML（无法识别的内容：${'x'.repeat(40)}…）`,
    )
    expect(await checkBpmnXml(moddle, '<html><body>hello</body></html>')).toBe(
      '不是 BPMN 2.0 流程文件（根元素应为 bpmn:definitions）',
    )
    expect(
      await checkBpmnXml(
        moddle,
        `<bpmn:definitions ${BPMN_NS} id="d"><bpmn:message id="m" /></bpmn:definitions>`,
      ),
    ).toBe('没有找到流程（bpmn:process）')
    expect(
      await checkBpmnXml(
        moddle,
        `<bpmn:definitions ${BPMN_NS} id="d"><bpmn:process id="p" /></bpmn:definitions>`,
      ),
    ).toBe('缺少流程图的图形信息（bpmndi:BPMNDiagram）')
  })
})
