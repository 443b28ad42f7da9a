import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Linter, type LintReport } from 'bpmnlint'
import type { BpmnDialect } from '@/shared/bpmn/dialects'
import { buildLintConfig } from '../lint-config'
import { flattenLintIssues, type LintIssues } from '../lint-problems'
import { buildNewDiagramXml, newProcessIdentity } from '../new-diagram'
import { createModdle } from './bpmn-moddle'
import { MIWG_DIR } from '@/shared/test-utils/miwg-reference'

/**
 * The Linter's result (reports per rule) as bpmn-js-bpmnlint's `linting.completed` event carries
 * it: reports per element, each naming its rule.
 */
function asCompletedIssues(results: Record<string, LintReport[]>): LintIssues {
  const issues: LintIssues = {}
  for (const [rule, reports] of Object.entries(results)) {
    for (const report of reports) {
      const id = report.id ?? 'root'
      ;(issues[id] ??= []).push({ ...report, rule })
    }
  }
  return issues
}

async function lint(xml: string, dialect: BpmnDialect = 'camunda') {
  const { rootElement } = await createModdle(dialect).fromXML(xml)
  const results = await new Linter(buildLintConfig()).lint(rootElement)
  return flattenLintIssues(asCompletedIssues(results))
}

function diagram(processBody: string, shapes = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="p" name="流程" isExecutable="true">${processBody}</bpmn:process>
  <bpmndi:BPMNDiagram id="dia"><bpmndi:BPMNPlane id="plane" bpmnElement="p">${shapes}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`
}

const shape = (id: string, x: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="100" width="100" height="80" /></bpmndi:BPMNShape>`
const edge = (id: string, x1: number, x2: number) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${x1}" y="140" /><di:waypoint x="${x2}" y="140" /></bpmndi:BPMNEdge>`

describe('designer lint rules', () => {
  it.each(['camunda', 'flowable', 'activiti'] as const)(
    'shows a fresh empty %s process as fine',
    async (dialect) => {
      const xml = buildNewDiagramXml(newProcessIdentity(null, 1), dialect)
      expect(await lint(xml, dialect)).toEqual([])
    },
  )

  it('reports a missing start event once the process has elements, in Chinese', async () => {
    const problems = await lint(
      diagram('<bpmn:endEvent id="end" name="结束" />', shape('end', 300)),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({
        elementId: 'p',
        message: '流程缺少开始事件',
        severity: 'error',
        rule: 'start-event-required',
      }),
    )
  })

  it('passes a complete start -> task -> end process', async () => {
    const problems = await lint(
      diagram(
        `<bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
         <bpmn:userTask id="approve" name="审批"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
         <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
         <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
         <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />`,
        shape('start', 0) +
          shape('approve', 200) +
          shape('end', 400) +
          edge('f1', 100, 200) +
          edge('f2', 300, 400),
      ),
    )
    expect(problems).toEqual([])
  })

  it('lists errors before warnings and flags an unnamed, unconnected task', async () => {
    const problems = await lint(
      diagram(
        `<bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
         <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f1</bpmn:incoming></bpmn:endEvent>
         <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="end" />
         <bpmn:task id="lonely" />`,
        shape('start', 0) + shape('end', 400) + shape('lonely', 200) + edge('f1', 100, 400),
      ),
    )
    const lonely = problems.filter((problem) => problem.elementId === 'lonely')
    expect(lonely.map((problem) => problem.message)).toEqual(
      expect.arrayContaining(['元素未连接', '元素缺少名称']),
    )
    const severities = problems.map((problem) => problem.severity)
    expect(severities.indexOf('warn')).toBeGreaterThan(severities.lastIndexOf('error'))
  })

  it('refuses rules it does not bundle', () => {
    const { resolver } = buildLintConfig()
    expect(() => resolver.resolveRule('bpmnlint', 'no-such-rule')).toThrow('unknown rule')
    expect(() => resolver.resolveRule('bpmnlint-plugin-x', 'label-required')).toThrow()
  })

  it('runs every rule on real diagrams without a rule crashing', async () => {
    const files = readdirSync(MIWG_DIR).filter((file) => file.endsWith('.bpmn'))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const { rootElement } = await createModdle().fromXML(
        readFileSync(join(MIWG_DIR, file), 'utf8'),
      )
      const results = await new Linter(buildLintConfig()).lint(rootElement)
      // A rule that throws is reported with the category 'rule-error'.
      const crashes = Object.values(results)
        .flat()
        .filter((report) => report.category === 'rule-error')
      expect(crashes, file).toEqual([])
    }
  })
})

describe('flattenLintIssues', () => {
  it('points at the element a hidden problem is about', () => {
    const problems = flattenLintIssues({
      Participant_1: [
        {
          id: 'Participant_1',
          actualElementId: 'Process_1',
          message: 'x',
          category: 'warn',
          rule: 'r',
        },
      ],
      Task_1: [{ id: 'Task_1', message: 'y', category: 'rule-error', rule: 'broken' }],
    })
    expect(problems).toEqual([
      { elementId: 'Task_1', shownOnId: 'Task_1', message: 'y', severity: 'error', rule: 'broken' },
      {
        elementId: 'Process_1',
        shownOnId: 'Participant_1',
        message: 'x',
        severity: 'warn',
        rule: 'r',
      },
    ])
  })
})
