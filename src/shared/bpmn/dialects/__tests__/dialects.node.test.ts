import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  ALL_DIALECT_MODDLE_EXTENSIONS,
  DEFAULT_DIALECT,
  DIALECT_NAMESPACES,
  DIALECT_SUPPORT,
  DIALECTS,
  detectDialect,
  moddleExtensionsFor,
  type BpmnDialect,
} from '@/shared/bpmn/dialects'
import { MIWG_DIR } from '@/shared/test-utils/miwg-reference'

interface Moddle {
  fromXML(xml: string): Promise<{ rootElement: object; warnings: { message: string }[] }>
  toXML(element: object, options?: { format?: boolean }): Promise<{ xml: string }>
}

// bpmn-moddle's ESM entry has no type declarations; the CommonJS build is typed here.
const require = createRequire(import.meta.url)
const { BpmnModdle } = require('bpmn-moddle') as {
  BpmnModdle: (extensions?: Record<string, object>) => Moddle
}

/** Everything the panel writes in a dialect, written by hand as the engine expects it. */
function fullDiagram(dialect: BpmnDialect): string {
  const p = dialect
  const async =
    dialect === 'camunda'
      ? 'camunda:asyncBefore="true" camunda:asyncAfter="true" camunda:exclusive="false"'
      : `${p}:async="true" ${p}:exclusive="false"`
  const followUp = dialect === 'camunda' ? 'camunda:followUpDate="2025-05-01"' : ''
  const form =
    dialect === 'camunda'
      ? `<camunda:formData businessKey="days">
          <camunda:formField id="days" label="天数" type="long" defaultValue="1">
            <camunda:properties><camunda:property id="min" value="1" /></camunda:properties>
            <camunda:validation><camunda:constraint name="required" /><camunda:constraint name="max" config="30" /></camunda:validation>
          </camunda:formField>
          <camunda:formField id="kind" label="类型" type="enum">
            <camunda:value id="sick" name="病假" /><camunda:value id="annual" name="年假" />
          </camunda:formField>
          <camunda:formField id="from" label="开始" type="date" datePattern="yyyy-MM-dd" />
        </camunda:formData>`
      : `<${p}:formProperty id="days" name="天数" type="long" default="1" required="true" writable="false" />
        <${p}:formProperty id="kind" name="类型" type="enum"><${p}:value id="sick" name="病假" /><${p}:value id="annual" name="年假" /></${p}:formProperty>`
  const scriptListener =
    dialect === 'camunda'
      ? `<camunda:executionListener event="end"><camunda:script scriptFormat="groovy">println 1</camunda:script></camunda:executionListener>`
      : ''
  const timeoutListener =
    dialect === 'camunda'
      ? `<camunda:taskListener id="remind" event="timeout" class="a.Remind"><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></camunda:taskListener>`
      : ''
  const vocabulary =
    dialect === 'flowable'
      ? `<flowable:button id="b1" name="同意" code="approve" isHide="false" next="end" sort="1" />
         <flowable:assignee id="a1" type="role" value="2" condition="" operationType="and" sort="1" />`
      : ''
  const flowVocabulary =
    dialect === 'flowable'
      ? `<bpmn:extensionElements><flowable:condition id="c1" field="days" compare="&gt;" value="3" logic="and" sort="1" /></bpmn:extensionElements>`
      : ''
  const miAsync = dialect === 'camunda' ? 'camunda:asyncBefore="true"' : ''
  const miRetry =
    dialect === 'camunda'
      ? '<bpmn:extensionElements><camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle></bpmn:extensionElements>'
      : ''
  const resource = dialect === 'camunda' ? 'camunda:resource="classpath://s.groovy"' : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${p}="${DIALECT_NAMESPACES[dialect]}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:message id="Message_1" name="到达" />
  <bpmn:signal id="Signal_1" name="取消" />
  <bpmn:process id="leave" name="请假" isExecutable="true">
    <bpmn:extensionElements>
      <${p}:executionListener event="start" class="a.Start"><${p}:field name="level"><${p}:string>high</${p}:string></${p}:field></${p}:executionListener>
      <${p}:properties><${p}:property name="owner" value="hr" /></${p}:properties>
    </bpmn:extensionElements>
    <bpmn:startEvent id="start" ${p}:initiator="starter" ${p}:formKey="leave-start">
      <bpmn:extensionElements>${form}</bpmn:extensionElements>
    </bpmn:startEvent>
    <bpmn:userTask id="approve" name="审批" ${async} ${p}:assignee="1" ${p}:candidateUsers="1,2" ${p}:candidateGroups="3" ${p}:dueDate="\${due}" ${p}:priority="50" ${followUp} ${p}:formKey="approve-form">
      <bpmn:documentation>由主管审批</bpmn:documentation>
      <bpmn:extensionElements>
        <${p}:taskListener id="notify" event="create" delegateExpression="\${notifier}"><${p}:field name="channel"><${p}:expression>\${sms}</${p}:expression></${p}:field></${p}:taskListener>
        ${timeoutListener}
        ${scriptListener}
        ${vocabulary}
      </bpmn:extensionElements>
      <bpmn:multiInstanceLoopCharacteristics ${p}:collection="\${coll_userList}" ${p}:elementVariable="user" ${miAsync}>
        ${miRetry}
        <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances &gt;= 2}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:scriptTask id="calc" scriptFormat="groovy" ${p}:resultVariable="total" ${resource} />
    <bpmn:scriptTask id="calc_inline" scriptFormat="javascript"><bpmn:script>1 + 1</bpmn:script></bpmn:scriptTask>
    <bpmn:receiveTask id="wait" messageRef="Message_1" />
    <bpmn:serviceTask id="send" ${p}:class="a.Send" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="calc">
      ${flowVocabulary}
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approved}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f3" sourceRef="calc" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`
}

async function roundTrip(moddle: Moddle, xml: string) {
  const first = await moddle.fromXML(xml)
  const exported = (await moddle.toXML(first.rootElement, { format: true })).xml
  const second = await moddle.fromXML(exported)
  const reexported = (await moddle.toXML(second.rootElement, { format: true })).xml
  return { warnings: [...first.warnings, ...second.warnings], exported, reexported }
}

describe('dialect descriptors', () => {
  it('names the three dialects with their namespaces, camunda first and default', () => {
    expect(DIALECTS).toEqual(['camunda', 'flowable', 'activiti'])
    expect(DEFAULT_DIALECT).toBe('camunda')
    expect(DIALECT_NAMESPACES).toEqual({
      camunda: 'http://camunda.org/schema/1.0/bpmn',
      flowable: 'http://flowable.org/bpmn',
      activiti: 'http://activiti.org/bpmn',
    })
    for (const dialect of DIALECTS) {
      const extensions = moddleExtensionsFor(dialect)
      expect(Object.keys(extensions)).toEqual([dialect])
      expect(extensions[dialect]).toMatchObject({
        prefix: dialect,
        uri: DIALECT_NAMESPACES[dialect],
      })
    }
  })

  it.each(DIALECTS)(
    '%s: everything the panel writes imports without warnings and exports unchanged',
    async (dialect) => {
      const { warnings, exported, reexported } = await roundTrip(
        BpmnModdle(moddleExtensionsFor(dialect)),
        fullDiagram(dialect),
      )
      expect(warnings.map((warning) => warning.message)).toEqual([])
      expect(reexported).toBe(exported)
      // Spot checks that the extension XML survived as the engine spells it.
      const p = dialect
      expect(exported).toContain(`${p}:assignee="1"`)
      expect(exported).toContain(`${p}:candidateUsers="1,2"`)
      expect(exported).toContain(
        dialect === 'camunda'
          ? '<camunda:taskListener delegateExpression="${notifier}" event="create" id="notify">'
          : `<${p}:taskListener id="notify" event="create" delegateExpression="\${notifier}">`,
      )
      expect(exported).toContain(`<${p}:expression>\${sms}</${p}:expression>`)
      expect(exported).toContain(`<${p}:property name="owner" value="hr" />`)
      expect(exported).toContain(`${p}:initiator="starter"`)
      expect(exported).toContain(`${p}:collection="\${coll_userList}"`)
      if (dialect === 'camunda') {
        expect(exported).toContain('camunda:asyncBefore="true"')
        expect(exported).toContain('<camunda:formData businessKey="days">')
        expect(exported).toContain('<camunda:constraint name="max" config="30" />')
        expect(exported).toContain(
          '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration>',
        )
        expect(exported).toContain('camunda:followUpDate="2025-05-01"')
        expect(exported).toContain(
          '<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>',
        )
      } else {
        expect(exported).toContain(`${p}:async="true"`)
        expect(exported).toContain(`${p}:exclusive="false"`)
        expect(exported).toContain(
          `<${p}:formProperty id="days" name="天数" type="long" required="true" writable="false" default="1" />`,
        )
        expect(exported).toContain(`<${p}:value id="sick" name="病假" />`)
      }
      if (dialect === 'flowable') {
        expect(exported).toContain(
          '<flowable:button id="b1" name="同意" code="approve" isHide="false" next="end" sort="1" />',
        )
        expect(exported).toContain(
          '<flowable:assignee id="a1" type="role" value="2" condition="" operationType="and" sort="1" />',
        )
        expect(exported).toContain(
          '<flowable:condition id="c1" field="days" compare="&#62;" value="3" logic="and" sort="1" />',
        )
      }
    },
  )

  it("keeps any dialect's XML in one moddle with all three (for viewers)", async () => {
    const moddle = BpmnModdle(ALL_DIALECT_MODDLE_EXTENSIONS)
    for (const dialect of DIALECTS) {
      const { warnings, exported, reexported } = await roundTrip(moddle, fullDiagram(dialect))
      // Flowable / Activiti attributes are kept untyped ("unknown attribute"); nothing is dropped.
      expect(warnings.filter((warning) => !/^unknown attribute/.test(warning.message))).toEqual([])
      expect(reexported).toBe(exported)
      const p = dialect
      expect(exported).toContain(`${p}:assignee="1"`)
      expect(exported).toContain(`${p}:formKey="approve-form"`)
      expect(exported).toMatch(new RegExp(`<${p}:taskListener [^>]*id="notify"`))
      expect(exported).toContain(`<${p}:property name="owner" value="hr" />`)
      expect(exported).toContain(`${p}:collection="\${coll_userList}"`)
    }
  })

  it('keeps the Activiti extensions of a real diagram made by another tool (MIWG C.1.0)', async () => {
    const xml = readFileSync(`${MIWG_DIR}/C.1.0.bpmn`, 'utf8')
    // Signavio binds the prefix "camunda" to Activiti's namespace.
    expect(detectDialect(xml)).toBe('activiti')
    const { warnings, exported, reexported } = await roundTrip(
      BpmnModdle(moddleExtensionsFor('activiti')),
      xml,
    )
    expect(warnings.filter((warning) => /unparsable|unknown type/.test(warning.message))).toEqual(
      [],
    )
    expect(reexported).toBe(exported)
    expect(exported).toContain('assignee="${approver}"')
    expect(exported).toContain('>${genderBean.getGenderString(gender)}</')
    expect(exported).toContain('stringValue="Hello World"')
  })
})

describe('detectDialect', () => {
  it('finds the dialect from the namespace in use, whatever the prefix', () => {
    for (const dialect of DIALECTS) expect(detectDialect(fullDiagram(dialect))).toBe(dialect)
    const aliased = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:fl="http://flowable.org/bpmn"><process id="p"><userTask id="u" fl:assignee="1"/></process></definitions>`
    expect(detectDialect(aliased)).toBe('flowable')
  })

  it('prefers the namespace that is used over one only declared, and says null for plain BPMN', () => {
    const both = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:activiti="http://activiti.org/bpmn"><process id="p"><userTask id="u" activiti:assignee="1"/></process></definitions>`
    expect(detectDialect(both)).toBe('activiti')
    expect(
      detectDialect('<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"/>'),
    ).toBeNull()
  })
})

describe('DIALECT_SUPPORT', () => {
  it('gives Camunda its own features and Flowable / Activiti theirs', () => {
    expect(DIALECT_SUPPORT.camunda).toMatchObject({
      async: 'beforeAfter',
      followUpDate: true,
      form: 'formData',
      taskListenerTimer: true,
    })
    expect(DIALECT_SUPPORT.camunda.taskListenerEvents).toEqual(
      expect.arrayContaining(['update', 'timeout']),
    )
    for (const dialect of ['flowable', 'activiti'] as const) {
      expect(DIALECT_SUPPORT[dialect]).toMatchObject({
        async: 'single',
        followUpDate: false,
        form: 'formProperty',
        taskListenerTimer: false,
      })
      expect(DIALECT_SUPPORT[dialect].taskListenerEvents).toEqual([
        'create',
        'assignment',
        'complete',
        'delete',
      ])
    }
    expect(DIALECT_SUPPORT.flowable.extensionVocabulary).toBe(true)
    expect(DIALECT_SUPPORT.activiti.extensionVocabulary).toBe(false)
  })
})
