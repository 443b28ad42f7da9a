import { DIALECT_SUPPORT, DIALECTS } from '@/shared/bpmn/dialects'
import {
  emptyFormField,
  readForm,
  removeFormField,
  saveFormField,
  writeBusinessKey,
  writeFormKey,
  type FormFieldView,
} from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

const days: FormFieldView = {
  ...emptyFormField(),
  id: 'days',
  label: '天数',
  type: 'long',
  defaultValue: '1',
}

const kind: FormFieldView = {
  ...emptyFormField(),
  id: 'kind',
  label: '类型',
  type: 'enum',
  enumValues: [
    { id: 'sick', name: '病假' },
    { id: 'annual', name: '年假' },
  ],
}

describe.each(DIALECTS)('form (%s)', (dialect) => {
  const support = DIALECT_SUPPORT[dialect]

  it('edits the form key of user tasks and start events, one undo step', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    for (const id of ['user_task', 'start']) {
      const xml = await expectOneUndoStep(h, () => writeFormKey(ctx, target(id), 'leave-form'))
      expect(xml).toContain(`${dialect}:formKey="leave-form"`)
      expect(readForm(ctx, target(id)).formKey).toBe('leave-form')
    }
    await expectNoWrite(h, () => writeFormKey(ctx, target('start'), 'leave-form'))
    await expectOneUndoStep(h, () => writeFormKey(ctx, target('start'), ''))
    expect(readForm(ctx, target('start')).formKey).toBe('')
  })

  it('adds, edits and removes fields as the engine stores them, one undo step each', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    let xml = await expectOneUndoStep(h, () =>
      expect(saveFormField(ctx, target('user_task'), null, days).ok).toBe(true),
    )
    if (support.form === 'formData') {
      expect(xml).toContain('<camunda:formData>')
      expect(xml).toContain(
        '<camunda:formField id="days" label="天数" type="long" defaultValue="1" />',
      )
    } else {
      expect(xml).toContain(
        `<${dialect}:formProperty id="days" name="天数" type="long" default="1" />`,
      )
      expect(xml).not.toContain('formData')
    }
    xml = await expectOneUndoStep(h, () => saveFormField(ctx, target('user_task'), null, kind))
    expect(xml).toContain(`<${dialect}:value id="sick" name="病假" />`)
    expect(readForm(ctx, target('user_task')).fields.map((field) => field.id)).toEqual([
      'days',
      'kind',
    ])

    // Edit the first field in place.
    const edited: FormFieldView = {
      ...days,
      label: '请假天数',
      type: 'date',
      datePattern: 'yyyy-MM-dd',
    }
    await expectOneUndoStep(h, () => saveFormField(ctx, target('user_task'), 0, edited))
    expect(readForm(ctx, target('user_task')).fields[0]).toMatchObject({
      id: 'days',
      label: '请假天数',
      type: 'date',
      datePattern: 'yyyy-MM-dd',
    })
    await expectLosslessReimport(harness, (r) => readForm(r.ctx, r.target('user_task')))

    xml = await expectOneUndoStep(h, () => removeFormField(ctx, target('user_task'), 0))
    expect(readForm(ctx, target('user_task')).fields.map((field) => field.id)).toEqual(['kind'])
    expect(xml).not.toContain('id="days"')
  })

  it('keeps properties and constraints (formData) or required / readable / writable (formProperty)', async () => {
    const harness = await createHarness(dialect)
    const { ctx, target } = harness
    const field: FormFieldView = {
      ...days,
      properties: [{ id: 'min', value: '1' }],
      constraints: [
        { name: 'required', config: '' },
        { name: 'max', config: '30' },
      ],
      required: true,
      readable: true,
      writable: false,
    }
    saveFormField(ctx, target('start'), null, field)
    const xml = await harness.h.exportXml()
    const read = readForm(ctx, target('start')).fields[0]
    if (support.formFieldPropertiesAndConstraints) {
      expect(xml).toContain('<camunda:property id="min" value="1" />')
      expect(xml).toContain('<camunda:constraint name="max" config="30" />')
      expect(read.properties).toEqual(field.properties)
      expect(read.constraints).toEqual(field.constraints)
    } else {
      expect(xml).toContain(
        `<${dialect}:formProperty id="days" name="天数" type="long" required="true" writable="false" default="1" />`,
      )
      expect(read).toMatchObject({ required: true, readable: true, writable: false })
      expect(read.properties).toEqual([])
    }
    await expectLosslessReimport(harness, (r) => readForm(r.ctx, r.target('start')))
  })

  it('validates a field: id required and unique, type required, complete enum values', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    saveFormField(ctx, target('user_task'), null, days)
    await expectNoWrite(h, () => {
      expect(saveFormField(ctx, target('user_task'), null, { ...days, id: ' ', type: '' })).toEqual(
        {
          ok: false,
          errors: { id: '请填写字段ID', type: '请选择字段类型' },
        },
      )
      expect(saveFormField(ctx, target('user_task'), null, { ...kind, id: 'days' })).toEqual({
        ok: false,
        errors: { id: '字段ID已存在' },
      })
      expect(
        saveFormField(ctx, target('user_task'), null, {
          ...kind,
          enumValues: [{ id: 'x', name: '' }],
        }),
      ).toEqual({ ok: false, errors: { enumValues: '请填写完整的枚举值（编号和名称）' } })
    })
    // Saving the field under its own id is fine.
    expect(saveFormField(ctx, target('user_task'), 0, { ...days, label: 'x' }).ok).toBe(true)
  })

  it('keeps a custom field type as typed', async () => {
    const harness = await createHarness(dialect)
    saveFormField(harness.ctx, harness.target('user_task'), null, { ...days, type: 'museumTicket' })
    expect(await harness.h.exportXml()).toContain('type="museumTicket"')
    await expectLosslessReimport(
      harness,
      (r) => readForm(r.ctx, r.target('user_task')).fields[0].type,
    )
  })

  it('sets the business key only where the dialect has one (camunda formData)', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    if (!support.formBusinessKey) {
      await expectNoWrite(h, () =>
        expect(writeBusinessKey(ctx, target('start'), 'days').ok).toBe(false),
      )
      return
    }
    saveFormField(ctx, target('start'), null, days)
    const xml = await expectOneUndoStep(h, () => writeBusinessKey(ctx, target('start'), 'days'))
    expect(xml).toContain('<camunda:formData businessKey="days">')
    expect(readForm(ctx, target('start')).businessKey).toBe('days')
    // Removing the field the business key names clears it in the same step.
    const removed = await expectOneUndoStep(h, () => removeFormField(ctx, target('start'), 0))
    expect(removed).not.toContain('businessKey')
  })
})
