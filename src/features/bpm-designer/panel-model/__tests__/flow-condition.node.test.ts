import { DIALECT_SUPPORT, DIALECTS } from '@/shared/bpmn/dialects'
import { readFlowCondition, writeCondition, writeFlowType, type ConditionInput } from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

const expression = (body: string): ConditionInput => ({
  conditionType: 'expression',
  body,
  language: '',
  scriptType: 'inline',
  resource: '',
})

describe.each(DIALECTS)('flow condition (%s)', (dialect) => {
  it('reads a plain flow as normal, with default possible after a gateway', async () => {
    const { ctx, target } = await createHarness(dialect)
    expect(readFlowCondition(ctx, target('flow_a'))).toEqual({
      flowType: 'normal',
      canBeDefault: true,
      conditionType: null,
      body: '',
      language: '',
      scriptType: null,
      resource: '',
    })
  })

  it('condition creates an expression; default marks the source default and clears it; normal clears both', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const gateway = () => h.element('gateway').businessObject

    let xml = await expectOneUndoStep(h, () => writeFlowType(ctx, target('flow_a'), 'condition'))
    expect(xml).toMatch(
      /<bpmn:sequenceFlow id="flow_a"[^>]*>\s*<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" \/>/,
    )
    expect(readFlowCondition(ctx, target('flow_a')).flowType).toBe('condition')

    await expectOneUndoStep(h, () =>
      writeCondition(ctx, target('flow_a'), expression('${days > 3}')),
    )
    expect(readFlowCondition(ctx, target('flow_a'))).toMatchObject({
      flowType: 'condition',
      conditionType: 'expression',
      body: '${days > 3}',
    })

    // default: one step for the flow and its source together
    xml = await expectOneUndoStep(h, () => writeFlowType(ctx, target('flow_a'), 'default'))
    expect(xml).toContain('<bpmn:exclusiveGateway id="gateway" default="flow_a" />')
    expect(xml).not.toContain('days &gt; 3')
    expect(gateway().get('default')).toBe(h.element('flow_a').businessObject)
    expect(readFlowCondition(ctx, target('flow_a')).flowType).toBe('default')

    // condition again: the source's default goes
    await expectOneUndoStep(h, () => writeFlowType(ctx, target('flow_a'), 'condition'))
    expect(gateway().get('default')).toBeUndefined()

    writeFlowType(ctx, target('flow_a'), 'default')
    xml = await expectOneUndoStep(h, () => writeFlowType(ctx, target('flow_a'), 'normal'))
    expect(xml).not.toContain('default="flow_a"')
    expect(readFlowCondition(ctx, target('flow_a')).flowType).toBe('normal')
    await expectNoWrite(h, () => writeFlowType(ctx, target('flow_a'), 'normal'))
  })

  it('moving the default to another flow keeps the condition of the first one', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    writeFlowType(ctx, target('flow_a'), 'default')
    writeCondition(ctx, target('flow_b'), expression('${ok}'))
    const xml = await expectOneUndoStep(h, () => writeFlowType(ctx, target('flow_b'), 'default'))
    expect(xml).toContain('default="flow_b"')
    expect(readFlowCondition(ctx, target('flow_a')).flowType).toBe('normal')
  })

  it('has no condition section for a flow out of a start event', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    await expectNoWrite(h, () => {
      expect(writeFlowType(ctx, target('flow_start'), 'condition').ok).toBe(false)
    })
  })

  it('writes script conditions only where the dialect supports them', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const inline: ConditionInput = {
      conditionType: 'script',
      body: 'days > 3',
      language: 'groovy',
      scriptType: 'inline',
      resource: '',
    }
    const external: ConditionInput = {
      ...inline,
      body: '',
      scriptType: 'external',
      resource: 'cond.groovy',
    }
    const support = DIALECT_SUPPORT[dialect]
    if (!support.scriptConditions) {
      await expectNoWrite(h, () =>
        expect(writeCondition(ctx, target('flow_a'), inline).ok).toBe(false),
      )
      return
    }
    const xml = await expectOneUndoStep(h, () => writeCondition(ctx, target('flow_a'), inline))
    expect(xml).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">days &gt; 3</bpmn:conditionExpression>',
    )
    expect(readFlowCondition(ctx, target('flow_a'))).toMatchObject({
      conditionType: 'script',
      scriptType: 'inline',
      language: 'groovy',
      body: 'days > 3',
    })
    if (support.externalScripts) {
      const externalXml = await expectOneUndoStep(h, () =>
        writeCondition(ctx, target('flow_a'), external),
      )
      expect(externalXml).toContain(`language="groovy" ${dialect}:resource="cond.groovy"`)
      expect(readFlowCondition(ctx, target('flow_a'))).toMatchObject({
        conditionType: 'script',
        scriptType: 'external',
        body: '',
        resource: 'cond.groovy',
      })
    } else {
      await expectNoWrite(h, () =>
        expect(writeCondition(ctx, target('flow_a'), external).ok).toBe(false),
      )
    }
    await expectNoWrite(h, () => writeCondition(ctx, target('flow_a'), readInput()))
    await expectLosslessReimport(harness, (r) => readFlowCondition(r.ctx, r.target('flow_a')))

    function readInput(): ConditionInput {
      const view = readFlowCondition(ctx, target('flow_a'))
      return {
        conditionType: view.conditionType ?? 'expression',
        body: view.body,
        language: view.language,
        scriptType: view.scriptType ?? 'inline',
        resource: view.resource,
      }
    }
  })

  it('survives a re-import with a default flow and an expression', async () => {
    const harness = await createHarness(dialect)
    writeFlowType(harness.ctx, harness.target('flow_a'), 'default')
    writeCondition(harness.ctx, harness.target('flow_b'), expression('${approved}'))
    await expectLosslessReimport(harness, (r) => [
      readFlowCondition(r.ctx, r.target('flow_a')),
      readFlowCondition(r.ctx, r.target('flow_b')),
    ])
  })
})
