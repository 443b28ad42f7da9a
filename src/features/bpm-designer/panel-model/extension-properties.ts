import { applyEdits } from './commands'
import { MSG } from './messages-zh'
import {
  createModdle,
  extensionValues,
  extensionValuesEdit,
  extensionValuesOf,
  getList,
  getText,
  withoutItem,
} from './moddle-utils'
import { ext, type PanelContext } from './panel-context'
import type { PanelTarget } from './panel-target'
import type { ModdleElement } from './ports'
import { rejectIfAny, written, type FieldErrors, type WriteResult } from './write-result'

export interface ExtensionProperty {
  name: string
  value: string
}

function container(ctx: PanelContext, bo: ModdleElement): ModdleElement | undefined {
  return extensionValuesOf(bo, ext(ctx, 'Properties'))[0]
}

export function readExtensionProperties(
  ctx: PanelContext,
  target: PanelTarget,
): ExtensionProperty[] {
  return getList(container(ctx, target.bo), 'values').map((property) => ({
    name: getText(property, 'name'),
    value: getText(property, 'value'),
  }))
}

export function validateExtensionProperty(property: ExtensionProperty): FieldErrors {
  const errors: FieldErrors = {}
  if (property.name.trim() === '') errors.name = MSG.propertyNameRequired
  if (property.value.trim() === '') errors.value = MSG.propertyValueRequired
  return errors
}

/** Adds (index null) or edits a <prefix:property> under <prefix:properties>; one undo step. */
export function saveExtensionProperty(
  ctx: PanelContext,
  target: PanelTarget,
  index: number | null,
  property: ExtensionProperty,
): WriteResult {
  const invalid = rejectIfAny(validateExtensionProperty(property))
  if (invalid) return invalid
  const { element, bo } = target
  const values = { name: property.name.trim(), value: property.value }
  const properties = container(ctx, bo)
  const existing = index === null ? undefined : getList(properties, 'values')[index]
  if (existing) {
    return written(
      applyEdits(ctx.ports, [{ element, moddleElement: existing, properties: values }]),
    )
  }
  if (properties) {
    const created = createModdle(ctx.ports, ext(ctx, 'Property'), values, properties)
    return written(
      applyEdits(ctx.ports, [
        {
          element,
          moddleElement: properties,
          properties: { values: [...getList(properties, 'values'), created] },
        },
      ]),
    )
  }
  const created = createModdle(ctx.ports, ext(ctx, 'Property'), values)
  const newContainer = createModdle(ctx.ports, ext(ctx, 'Properties'), { values: [created] })
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(ctx.ports, element, bo, [...extensionValues(bo), newContainer]),
    ]),
  )
}

export function removeExtensionProperty(
  ctx: PanelContext,
  target: PanelTarget,
  index: number,
): WriteResult {
  const { element, bo } = target
  const properties = container(ctx, bo)
  const values = getList(properties, 'values')
  if (!properties || !values[index]) return written(false)
  if (values.length > 1) {
    return written(
      applyEdits(ctx.ports, [
        { element, moddleElement: properties, properties: { values: withoutItem(values, index) } },
      ]),
    )
  }
  // The last property takes its (now empty) container along.
  return written(
    applyEdits(ctx.ports, [
      extensionValuesEdit(
        ctx.ports,
        element,
        bo,
        extensionValues(bo).filter((value) => value !== properties),
      ),
    ]),
  )
}
