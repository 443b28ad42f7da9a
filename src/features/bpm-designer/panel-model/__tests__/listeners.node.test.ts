import { DIALECT_SUPPORT, DIALECTS } from '@/shared/bpmn/dialects'
import {
  emptyListenerForm,
  listenerEvents,
  listenerTypes,
  readListeners,
  removeListener,
  saveListener,
  validateListener,
  validateListenerField,
  type ListenerForm,
} from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

const classListener: ListenerForm = {
  ...emptyListenerForm(),
  event: 'start',
  listenerType: 'class',
  class: 'museum.bpm.StartListener',
  fields: [
    { name: 'level', fieldType: 'string', string: 'high', expression: '' },
    { name: 'who', fieldType: 'expression', string: '', expression: '${initiator}' },
  ],
}

describe.each(DIALECTS)('execution and task listeners (%s)', (dialect) => {
  const support = DIALECT_SUPPORT[dialect]

  it('adds, edits and removes execution listeners with fields, one undo step each', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    for (const id of [null, 'user_task', 'gateway']) {
      const xml = await expectOneUndoStep(h, () =>
        expect(saveListener(ctx, target(id), 'execution', null, classListener).ok).toBe(true),
      )
      expect(xml).toContain(`<${dialect}:executionListener`)
      expect(xml).toContain(`class="museum.bpm.StartListener"`)
      expect(xml).toContain(`<${dialect}:string>high</${dialect}:string>`)
      expect(xml).toContain(`<${dialect}:expression>\${initiator}</${dialect}:expression>`)
    }
    expect(readListeners(ctx, target('user_task'), 'execution')).toEqual([classListener])

    const edited: ListenerForm = {
      ...classListener,
      event: 'end',
      listenerType: 'delegateExpression',
      delegateExpression: '${endListener}',
      fields: [classListener.fields[0]],
    }
    const xml = await expectOneUndoStep(h, () =>
      saveListener(ctx, target('user_task'), 'execution', 0, edited),
    )
    expect(xml).toContain('delegateExpression="${endListener}"')
    expect(readListeners(ctx, target('user_task'), 'execution')).toEqual([{ ...edited, class: '' }])
    await expectLosslessReimport(harness, (r) => [
      readListeners(r.ctx, r.target(null), 'execution'),
      readListeners(r.ctx, r.target('user_task'), 'execution'),
    ])
    await expectOneUndoStep(h, () => removeListener(ctx, target('user_task'), 'execution', 0))
    expect(readListeners(ctx, target('user_task'), 'execution')).toEqual([])
  })

  it('offers take on sequence flows and start / end elsewhere', async () => {
    const { ctx, target } = await createHarness(dialect)
    expect(listenerEvents(ctx, target('flow_a'), 'execution')).toEqual(['take'])
    expect(listenerEvents(ctx, target('user_task'), 'execution')).toEqual(['start', 'end'])
    expect(listenerEvents(ctx, target('user_task'), 'task')).toEqual(support.taskListenerEvents)
  })

  it('validates the listener form with its Chinese messages', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    const task = target('user_task')
    expect(validateListener(ctx, task, 'execution', emptyListenerForm())).toEqual({
      event: '请选择事件类型',
      listenerType: '请选择监听器类型',
    })
    expect(validateListener(ctx, task, 'task', emptyListenerForm())).toEqual({
      id: '请填写监听器ID',
      event: '请选择事件类型',
      listenerType: '请选择监听器类型',
    })
    const base = { ...emptyListenerForm(), event: 'start' }
    expect(validateListener(ctx, task, 'execution', { ...base, listenerType: 'class' })).toEqual({
      class: '请填写Java类',
    })
    expect(
      validateListener(ctx, task, 'execution', { ...base, listenerType: 'expression' }),
    ).toEqual({
      expression: '请填写表达式',
    })
    expect(
      validateListener(ctx, task, 'execution', { ...base, listenerType: 'delegateExpression' }),
    ).toEqual({ delegateExpression: '请填写代理表达式' })
    const script = { ...base, listenerType: 'script' as const }
    const unsupported = support.scriptListeners
      ? {}
      : { listenerType: '当前流程引擎不支持脚本监听器' }
    expect(validateListener(ctx, task, 'execution', script)).toEqual({
      ...unsupported,
      scriptFormat: '请填写脚本格式',
      scriptType: '请选择脚本类型',
    })
    expect(
      validateListener(ctx, task, 'execution', {
        ...script,
        scriptFormat: 'groovy',
        scriptType: 'inlineScript',
      }),
    ).toEqual({ ...unsupported, value: '请填写脚本内容' })
    expect(
      validateListener(ctx, task, 'execution', {
        ...script,
        scriptFormat: 'groovy',
        scriptType: 'externalScript',
      }),
    ).toEqual({ ...unsupported, resource: '请填写资源地址' })
    await expectNoWrite(h, () => {
      expect(
        saveListener(ctx, task, 'execution', null, { ...base, listenerType: 'class' }),
      ).toEqual({
        ok: false,
        errors: { class: '请填写Java类' },
      })
    })
  })

  it('validates the listener field form', () => {
    expect(validateListenerField({ name: '', fieldType: '', string: '', expression: '' })).toEqual({
      name: '请填写字段名称',
      fieldType: '请选择字段类型',
    })
    expect(
      validateListenerField({ name: 'a', fieldType: 'string', string: ' ', expression: '' }),
    ).toEqual({
      string: '请填写字段值',
    })
    expect(
      validateListenerField({ name: 'a', fieldType: 'expression', string: '', expression: '' }),
    ).toEqual({
      expression: '请填写字段表达式',
    })
    expect(
      validateListenerField({ name: 'a', fieldType: 'expression', string: '', expression: '${x}' }),
    ).toEqual({})
  })

  it('writes script listeners only where the dialect supports them', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const inline: ListenerForm = {
      ...emptyListenerForm(),
      event: 'end',
      listenerType: 'script',
      scriptFormat: 'groovy',
      scriptType: 'inlineScript',
      value: 'println "done"',
    }
    expect(listenerTypes(ctx)).toEqual(
      support.scriptListeners
        ? ['class', 'expression', 'delegateExpression', 'script']
        : ['class', 'expression', 'delegateExpression'],
    )
    if (!support.scriptListeners) {
      await expectNoWrite(h, () =>
        expect(saveListener(ctx, target('user_task'), 'execution', null, inline).ok).toBe(false),
      )
      return
    }
    let xml = await expectOneUndoStep(h, () =>
      saveListener(ctx, target('user_task'), 'execution', null, inline),
    )
    expect(xml).toContain('<camunda:script scriptFormat="groovy">println "done"</camunda:script>')
    const external = {
      ...inline,
      scriptType: 'externalScript' as const,
      value: '',
      resource: 'done.groovy',
    }
    xml = await expectOneUndoStep(h, () =>
      saveListener(ctx, target('user_task'), 'execution', 0, external),
    )
    expect(xml).toContain('<camunda:script scriptFormat="groovy" resource="done.groovy" />')
    expect(readListeners(ctx, target('user_task'), 'execution')).toEqual([external])
    await expectLosslessReimport(harness, (r) =>
      readListeners(r.ctx, r.target('user_task'), 'execution'),
    )
  })

  it("adds task listeners with the dialect's events; the timeout timer only in camunda", async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const task = () => target('user_task')
    const create: ListenerForm = {
      ...emptyListenerForm(),
      id: 'notify',
      event: 'create',
      listenerType: 'expression',
      expression: '${notifier.send(task)}',
    }
    let xml = await expectOneUndoStep(h, () => saveListener(ctx, task(), 'task', null, create))
    expect(xml).toMatch(new RegExp(`<${dialect}:taskListener [^>]*id="notify"`))
    const timeout: ListenerForm = {
      ...emptyListenerForm(),
      id: 'remind',
      event: 'timeout',
      listenerType: 'class',
      class: 'museum.Remind',
      timerType: 'duration',
      timerValue: '',
    }
    if (!support.taskListenerTimer) {
      await expectNoWrite(h, () =>
        expect(saveListener(ctx, task(), 'task', null, timeout)).toEqual({
          ok: false,
          errors: { event: '当前流程引擎不支持该事件类型' },
        }),
      )
      await expectNoWrite(h, () =>
        expect(saveListener(ctx, task(), 'task', null, { ...create, event: 'update' }).ok).toBe(
          false,
        ),
      )
    } else {
      expect(saveListener(ctx, task(), 'task', null, timeout)).toEqual({
        ok: false,
        errors: { timerValue: '请填写定时器配置' },
      })
      // 'null' (no timer) needs no value
      expect(validateListener(ctx, task(), 'task', { ...timeout, timerType: 'null' })).toEqual({})
      xml = await expectOneUndoStep(h, () =>
        saveListener(ctx, task(), 'task', null, { ...timeout, timerValue: 'PT1H' }),
      )
      expect(xml).toContain(
        '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration>',
      )
      expect(readListeners(ctx, task(), 'task')[1]).toMatchObject({
        timerType: 'duration',
        timerValue: 'PT1H',
      })
      // Changing to another event drops the timer.
      xml = await expectOneUndoStep(h, () =>
        saveListener(ctx, task(), 'task', 1, { ...timeout, event: 'complete', timerValue: 'PT1H' }),
      )
      expect(xml).not.toContain('timerEventDefinition')
    }
    await expectLosslessReimport(harness, (r) =>
      readListeners(r.ctx, r.target('user_task'), 'task'),
    )
    await expectOneUndoStep(h, () => removeListener(ctx, task(), 'task', 0))
    expect(readListeners(ctx, task(), 'task').map((listener) => listener.id)).not.toContain(
      'notify',
    )
  })

  it('keeps task and execution listeners apart', async () => {
    const { ctx, target } = await createHarness(dialect)
    saveListener(ctx, target('user_task'), 'execution', null, classListener)
    saveListener(ctx, target('user_task'), 'task', null, {
      ...classListener,
      id: 't',
      event: 'complete',
    })
    expect(readListeners(ctx, target('user_task'), 'execution')).toHaveLength(1)
    expect(readListeners(ctx, target('user_task'), 'task')).toHaveLength(1)
    removeListener(ctx, target('user_task'), 'execution', 0)
    expect(readListeners(ctx, target('user_task'), 'task')).toHaveLength(1)
  })
})
