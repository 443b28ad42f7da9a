import { Parser } from 'saxen'

/**
 * A small, lossless-enough XML tree for repairing diagrams before bpmn-moddle reads them: element
 * names, attribute values, text, comments and CDATA are kept as they were written (entities stay
 * encoded), so a serialised tree reads back as the same document. Whitespace outside the root and
 * the attribute quotes may differ.
 */

export interface XmlElement {
  kind: 'element'
  /** The qualified name as written (`bpmn2:task`, `task`). */
  name: string
  /** Attribute values as written, entities still encoded. */
  attrs: Map<string, string>
  children: XmlNode[]
  parent: XmlElement | null
}

/** Text, CDATA and comments, kept verbatim. */
export interface XmlRaw {
  kind: 'raw'
  text: string
}

export type XmlNode = XmlElement | XmlRaw

export interface XmlDocument {
  /** The XML declaration, doctype and comments before the root. */
  prolog: string[]
  root: XmlElement
}

export function createElement(name: string, attrs: Record<string, string> = {}): XmlElement {
  return {
    kind: 'element',
    name,
    attrs: new Map(Object.entries(attrs)),
    children: [],
    parent: null,
  }
}

/** Parses `xml`; null when it is not well-formed. */
export function parseXml(xml: string): XmlDocument | null {
  const parser = new Parser()
  const prolog: string[] = []
  let root: XmlElement | null = null
  let current: XmlElement | null = null
  let failed = false
  const add = (node: XmlNode) => {
    if (current) current.children.push(node)
    else if (node.kind === 'raw' && !root) prolog.push(node.text)
  }
  parser.on('openTag', (name, getAttrs, _decode, selfClosing) => {
    const element = createElement(name, getAttrs())
    if (current) {
      element.parent = current
      current.children.push(element)
    } else if (root) {
      failed = true
      return
    } else {
      root = element
    }
    if (!selfClosing) current = element
  })
  parser.on('closeTag', (_name, _decode, selfClosing) => {
    if (!selfClosing) current = current?.parent ?? null
  })
  parser.on('text', (text) => {
    if (current) current.children.push({ kind: 'raw', text })
  })
  parser.on('cdata', (text) => add({ kind: 'raw', text: `<![CDATA[${text}]]>` }))
  parser.on('comment', (text) => add({ kind: 'raw', text: `<!--${text}-->` }))
  parser.on('question', (text) => add({ kind: 'raw', text }))
  parser.on('attention', (text) => add({ kind: 'raw', text }))
  parser.on('error', () => {
    failed = true
  })
  parser.parse(xml)
  if (failed || !root || current) return null
  return { prolog, root }
}

function serializeElement(element: XmlElement, out: string[]): void {
  out.push('<', element.name)
  // Values are kept encoded; only a double quote (legal inside single quotes) needs escaping.
  for (const [name, value] of element.attrs)
    out.push(' ', name, '="', value.replace(/"/g, '&quot;'), '"')
  if (element.children.length === 0) {
    out.push('/>')
    return
  }
  out.push('>')
  for (const child of element.children) {
    if (child.kind === 'raw') out.push(child.text)
    else serializeElement(child, out)
  }
  out.push('</', element.name, '>')
}

export function serializeXml(document: XmlDocument): string {
  const out: string[] = []
  for (const part of document.prolog) out.push(part, '\n')
  serializeElement(document.root, out)
  out.push('\n')
  return out.join('')
}

export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => child.kind === 'element')
}

/** Every element under `element` (itself included), in document order. */
export function descendants(element: XmlElement): XmlElement[] {
  const all: XmlElement[] = []
  const walk = (node: XmlElement) => {
    all.push(node)
    for (const child of childElements(node)) walk(child)
  }
  walk(element)
  return all
}

export function splitName(name: string): { prefix: string; local: string } {
  const colon = name.indexOf(':')
  return colon < 0
    ? { prefix: '', local: name }
    : { prefix: name.slice(0, colon), local: name.slice(colon + 1) }
}

/** The namespace URI `prefix` ('' for the default namespace) has at `element`. */
export function namespaceAt(element: XmlElement | null, prefix: string): string | undefined {
  const attr = prefix ? `xmlns:${prefix}` : 'xmlns'
  for (let node = element; node; node = node.parent) {
    const uri = node.attrs.get(attr)
    if (uri !== undefined) return uri
  }
  return undefined
}

/** The element's text content as written (its raw children joined), trimmed. */
export function textOf(element: XmlElement): string {
  return element.children
    .map((child) => (child.kind === 'raw' ? child.text : ''))
    .join('')
    .trim()
}

export function setText(element: XmlElement, text: string): void {
  element.children = [{ kind: 'raw', text }]
}

export function removeElement(element: XmlElement): void {
  const parent = element.parent
  if (!parent) return
  parent.children = parent.children.filter((child) => child !== element)
  element.parent = null
}

/**
 * Moves `element` under `parent` (last child), declaring on it the namespace prefixes it relied
 * on at its old place that mean something else (or nothing) at the new one.
 */
export function moveElement(element: XmlElement, parent: XmlElement): void {
  const declared = new Map<string, string>()
  for (let node = element.parent; node; node = node.parent) {
    for (const [name, value] of node.attrs) {
      if ((name === 'xmlns' || name.startsWith('xmlns:')) && !declared.has(name)) {
        declared.set(name, value)
      }
    }
  }
  removeElement(element)
  for (const [name, uri] of declared) {
    const prefix = name === 'xmlns' ? '' : name.slice('xmlns:'.length)
    if (!element.attrs.has(name) && namespaceAt(parent, prefix) !== uri)
      element.attrs.set(name, uri)
  }
  element.parent = parent
  parent.children.push(element)
}
