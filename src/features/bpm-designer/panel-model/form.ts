import { applyEdits } from './commands'
import { MSG } from './messages-zh'
import {
  adoptChildren,
  createModdle,
  extensionValues,
  extensionValuesEdit,
  extensionValuesOf,
  getBool,
  getElement,
  getList,
  getText,
  optional,
  withItem,
  withoutItem,
} from './moddle-utils'
import { ext, supportOf, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement } from './ports'
import { rejected, rejectIfAny, written, type FieldErrors, type WriteResult } from './write-result'

/** The built-in field types; anything else is a custom type. */
export const FORM_FIELD_TYPES = ['long', 'string', 'boolean', 'date', 'enum'] as const

export interface FormFieldView {
  id: string
  label: string
  type: string
  defaultValue: string
  datePattern: string
  enumValues: { id: string; name: string }[]
  /** formData only. */
  properties: { id: string; value: string }[]
  /** formData only. */
  constraints: { name: string; config: string }[]
  /** formProperty only. */
  required: boolean
  readable: boolean
  writable: boolean
}

export interface FormView {
  formKey: string
  /** camunda:formData's businessKey (the id of one field); '' when unset. */
  businessKey: string
  fields: FormFieldView[]
}

export function emptyFormField(): FormFieldView {
  return {
    id: '',
    label: '',
    type: 'string',
    defaultValue: '',
    datePattern: '',
    enumValues: [],
    properties: [],
    constraints: [],
    required: false,
    readable: true,
    writable: true,
  }
}

function formDataOf(bo: ModdleElement): ModdleElement | undefined {
  return extensionValuesOf(bo, 'camunda:FormData')[0]
}

function fieldElements(ctx: PanelContext, bo: ModdleElement): ModdleElement[] {
  if (supportOf(ctx).form === 'formData') return getList(formDataOf(bo), 'fields')
  return extensionValuesOf(bo, ext(ctx, 'FormProperty'))
}

function enumValuesOf(field: ModdleElement) {
  return getList(field, 'values').map((value) => ({
    id: getText(value, 'id'),
    name: getText(value, 'name'),
  }))
}

function readFormDataField(field: ModdleElement): FormFieldView {
  return {
    ...emptyFormField(),
    id: getText(field, 'id'),
    label: getText(field, 'label'),
    type: getText(field, 'type'),
    defaultValue: getText(field, 'defaultValue'),
    datePattern: getText(field, 'datePattern'),
    enumValues: enumValuesOf(field),
    properties: getList(getElement(field, 'properties'), 'values').map((property) => ({
      id: getText(property, 'id'),
      value: getText(property, 'value'),
    })),
    constraints: getList(getElement(field, 'validation'), 'constraints').map((constraint) => ({
      name: getText(constraint, 'name'),
      config: getText(constraint, 'config'),
    })),
  }
}

function readFormProperty(field: ModdleElement): FormFieldView {
  // camunda's descriptor types these flags as strings, ours as booleans: getBool reads both.
  const flag = (name: string, fallback: boolean) =>
    field.get(name) === undefined ? fallback : getBool(field, name)
  return {
    ...emptyFormField(),
    id: getText(field, 'id'),
    label: getText(field, 'name'),
    type: getText(field, 'type'),
    defaultValue: getText(field, 'default'),
    datePattern: getText(field, 'datePattern'),
    enumValues: enumValuesOf(field),
    required: flag('required', false),
    readable: flag('readable', true),
    writable: flag('writable', true),
  }
}

export function readForm(ctx: PanelContext, target: PanelTarget): FormView {
  const { bo } = target
  const formData = supportOf(ctx).form === 'formData'
  return {
    formKey: getText(bo, ext(ctx, 'formKey')),
    businessKey: formData ? getText(formDataOf(bo), 'businessKey') : '',
    fields: fieldElements(ctx, bo).map((field) =>
      formData ? readFormDataField(field) : readFormProperty(field),
    ),
  }
}

export function writeFormKey(ctx: PanelContext, target: PanelTarget, formKey: string): WriteResult {
  return written(
    applyEdits(ctx.ports, [
      {
        element: target.element,
        moddleElement: target.bo,
        properties: { [ext(ctx, 'formKey')]: optional(formKey.trim()) },
      },
    ]),
  )
}

export function writeBusinessKey(
  ctx: PanelContext,
  target: PanelTarget,
  businessKey: string,
): WriteResult {
  if (!supportOf(ctx).formBusinessKey) return rejected({ businessKey: MSG.unsupported })
  const value = optional(businessKey.trim())
  const formData = formDataOf(target.bo)
  if (formData) {
    return written(
      applyEdits(ctx.ports, [
        { element: target.element, moddleElement: formData, properties: { businessKey: value } },
      ]),
    )
  }
  if (!value) return written(false)
  const created = createModdle(ctx.ports, 'camunda:FormData', { businessKey: value })
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(ctx.ports, target.element, target.bo, [
        ...extensionValues(target.bo),
        created,
      ]),
    ]),
  )
}

export function validateFormField(
  ctx: PanelContext,
  target: PanelTarget,
  field: FormFieldView,
  index: number | null,
): FieldErrors {
  const errors: FieldErrors = {}
  const id = field.id.trim()
  if (id === '') errors.id = MSG.formFieldIdRequired
  else if (
    readForm(ctx, target).fields.some((other, position) => position !== index && other.id === id)
  ) {
    errors.id = MSG.formFieldIdTaken
  }
  if (field.type.trim() === '') errors.type = MSG.formFieldTypeRequired
  if (
    field.type === 'enum' &&
    field.enumValues.some((value) => !value.id.trim() || !value.name.trim())
  ) {
    errors.enumValues = MSG.formFieldEnumIncomplete
  }
  if (supportOf(ctx).formFieldPropertiesAndConstraints) {
    if (field.properties.some((property) => !property.id.trim() || !property.value.trim())) {
      errors.properties = MSG.formFieldPropertyIncomplete
    }
    if (field.constraints.some((constraint) => !constraint.name.trim())) {
      errors.constraints = MSG.formFieldConstraintIncomplete
    }
  }
  return errors
}

function enumValueElements(
  ctx: PanelContext,
  field: FormFieldView,
  prefix: string,
): ModdleElement[] {
  if (field.type !== 'enum') return []
  return field.enumValues.map((value) =>
    createModdle(ctx.ports, `${prefix}:Value`, { id: value.id.trim(), name: value.name.trim() }),
  )
}

function formDataFieldProperties(ctx: PanelContext, field: FormFieldView) {
  const properties =
    field.properties.length === 0
      ? undefined
      : createModdle(ctx.ports, 'camunda:Properties', {
          values: field.properties.map((property) =>
            createModdle(ctx.ports, 'camunda:Property', {
              id: property.id.trim(),
              value: property.value,
            }),
          ),
        })
  const validation =
    field.constraints.length === 0
      ? undefined
      : createModdle(ctx.ports, 'camunda:Validation', {
          constraints: field.constraints.map((constraint) =>
            createModdle(ctx.ports, 'camunda:Constraint', {
              name: constraint.name.trim(),
              config: optional(constraint.config),
            }),
          ),
        })
  return {
    id: field.id.trim(),
    label: optional(field.label),
    type: field.type.trim(),
    defaultValue: optional(field.defaultValue),
    datePattern: field.type === 'date' ? optional(field.datePattern.trim()) : undefined,
    properties,
    validation,
    values: enumValueElements(ctx, field, 'camunda'),
  }
}

function formPropertyProperties(ctx: PanelContext, field: FormFieldView) {
  return {
    id: field.id.trim(),
    name: optional(field.label),
    type: field.type.trim(),
    default: optional(field.defaultValue),
    datePattern: field.type === 'date' ? optional(field.datePattern.trim()) : undefined,
    required: field.required,
    readable: field.readable,
    writable: field.writable,
    values: enumValueElements(ctx, field, ctx.dialect),
  }
}

/** Adds (index null) or replaces a form field: camunda:formField or <prefix>:formProperty. */
export function saveFormField(
  ctx: PanelContext,
  target: PanelTarget,
  index: number | null,
  field: FormFieldView,
): WriteResult {
  const invalid = rejectIfAny(validateFormField(ctx, target, field, index))
  if (invalid) return invalid
  const { element, bo } = target
  const existing = index === null ? undefined : fieldElements(ctx, bo)[index]

  if (supportOf(ctx).form === 'formData') {
    const properties = formDataFieldProperties(ctx, field)
    if (existing) {
      adoptChildren(existing, properties)
      return written(applyEdits(ctx.ports, [{ element, moddleElement: existing, properties }]))
    }
    const formData = formDataOf(bo)
    if (formData) {
      const created = createModdle(ctx.ports, 'camunda:FormField', properties, formData)
      const fields = [...getList(formData, 'fields'), created]
      return written(
        applyEdits(ctx.ports, [{ element, moddleElement: formData, properties: { fields } }]),
      )
    }
    const created = createModdle(ctx.ports, 'camunda:FormField', properties)
    const newFormData = createModdle(ctx.ports, 'camunda:FormData', { fields: [created] })
    return written(
      applyEdits(ctx.ports, [
        extensionValuesEdit(ctx.ports, element, bo, [...extensionValues(bo), newFormData]),
      ]),
    )
  }

  const properties = formPropertyProperties(ctx, field)
  if (existing) {
    adoptChildren(existing, properties)
    return written(applyEdits(ctx.ports, [{ element, moddleElement: existing, properties }]))
  }
  const created = createModdle(ctx.ports, ext(ctx, 'FormProperty'), properties)
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(ctx.ports, element, bo, withItem(extensionValues(bo), null, created)),
    ]),
  )
}

export function removeFormField(
  ctx: PanelContext,
  target: PanelTarget,
  index: number,
): WriteResult {
  const { element, bo } = target
  const field = fieldElements(ctx, bo)[index]
  if (!field) return written(false)
  if (supportOf(ctx).form === 'formData') {
    const formData = formDataOf(bo)
    if (!formData) return written(false)
    const fields = withoutItem(getList(formData, 'fields'), index)
    // The business key names a field: it goes with it.
    const businessKey =
      getText(formData, 'businessKey') === getText(field, 'id')
        ? undefined
        : formData.get('businessKey')
    return written(
      applyEdits(ctx.ports, [
        { element, moddleElement: formData, properties: { fields, businessKey } },
      ]),
    )
  }
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(
        ctx.ports,
        element,
        bo,
        extensionValues(bo).filter((value) => value !== field),
      ),
    ]),
  )
}
