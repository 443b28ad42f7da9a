import type { DiagramElement, ModdleElement, PanelPorts, PropertyMap } from './ports'

export function is(bo: ModdleElement | null | undefined, type: string): boolean {
  return !!bo && typeof bo.$instanceOf === 'function' && bo.$instanceOf(type)
}

export function isModdleElement(value: unknown): value is ModdleElement {
  return typeof value === 'object' && value !== null && '$type' in value
}

/** A string property ('' when unset); booleans and numbers as their text. */
export function getText(bo: ModdleElement | null | undefined, name: string): string {
  const value = bo?.get(name)
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : String(value)
}

export function getBool(bo: ModdleElement | null | undefined, name: string): boolean {
  const value = bo?.get(name)
  return value === true || value === 'true'
}

export function getElement(
  bo: ModdleElement | null | undefined,
  name: string,
): ModdleElement | undefined {
  const value = bo?.get(name)
  return isModdleElement(value) ? value : undefined
}

export function getList(bo: ModdleElement | null | undefined, name: string): ModdleElement[] {
  const value = bo?.get(name)
  return Array.isArray(value) ? (value as ModdleElement[]) : []
}

/** '' and whitespace-only become undefined, so that the attribute disappears from the XML. */
export function optional(value: string | null | undefined): string | undefined {
  return value === undefined || value === null || value.trim() === '' ? undefined : value
}

export function getDefinitions(bo: ModdleElement | null | undefined): ModdleElement | undefined {
  let current = bo ?? undefined
  while (current && !is(current, 'bpmn:Definitions')) current = current.$parent
  return current
}

/** Sets `$parent` on moddle children given as attributes (moddle.create does not). */
export function adoptChildren(parent: ModdleElement, attrs: PropertyMap): void {
  for (const value of Object.values(attrs)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children) if (isModdleElement(child)) child.$parent = parent
  }
}

export function createModdle(
  ports: PanelPorts,
  type: string,
  attrs: PropertyMap = {},
  parent?: ModdleElement,
): ModdleElement {
  const defined = Object.fromEntries(
    Object.entries(attrs).filter(([, value]) => value !== undefined),
  )
  const element = ports.moddle.create(type, defined)
  adoptChildren(element, defined)
  if (parent) element.$parent = parent
  return element
}

/** The children of `bo`'s extensionElements, all types. */
export function extensionValues(bo: ModdleElement | null | undefined): ModdleElement[] {
  return getList(getElement(bo, 'extensionElements'), 'values')
}

export function extensionValuesOf(bo: ModdleElement | null | undefined, type: string) {
  return extensionValues(bo).filter((value) => is(value, type))
}

/**
 * One edit on a diagram element: `properties` of `moddleElement` (default: the element's own
 * business object).
 */
export interface Edit {
  element: DiagramElement
  moddleElement?: ModdleElement
  properties: PropertyMap
}

/**
 * The edit that replaces the extension elements of `owner` (a business object or a nested moddle
 * element such as loop characteristics) with `next`: it updates the existing container, creates
 * one, or drops it once empty.
 */
export function extensionValuesEdit(
  ports: PanelPorts,
  element: DiagramElement,
  owner: ModdleElement,
  next: ModdleElement[],
): Edit | null {
  const container = getElement(owner, 'extensionElements')
  if (!container) {
    if (next.length === 0) return null
    const created = createModdle(ports, 'bpmn:ExtensionElements', { values: next }, owner)
    return { element, moddleElement: owner, properties: { extensionElements: created } }
  }
  if (next.length === 0) {
    return { element, moddleElement: owner, properties: { extensionElements: undefined } }
  }
  for (const value of next) value.$parent = container
  return { element, moddleElement: container, properties: { values: next } }
}

/** `list` with the item at `index` replaced (or appended when index is null). */
export function withItem<T>(list: readonly T[], index: number | null, item: T): T[] {
  if (index === null || index < 0 || index >= list.length) return [...list, item]
  return list.map((current, position) => (position === index ? item : current))
}

export function withoutItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index)
}
