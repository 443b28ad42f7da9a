export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export type PreviewFormat = 'xml' | 'json'

function elementToJson(element: Element): JsonValue {
  const result: { [key: string]: JsonValue } = {}
  for (const attribute of Array.from(element.attributes)) {
    result[`@${attribute.name}`] = attribute.value
  }
  let text = ''
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const name = (child as Element).tagName
      const value = elementToJson(child as Element)
      const existing = result[name]
      if (existing === undefined) result[name] = value
      else if (Array.isArray(existing)) existing.push(value)
      else result[name] = [existing, value]
    } else if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      text += child.nodeValue ?? ''
    }
  }
  const trimmed = text.trim()
  if (trimmed) {
    if (Object.keys(result).length === 0) return trimmed
    result['#text'] = trimmed
  }
  return result
}

/**
 * The XML as JSON, in the usual xml2json shape: one key per element name (an array when it
 * repeats), attributes as `@name`, text as `#text` (or the plain string for text-only elements).
 * Throws for XML that does not parse.
 */
export function xmlToJson(xml: string): JsonValue {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const error = document.getElementsByTagName('parsererror')[0]
  if (error || !document.documentElement) {
    throw new Error(error?.textContent?.trim() || 'XML 解析失败')
  }
  const root = document.documentElement
  return { [root.tagName]: elementToJson(root) }
}
