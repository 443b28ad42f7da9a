import { DIALECTS } from '@/shared/bpmn/dialects'
import {
  readDocumentation,
  readExtensionProperties,
  removeExtensionProperty,
  saveExtensionProperty,
  writeDocumentation,
} from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

describe.each(DIALECTS)('extension properties and documentation (%s)', (dialect) => {
  it('adds, edits and removes extension properties, one undo step each', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    for (const id of [null, 'user_task', 'flow_a']) {
      const xml = await expectOneUndoStep(h, () =>
        saveExtensionProperty(ctx, target(id), null, { name: 'owner', value: 'hr' }),
      )
      expect(xml).toContain(`<${dialect}:properties>`)
      expect(xml).toContain(`<${dialect}:property name="owner" value="hr" />`)
    }
    await expectOneUndoStep(h, () =>
      saveExtensionProperty(ctx, target('user_task'), null, { name: 'level', value: '2' }),
    )
    await expectOneUndoStep(h, () =>
      saveExtensionProperty(ctx, target('user_task'), 1, { name: 'level', value: '3' }),
    )
    expect(readExtensionProperties(ctx, target('user_task'))).toEqual([
      { name: 'owner', value: 'hr' },
      { name: 'level', value: '3' },
    ])
    await expectNoWrite(h, () =>
      saveExtensionProperty(ctx, target('user_task'), 1, { name: 'level', value: '3' }),
    )
    await expectLosslessReimport(harness, (r) =>
      readExtensionProperties(r.ctx, r.target('user_task')),
    )
    await expectOneUndoStep(h, () => removeExtensionProperty(ctx, target('user_task'), 0))
    const xml = await expectOneUndoStep(h, () =>
      removeExtensionProperty(ctx, target('user_task'), 0),
    )
    expect(readExtensionProperties(ctx, target('user_task'))).toEqual([])
    expect(xml).not.toMatch(/<bpmn:userTask id="user_task"[^>]*>\s*<bpmn:extensionElements>/)
  })

  it('requires a name and a value', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    await expectNoWrite(h, () =>
      expect(
        saveExtensionProperty(ctx, target('user_task'), null, { name: '', value: ' ' }),
      ).toEqual({
        ok: false,
        errors: { name: '请填写属性名称', value: '请填写属性值' },
      }),
    )
  })

  it('edits the documentation, one undo step; clearing removes it', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    let xml = await expectOneUndoStep(h, () =>
      writeDocumentation(ctx, target('user_task'), '主管审批\n第二行'),
    )
    expect(xml).toContain('<bpmn:documentation>主管审批\n第二行</bpmn:documentation>')
    await expectOneUndoStep(h, () => writeDocumentation(ctx, target('user_task'), '改过'))
    expect(readDocumentation(ctx, target('user_task'))).toBe('改过')
    await expectNoWrite(h, () => writeDocumentation(ctx, target('user_task'), '改过'))
    await expectOneUndoStep(h, () => writeDocumentation(ctx, target(null), '流程说明'))
    await expectLosslessReimport(harness, (r) => [
      readDocumentation(r.ctx, r.target('user_task')),
      readDocumentation(r.ctx, r.target(null)),
    ])
    xml = await expectOneUndoStep(h, () => writeDocumentation(ctx, target('user_task'), ''))
    expect(xml).not.toContain('改过')
    await expectNoWrite(h, () => writeDocumentation(ctx, target('user_task'), ''))
  })
})
