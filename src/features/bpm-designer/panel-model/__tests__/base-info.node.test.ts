import { DIALECTS } from '@/shared/bpmn/dialects'
import {
  readBaseInfo,
  resolveTarget,
  sectionsFor,
  writeElementId,
  writeElementName,
  writeInitiator,
  writeProcessKey,
  writeProcessName,
} from '../index'
import {
  createHarness,
  sampleXml,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

describe.each(DIALECTS)('base info (%s)', (dialect) => {
  it('shows the process key and name when nothing is selected', async () => {
    const { ctx, target } = await createHarness(dialect)
    expect(readBaseInfo(ctx, target(null))).toEqual({
      kind: 'process',
      id: 'Process_1',
      name: '请假流程',
      labelField: 'name',
      initiator: null,
    })
  })

  it('applies a valid key as the process id, one undo step', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    const xml = await expectOneUndoStep(h, () =>
      expect(writeProcessKey(ctx, target(null), 'leave_v2')).toEqual({ ok: true, written: true }),
    )
    expect(xml).toContain('<bpmn:process id="leave_v2"')
    expect(h.root().id).toBe('leave_v2')
  })

  it('refuses an empty key or name with the exact messages and writes nothing', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    await expectNoWrite(h, () => {
      expect(writeProcessKey(ctx, target(null), '  ')).toEqual({
        ok: false,
        errors: { key: '流程标识不能为空' },
      })
      expect(writeProcessName(ctx, target(null), '')).toEqual({
        ok: false,
        errors: { name: '流程名称不能为空' },
      })
    })
  })

  it('applies the key as id only when it is a valid XML name', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    for (const invalid of ['1abc', 'a b', '中文', '-x', 'a/b']) {
      await expectNoWrite(h, () => {
        const result = writeProcessKey(ctx, target(null), invalid)
        expect(result.ok).toBe(false)
      })
    }
    for (const valid of ['_a', 'a-b.c$d', 'Leave9']) {
      expect(writeProcessKey(ctx, target(null), valid).ok).toBe(true)
      expect(h.root().id).toBe(valid)
    }
  })

  it('refuses an id another element already has', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    await expectNoWrite(h, () => {
      expect(writeElementId(ctx, target('user_task'), 'gateway')).toEqual({
        ok: false,
        errors: { id: '该ID已被其他元素使用' },
      })
      expect(writeProcessKey(ctx, target(null), 'Message_existing').ok).toBe(false)
    })
  })

  it('renames the process and other elements, one undo step each; an unchanged value writes nothing', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    await expectOneUndoStep(h, () => writeProcessName(ctx, target(null), '新流程'))
    await expectOneUndoStep(h, () => writeElementName(ctx, target('user_task'), '主管审批'))
    await expectOneUndoStep(h, () => writeElementId(ctx, target('user_task'), 'approve_1'))
    expect(h.element('approve_1').businessObject.get('name')).toBe('主管审批')
    await expectNoWrite(h, () => writeElementName(ctx, target('approve_1'), '主管审批'))
    await expectNoWrite(h, () => writeProcessName(ctx, target(null), '新流程'))
    await expectLosslessReimport(harness, (r) => [
      readBaseInfo(r.ctx, r.target(null)),
      readBaseInfo(r.ctx, r.target('approve_1')),
    ])
  })

  it('edits the initiator of a start event in the dialect', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    expect(readBaseInfo(ctx, target('start')).initiator).toBe('')
    const xml = await expectOneUndoStep(h, () => writeInitiator(ctx, target('start'), 'starter'))
    expect(xml).toContain(`${dialect}:initiator="starter"`)
    expect(readBaseInfo(ctx, target('start')).initiator).toBe('starter')
    expect(readBaseInfo(ctx, target('user_task')).initiator).toBeNull()
    await expectLosslessReimport(harness, (r) => readBaseInfo(r.ctx, r.target('start')))
  })
})

const ARTIFACTS = `
    <bpmn:textAnnotation id="note"><bpmn:text>旧备注</bpmn:text></bpmn:textAnnotation>
    <bpmn:group id="group_named" categoryValueRef="CategoryValue_old" />
    <bpmn:group id="group_bare" />`

function withArtifacts(dialect: (typeof DIALECTS)[number]): string {
  return sampleXml(dialect)
    .replace('</bpmn:process>', `${ARTIFACTS}\n  </bpmn:process>`)
    .replace(
      '</bpmn:definitions>',
      '<bpmn:category id="Category_old"><bpmn:categoryValue id="CategoryValue_old" value="审批区" /></bpmn:category>\n</bpmn:definitions>',
    )
}

describe.each(DIALECTS)('labels of artifacts, as bpmn-js keeps them (%s)', (dialect) => {
  it("reads and writes a text annotation's text, never a name", async () => {
    const harness = await createHarness(dialect, withArtifacts(dialect))
    const { h, ctx, target } = harness
    expect(readBaseInfo(ctx, target('note'))).toMatchObject({ name: '旧备注', labelField: 'text' })
    const xml = await expectOneUndoStep(h, () =>
      expect(writeElementName(ctx, target('note'), '新备注')).toEqual({ ok: true, written: true }),
    )
    expect(xml).toContain('<bpmn:text>新备注</bpmn:text>')
    expect(xml).not.toMatch(/<bpmn:textAnnotation id="note"[^>]*name=/)
    expect(h.element('note').businessObject.get('name')).toBeUndefined()
    await expectLosslessReimport(harness, (r) => readBaseInfo(r.ctx, r.target('note')))
  })

  it('names a group through its category value, never with a name', async () => {
    const harness = await createHarness(dialect, withArtifacts(dialect))
    const { h, ctx, target } = harness
    expect(readBaseInfo(ctx, target('group_named'))).toMatchObject({
      name: '审批区',
      labelField: 'categoryValue',
    })
    const xml = await expectOneUndoStep(h, () =>
      expect(writeElementName(ctx, target('group_named'), '复核区')).toEqual({
        ok: true,
        written: true,
      }),
    )
    expect(xml).toContain('<bpmn:categoryValue id="CategoryValue_old" value="复核区" />')
    expect(xml).not.toMatch(/<bpmn:group [^>]*name=/)
    await expectNoWrite(h, () => writeElementName(ctx, target('group_named'), '复核区'))
    await expectLosslessReimport(harness, (r) => readBaseInfo(r.ctx, r.target('group_named')))
  })

  it('gives a group without a category value one, in one undo step', async () => {
    const harness = await createHarness(dialect, withArtifacts(dialect))
    const { h, ctx, target } = harness
    expect(readBaseInfo(ctx, target('group_bare')).name).toBe('')
    await expectNoWrite(h, () => writeElementName(ctx, target('group_bare'), '  '))
    const xml = await expectOneUndoStep(h, () =>
      writeElementName(ctx, target('group_bare'), '归档区'),
    )
    expect(xml).toMatch(
      /<bpmn:group id="group_bare" categoryValueRef="CategoryValue_group_bare" \/>/,
    )
    expect(xml).toMatch(
      /<bpmn:category id="Category_group_bare">\s*<bpmn:categoryValue id="CategoryValue_group_bare" value="归档区" \/>/,
    )
    expect(xml).not.toMatch(/<bpmn:group [^>]*name=/)
    expect(readBaseInfo(ctx, target('group_bare')).name).toBe('归档区')
    await expectLosslessReimport(harness, (r) => readBaseInfo(r.ctx, r.target('group_bare')))
  })
})

describe('panel target and sections', () => {
  it('shows the panel sections per element type, in order', async () => {
    const { h, target } = await createHarness('camunda')
    expect(sectionsFor(target(null))).toEqual([
      'base',
      'messages',
      'executionListeners',
      'extensionProperties',
      'documentation',
    ])
    expect(sectionsFor(target('user_task'))).toEqual([
      'base',
      'form',
      'task',
      'multiInstance',
      'executionListeners',
      'taskListeners',
      'extensionProperties',
      'documentation',
    ])
    expect(sectionsFor(target('start'))).toEqual([
      'base',
      'form',
      'executionListeners',
      'extensionProperties',
      'documentation',
    ])
    expect(sectionsFor(target('script_task'))).toEqual([
      'base',
      'task',
      'multiInstance',
      'executionListeners',
      'extensionProperties',
      'documentation',
    ])
    // A flow out of a start event has no condition section; one out of a gateway has.
    expect(sectionsFor(target('flow_start'))).not.toContain('condition')
    expect(sectionsFor(target('flow_a'))).toEqual([
      'base',
      'condition',
      'executionListeners',
      'extensionProperties',
      'documentation',
    ])
    expect(sectionsFor(target('gateway'))).toEqual([
      'base',
      'executionListeners',
      'extensionProperties',
      'documentation',
    ])
    // A removed element falls back to the process.
    const ghost = { ...h.element('user_task') }
    expect(resolveTarget(h.ports, ghost)?.kind).toBe('process')
  })

  it("edits the first participant's process in a collaboration", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:collaboration id="collab"><bpmn:participant id="pool" name="池" processRef="proc" /></bpmn:collaboration>
  <bpmn:process id="proc" name="流程" isExecutable="true"><bpmn:startEvent id="s" /></bpmn:process>
</bpmn:definitions>`
    const { h, ctx, target } = await createHarness('camunda', xml)
    const processTarget = target(null)
    expect(processTarget.kind).toBe('process')
    expect(processTarget.element.id).toBe('pool')
    const edited = await expectOneUndoStep(h, () => writeProcessKey(ctx, processTarget, 'proc_2'))
    expect(edited).toContain('<bpmn:process id="proc_2" name="流程"')
    expect(edited).toContain('processRef="proc_2"')
  })

  it('shows the surrounding process inside a drilled-down sub-process', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="outer" name="外层" isExecutable="true">
    <bpmn:subProcess id="sub"><bpmn:startEvent id="inner_start" /></bpmn:subProcess>
  </bpmn:process>
</bpmn:definitions>`
    const { h, ctx } = await createHarness('camunda', xml)
    // bpmn-js makes the sub-process plane the canvas root while drilled down.
    ;(h.ports.canvas as unknown as { root: unknown }).root = h.element('sub')
    const processTarget = resolveTarget(h.ports, null)
    expect(processTarget).toMatchObject({ kind: 'process', element: { id: 'outer' } })
    expect(readBaseInfo(ctx, processTarget!)).toMatchObject({
      kind: 'process',
      id: 'outer',
      name: '外层',
    })
  })
})
