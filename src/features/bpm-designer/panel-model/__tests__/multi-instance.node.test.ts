import { DIALECT_SUPPORT, DIALECTS } from '@/shared/bpmn/dialects'
import {
  DEFAULT_ELEMENT_VARIABLE,
  DEFAULT_PARALLEL_COLLECTION,
  readMultiInstance,
  writeLoopType,
  writeMultiInstance,
} from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

describe.each(DIALECTS)('multi-instance (%s)', (dialect) => {
  const support = DIALECT_SUPPORT[dialect]

  it('switches the loop type none / standard / sequential / parallel, one undo step each', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    const task = () => target('user_task')
    expect(readMultiInstance(ctx, task()).loopType).toBe('none')
    let xml = await expectOneUndoStep(h, () => writeLoopType(ctx, task(), 'standard'))
    expect(xml).toContain('<bpmn:standardLoopCharacteristics />')
    xml = await expectOneUndoStep(h, () => writeLoopType(ctx, task(), 'sequential'))
    expect(xml).toContain('<bpmn:multiInstanceLoopCharacteristics isSequential="true" />')
    expect(readMultiInstance(ctx, task()).loopType).toBe('sequential')
    xml = await expectOneUndoStep(h, () => writeLoopType(ctx, task(), 'none'))
    expect(xml).not.toContain('LoopCharacteristics')
    await expectNoWrite(h, () => writeLoopType(ctx, task(), 'none'))
  })

  it('parallel fills the default collection expression and element variable', async () => {
    expect(DEFAULT_PARALLEL_COLLECTION).toBe('${coll_userList}')
    expect(DEFAULT_ELEMENT_VARIABLE).toBe('user')
    const { h, ctx, target } = await createHarness(dialect)
    const task = () => target('user_task')
    const xml = await expectOneUndoStep(h, () => writeLoopType(ctx, task(), 'parallel'))
    expect(xml).toContain(
      `<bpmn:multiInstanceLoopCharacteristics ${dialect}:collection="\${coll_userList}" ${dialect}:elementVariable="user" />`,
    )
    // Sequential keeps what was there; back to parallel does not overwrite a typed collection.
    writeLoopType(ctx, task(), 'sequential')
    expect(readMultiInstance(ctx, task())).toMatchObject({
      loopType: 'sequential',
      collection: '${coll_userList}',
    })
    writeMultiInstance(ctx, task(), { collection: '${approvers}' })
    writeLoopType(ctx, task(), 'parallel')
    expect(readMultiInstance(ctx, task())).toMatchObject({
      loopType: 'parallel',
      collection: '${approvers}',
    })
  })

  it('edits cardinality, completion condition, collection and element variable', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const task = () => target('user_task')
    writeLoopType(ctx, task(), 'sequential')
    let xml = await expectOneUndoStep(h, () =>
      writeMultiInstance(ctx, task(), { loopCardinality: '3' }),
    )
    expect(xml).toContain(
      '<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>',
    )
    xml = await expectOneUndoStep(h, () =>
      writeMultiInstance(ctx, task(), { completionCondition: '${nrOfCompletedInstances >= 2}' }),
    )
    expect(xml).toContain('${nrOfCompletedInstances &gt;= 2}</bpmn:completionCondition>')
    await expectOneUndoStep(h, () => writeMultiInstance(ctx, task(), { collection: '${list}' }))
    await expectOneUndoStep(h, () => writeMultiInstance(ctx, task(), { elementVariable: 'item' }))
    await expectNoWrite(h, () =>
      writeMultiInstance(ctx, task(), { loopCardinality: '3', elementVariable: 'item' }),
    )
    expect(readMultiInstance(ctx, task())).toMatchObject({
      loopCardinality: '3',
      completionCondition: '${nrOfCompletedInstances >= 2}',
      collection: '${list}',
      elementVariable: 'item',
    })
    xml = await expectOneUndoStep(h, () => writeMultiInstance(ctx, task(), { loopCardinality: '' }))
    expect(xml).not.toContain('loopCardinality')
    await expectLosslessReimport(harness, (r) => readMultiInstance(r.ctx, r.target('user_task')))
  })

  it('writes async flags and the retry time cycle only in dialects that have them', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const task = () => target('user_task')
    writeLoopType(ctx, task(), 'parallel')
    if (!support.multiInstanceAsync) {
      await expectNoWrite(h, () => {
        expect(writeMultiInstance(ctx, task(), { asyncBefore: true }).ok).toBe(false)
        expect(writeMultiInstance(ctx, task(), { timeCycle: 'R3/PT10M' }).ok).toBe(false)
      })
      return
    }
    let xml = await expectOneUndoStep(h, () =>
      writeMultiInstance(ctx, task(), { asyncBefore: true }),
    )
    expect(xml).toContain('camunda:asyncBefore="true"')
    xml = await expectOneUndoStep(h, () =>
      writeMultiInstance(ctx, task(), { timeCycle: 'R3/PT10M' }),
    )
    expect(xml).toContain(
      '<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>',
    )
    await expectOneUndoStep(h, () => writeMultiInstance(ctx, task(), { timeCycle: 'R5/PT1M' }))
    expect(readMultiInstance(ctx, task())).toMatchObject({
      asyncBefore: true,
      exclusive: true,
      timeCycle: 'R5/PT1M',
    })
    await expectLosslessReimport(harness, (r) => readMultiInstance(r.ctx, r.target('user_task')))
    xml = await expectOneUndoStep(h, () => writeMultiInstance(ctx, task(), { asyncBefore: false }))
    expect(xml).toContain('camunda:exclusive="false"')
    xml = await expectOneUndoStep(h, () => writeMultiInstance(ctx, task(), { timeCycle: '' }))
    expect(xml).not.toContain('failedJobRetryTimeCycle')
  })
})
