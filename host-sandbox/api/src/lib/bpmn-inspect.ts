import { bizError } from './biz-error'
import { BpmErrors } from './error-codes'

/**
 * Reads BPMN 2.0 XML with bpmn-moddle the way the deploy and import endpoints need it: refuses what
 * is not BPMN, finds the process to deploy, checks it can start, checks its extension dialect and
 * gives the process the model's key.
 */

/** What bpmn-moddle gives for every parsed element (known or generic); the part read here. */
interface ModdleElement {
  $type: string
  id?: string
  /** Unknown attributes of known elements, xmlns declarations included. */
  $attrs?: Record<string, string>
  /** Children of generic (unknown) elements. */
  $children?: ModdleElement[]
  $descriptor?: { isGeneric?: boolean; ns?: { uri?: string } }
  [property: string]: unknown
}

interface ParseResult {
  rootElement: ModdleElement
  elementsById: Record<string, ModdleElement>
}

interface BpmnModdleInstance {
  fromXML(xml: string): Promise<ParseResult>
  toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>
}

// bpmn-moddle's package "exports" give its main entry no types, and a `declare module` here would
// be global to the repo's one tsconfig (the console imports bpmn-moddle too). A specifier that is
// not a literal keeps the import untyped; the interfaces above describe the part used.
const BPMN_MODDLE = 'bpmn-moddle'
let moddle: Promise<BpmnModdleInstance> | null = null

function loadModdle(): Promise<BpmnModdleInstance> {
  moddle ??= import(BPMN_MODDLE).then(
    (mod: { BpmnModdle: new () => BpmnModdleInstance }) => new mod.BpmnModdle(),
  )
  return moddle
}

/** Namespaces a deployable diagram may use: BPMN itself, the three engines, bpmn.io colours. */
export const ALLOWED_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.omg.org/spec/BPMN/20100524/MODEL',
  'http://www.omg.org/spec/BPMN/20100524/DI',
  'http://www.omg.org/spec/DD/20100524/DC',
  'http://www.omg.org/spec/DD/20100524/DI',
  'http://www.w3.org/2001/XMLSchema-instance',
  'http://www.w3.org/2001/XMLSchema',
  'http://www.w3.org/XML/1998/namespace',
  'http://camunda.org/schema/1.0/bpmn',
  // Camunda Modeler's own metadata (modeler:executionPlatform), written next to camunda:*.
  'http://camunda.org/schema/modeler/1.0',
  'http://flowable.org/bpmn',
  'http://activiti.org/bpmn',
  'http://bpmn.io/schema/bpmn/biocolor/1.0',
  'http://www.omg.org/spec/BPMN/non-normative/color/1.0',
])

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace'

/** Parses `xml` as BPMN 2.0 definitions, or throws BPMN_UNPARSABLE with a Chinese reason. */
export async function parseBpmn(xml: string): Promise<ParseResult> {
  const reader = await loadModdle()
  try {
    return await reader.fromXML(xml)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // bpmn-moddle says 'failed to parse document as <bpmn:Definitions>' for XML of another kind
    // and 'unparsable content … detected' for text that is not XML at all.
    const reason = message.startsWith('failed to parse document')
      ? '不是 BPMN 2.0 流程文件（根元素应为 BPMN 命名空间的 definitions）'
      : 'XML 格式不正确'
    throw bizError(BpmErrors.BPMN_UNPARSABLE, reason)
  }
}

function isElement(value: unknown): value is ModdleElement {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ModdleElement).$type === 'string'
  )
}

/** Every element of the tree once, references included (a seen set stops at cycles). */
function eachElement(root: ModdleElement, visit: (element: ModdleElement) => void): void {
  const seen = new Set<ModdleElement>()
  const stack: ModdleElement[] = [root]
  while (stack.length) {
    const element = stack.pop() as ModdleElement
    if (seen.has(element)) continue
    seen.add(element)
    visit(element)
    for (const [name, value] of Object.entries(element)) {
      if (name.startsWith('$') && name !== '$children') continue
      if (Array.isArray(value)) stack.push(...value.filter(isElement))
      else if (isElement(value)) stack.push(value)
    }
  }
}

/** The namespace URIs the diagram's extension elements and attributes use, outside the allowed. */
export function unsupportedNamespaces(root: ModdleElement): string[] {
  const prefixes = new Map<string, string>([['xml', XML_NAMESPACE]])
  const usedPrefixes = new Set<string>()
  const usedUris = new Set<string>()
  eachElement(root, (element) => {
    for (const [name, value] of Object.entries(element.$attrs ?? {})) {
      if (name.startsWith('xmlns:')) prefixes.set(name.slice('xmlns:'.length), value)
      else if (name.includes(':')) usedPrefixes.add(name.split(':')[0])
    }
    if (element.$descriptor?.isGeneric) {
      const uri = element.$descriptor.ns?.uri
      if (uri) usedUris.add(uri)
      // A generic element keeps its attributes as own properties, prefixed ones included.
      for (const name of Object.keys(element)) {
        if (!name.startsWith('$') && name.includes(':')) usedPrefixes.add(name.split(':')[0])
      }
    }
  })
  for (const prefix of usedPrefixes) usedUris.add(prefixes.get(prefix) ?? `${prefix}:`)
  return [...usedUris].filter((uri) => !ALLOWED_NAMESPACES.has(uri)).sort()
}

const processesOf = (definitions: ModdleElement) =>
  ((definitions.rootElements as ModdleElement[] | undefined) ?? []).filter(
    (element) => element.$type === 'bpmn:Process',
  )

/** The process a deployment runs: the first executable one, else the first one. */
function deployableProcess(definitions: ModdleElement): ModdleElement {
  const processes = processesOf(definitions)
  const process = processes.find((p) => p.isExecutable === true) ?? processes[0]
  if (!process) throw bizError(BpmErrors.BPMN_NO_PROCESS)
  return process
}

/**
 * Checks that `xml` can be deployed under the model key `key` and returns the XML to freeze in the
 * definition: unchanged when its process id is already the key, otherwise re-serialised with the
 * process id set to the key (references to it, such as the diagram plane, follow). Refuses XML that
 * does not parse, a diagram without a process or without a start event in it, an id that another
 * element already uses, and extension namespaces outside {@link ALLOWED_NAMESPACES}.
 */
export async function prepareDeployment(xml: string, key: string): Promise<string> {
  const { rootElement, elementsById } = await parseBpmn(xml)
  const unsupported = unsupportedNamespaces(rootElement)
  if (unsupported.length) throw bizError(BpmErrors.BPMN_UNSUPPORTED_DIALECT, unsupported.join('、'))
  const process = deployableProcess(rootElement)
  const flowElements = (process.flowElements as ModdleElement[] | undefined) ?? []
  if (!flowElements.some((element) => element.$type === 'bpmn:StartEvent')) {
    throw bizError(BpmErrors.BPMN_NO_START_EVENT)
  }
  if (process.id === key) return xml
  const other = elementsById[key]
  if (other && other !== process) throw bizError(BpmErrors.BPMN_KEY_TAKEN, key)
  process.id = key
  const reader = await loadModdle()
  return (await reader.toXML(rootElement, { format: true })).xml
}
