import { DIALECT_SUPPORT, DIALECTS } from '@/shared/bpmn/dialects'
import {
  readReceiveTask,
  readScriptTask,
  readTaskAsync,
  readUserTask,
  writeReceiveTaskMessage,
  writeScriptTask,
  writeTaskAsync,
  writeUserTask,
} from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

describe.each(DIALECTS)('task section (%s)', (dialect) => {
  const support = DIALECT_SUPPORT[dialect]

  it('writes the async flags the dialect has; both off forces exclusive off', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    expect(readTaskAsync(ctx, target('service_task'))).toEqual({
      asyncBefore: false,
      asyncAfter: false,
      exclusive: false,
    })
    let xml = await expectOneUndoStep(h, () =>
      writeTaskAsync(ctx, target('service_task'), { asyncBefore: true }),
    )
    if (support.async === 'beforeAfter') {
      expect(xml).toContain('camunda:asyncBefore="true"')
    } else {
      expect(xml).toContain(`${dialect}:async="true"`)
      expect(xml).not.toContain('asyncBefore')
    }
    // exclusive defaults to on once async
    expect(readTaskAsync(ctx, target('service_task'))).toEqual({
      asyncBefore: true,
      asyncAfter: false,
      exclusive: true,
    })
    if (support.async === 'beforeAfter') {
      await expectOneUndoStep(h, () =>
        writeTaskAsync(ctx, target('service_task'), { asyncAfter: true }),
      )
      await expectOneUndoStep(h, () =>
        writeTaskAsync(ctx, target('service_task'), { asyncBefore: false }),
      )
      expect(readTaskAsync(ctx, target('service_task'))).toEqual({
        asyncBefore: false,
        asyncAfter: true,
        exclusive: true,
      })
      xml = await expectOneUndoStep(h, () =>
        writeTaskAsync(ctx, target('service_task'), { asyncAfter: false }),
      )
    } else {
      await expectNoWrite(h, () =>
        expect(writeTaskAsync(ctx, target('service_task'), { asyncAfter: true }).ok).toBe(false),
      )
      xml = await expectOneUndoStep(h, () =>
        writeTaskAsync(ctx, target('service_task'), { asyncBefore: false }),
      )
    }
    // both off -> exclusive false, written as such
    expect(xml).toContain(`${dialect}:exclusive="false"`)
    expect(readTaskAsync(ctx, target('service_task')).exclusive).toBe(false)
    // Turning async on again keeps exclusive off until the user turns it on.
    writeTaskAsync(ctx, target('service_task'), { asyncBefore: true })
    expect(readTaskAsync(ctx, target('service_task')).exclusive).toBe(false)
    await expectOneUndoStep(h, () =>
      writeTaskAsync(ctx, target('service_task'), { exclusive: true }),
    )
    expect(readTaskAsync(ctx, target('service_task')).exclusive).toBe(true)
    await expectLosslessReimport(harness, (r) => readTaskAsync(r.ctx, r.target('service_task')))
  })

  it('edits the user task fields; follow-up date only in camunda', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const task = () => target('user_task')
    let xml = await expectOneUndoStep(h, () => writeUserTask(ctx, task(), { assignee: '1' }))
    expect(xml).toContain(`${dialect}:assignee="1"`)
    xml = await expectOneUndoStep(h, () =>
      writeUserTask(ctx, task(), { candidateUsers: ['1', '2', ' '] }),
    )
    expect(xml).toContain(`${dialect}:candidateUsers="1,2"`)
    await expectOneUndoStep(h, () => writeUserTask(ctx, task(), { candidateGroups: ['3'] }))
    await expectOneUndoStep(h, () => writeUserTask(ctx, task(), { dueDate: '${due}' }))
    await expectOneUndoStep(h, () => writeUserTask(ctx, task(), { priority: '50' }))
    if (support.followUpDate) {
      xml = await expectOneUndoStep(h, () =>
        writeUserTask(ctx, task(), { followUpDate: '2025-05-01' }),
      )
      expect(xml).toContain('camunda:followUpDate="2025-05-01"')
    } else {
      await expectNoWrite(h, () =>
        expect(writeUserTask(ctx, task(), { followUpDate: 'x' }).ok).toBe(false),
      )
    }
    expect(readUserTask(ctx, task())).toEqual({
      assignee: '1',
      candidateUsers: ['1', '2'],
      candidateGroups: ['3'],
      dueDate: '${due}',
      followUpDate: support.followUpDate ? '2025-05-01' : '',
      priority: '50',
    })
    await expectNoWrite(h, () =>
      writeUserTask(ctx, task(), { assignee: '1', candidateUsers: ['1', '2'] }),
    )
    // Clearing removes the attribute.
    xml = await expectOneUndoStep(h, () =>
      writeUserTask(ctx, task(), { assignee: '', candidateUsers: [] }),
    )
    expect(xml).not.toContain(`${dialect}:assignee`)
    expect(xml).not.toContain(`${dialect}:candidateUsers`)
    await expectLosslessReimport(harness, (r) => readUserTask(r.ctx, r.target('user_task')))
  })

  it('keeps a script task either inline or external', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const task = () => target('script_task')
    expect(readScriptTask(ctx, task()).scriptType).toBeNull()
    let xml = await expectOneUndoStep(h, () =>
      writeScriptTask(ctx, task(), {
        scriptFormat: 'groovy',
        scriptType: 'inline',
        script: 'x = 1',
        resource: 'ignored.groovy',
        resultVariable: 'x',
      }),
    )
    expect(xml).toContain(
      `<bpmn:scriptTask id="script_task" name="脚本" scriptFormat="groovy" ${dialect}:resultVariable="x">`,
    )
    expect(xml).toContain('<bpmn:script>x = 1</bpmn:script>')
    expect(xml).not.toContain('ignored.groovy')
    expect(readScriptTask(ctx, task())).toEqual({
      scriptFormat: 'groovy',
      scriptType: 'inline',
      script: 'x = 1',
      resource: '',
      resultVariable: 'x',
    })
    const external = {
      scriptFormat: 'groovy',
      scriptType: 'external' as const,
      script: 'x = 1',
      resource: 'classpath://calc.groovy',
      resultVariable: 'x',
    }
    if (support.externalScripts) {
      xml = await expectOneUndoStep(h, () => writeScriptTask(ctx, task(), external))
      expect(xml).toContain('camunda:resource="classpath://calc.groovy"')
      expect(xml).not.toContain('<bpmn:script>')
      expect(readScriptTask(ctx, task()).scriptType).toBe('external')
    } else {
      await expectNoWrite(h, () => expect(writeScriptTask(ctx, task(), external).ok).toBe(false))
    }
    await expectLosslessReimport(harness, (r) => readScriptTask(r.ctx, r.target('script_task')))
  })

  it('binds a receive task to a message, and to none', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const task = () => target('receive_task')
    expect(readReceiveTask(ctx, task())).toEqual({
      messageRef: '',
      messages: [{ id: 'Message_existing', name: '已有消息' }],
    })
    const xml = await expectOneUndoStep(h, () =>
      writeReceiveTaskMessage(ctx, task(), 'Message_existing'),
    )
    expect(xml).toContain(
      '<bpmn:receiveTask id="receive_task" name="接收" messageRef="Message_existing" />',
    )
    await expectLosslessReimport(harness, (r) => readReceiveTask(r.ctx, r.target('receive_task')))
    const none = await expectOneUndoStep(h, () => writeReceiveTaskMessage(ctx, task(), ''))
    expect(none).not.toContain('messageRef')
    await expectNoWrite(h, () =>
      expect(writeReceiveTaskMessage(ctx, task(), 'nope').ok).toBe(false),
    )
  })
})
