import {
  childElements,
  createElement,
  descendants,
  moveElement,
  namespaceAt,
  parseXml,
  removeElement,
  serializeXml,
  setText,
  splitName,
  textOf,
  type XmlElement,
} from './xml-tree'

/**
 * Import repair (docs/architecture.md#bpmn-designer): diagrams written by other modelling tools
 * often carry a fault that makes bpmn-moddle drop a whole element with everything under it, or
 * makes bpmn-js draw nothing at all: a duplicated id, a diagram plane or shape pointing at an
 * element that does not exist, an element where BPMN does not allow it. This pass runs on the XML
 * before bpmn-js sees it and fixes what it can, so every shape with a valid element is drawn; each
 * change is described in Chinese for the problem list. A diagram that needs nothing comes back
 * byte for byte.
 */

export interface ImportRepairNote {
  /** The element to select when the note is clicked (its id after the repair); null: none. */
  elementId: string | null
  message: string
}

export interface ImportRepairResult {
  xml: string
  notes: ImportRepairNote[]
}

interface PropertyDescriptor {
  name: string
  type: string
  isMany?: boolean
  isReference?: boolean
  isAttr?: boolean
  isVirtual?: boolean
}

interface TypeDescriptor {
  name: string
  allTypesByName: Record<string, unknown>
  propertiesByName: Record<string, PropertyDescriptor | undefined>
  properties: PropertyDescriptor[]
}

/** The part of a bpmn-moddle instance the repair reads: its packages and type descriptors. */
export interface RepairModdle {
  getPackages(): { prefix: string; uri: string; xml?: { tagAlias?: string } }[]
  getType(name: string): unknown
  getElementDescriptor(type: never): TypeDescriptor
}

const BPMN_URI = 'http://www.omg.org/spec/BPMN/20100524/MODEL'
const BPMNDI_URI = 'http://www.omg.org/spec/BPMN/20100524/DI'

/** Element types drawn as connections; a BPMNEdge points at one of these, a BPMNShape at others. */
const CONNECTION_TYPES = [
  'bpmn:SequenceFlow',
  'bpmn:MessageFlow',
  'bpmn:Association',
  'bpmn:DataAssociation',
  'bpmn:ConversationLink',
]

const TYPE_LABELS: Record<string, string> = {
  'bpmn:Process': '流程',
  'bpmn:Collaboration': '协作',
  'bpmn:Participant': '泳池',
  'bpmn:LaneSet': '泳道集',
  'bpmn:Lane': '泳道',
  'bpmn:SubProcess': '子流程',
  'bpmn:UserTask': '用户任务',
  'bpmn:ServiceTask': '服务任务',
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:Task': '任务',
  'bpmn:StartEvent': '开始事件',
  'bpmn:EndEvent': '结束事件',
  'bpmn:BoundaryEvent': '边界事件',
  'bpmn:IntermediateCatchEvent': '中间捕获事件',
  'bpmn:IntermediateThrowEvent': '中间抛出事件',
  'bpmn:Gateway': '网关',
  'bpmn:SequenceFlow': '顺序流',
  'bpmn:MessageFlow': '消息流',
  'bpmn:Association': '关联',
  'bpmn:TextAnnotation': '文本注释',
  'bpmn:DataObjectReference': '数据对象',
  'bpmn:DataStoreReference': '数据存储',
  'bpmndi:BPMNShape': '图形',
  'bpmndi:BPMNEdge': '连线',
  'bpmndi:BPMNPlane': '流程图平面',
}

interface TypeInfo {
  /** moddle's type name, e.g. `bpmn:Task`. */
  type: string
  descriptor: TypeDescriptor
}

/** How the repair sees the document: element types through moddle, ids, references. */
class RepairContext {
  private readonly packagesByUri = new Map<string, { prefix: string; lowerCase: boolean }>()
  private readonly infos = new WeakMap<XmlElement, TypeInfo | null>()
  readonly notes: ImportRepairNote[] = []

  constructor(
    private readonly moddle: RepairModdle,
    readonly root: XmlElement,
  ) {
    for (const pkg of moddle.getPackages()) {
      this.packagesByUri.set(pkg.uri, {
        prefix: pkg.prefix,
        lowerCase: pkg.xml?.tagAlias === 'lowerCase',
      })
    }
  }

  note(elementId: string | null, message: string): void {
    this.notes.push({ elementId, message })
  }

  /** Whether moddle knows the namespace of a qualified XML name written at `element`. */
  knownNamespace(element: XmlElement, name: string): { prefix: string; lowerCase: boolean } | null {
    const { prefix } = splitName(name)
    const uri = namespaceAt(element, prefix)
    return (uri !== undefined && this.packagesByUri.get(uri)) || null
  }

  /** moddle's type for an XML element name written at `at`; null when moddle knows none. */
  typeOfName(name: string, at: XmlElement): TypeInfo | null {
    const pkg = this.knownNamespace(at, name)
    if (!pkg) return null
    const { local } = splitName(name)
    const typeName = `${pkg.prefix}:${pkg.lowerCase ? local.charAt(0).toUpperCase() + local.slice(1) : local}`
    try {
      const descriptor = this.moddle.getElementDescriptor(this.moddle.getType(typeName) as never)
      return descriptor ? { type: descriptor.name, descriptor } : null
    } catch {
      return null
    }
  }

  info(element: XmlElement): TypeInfo | null {
    let info = this.infos.get(element)
    if (info === undefined) {
      info = this.typeOfName(element.name, element)
      this.infos.set(element, info)
    }
    return info
  }

  is(element: XmlElement, type: string): boolean {
    return Boolean(this.info(element)?.descriptor.allTypesByName[type])
  }

  /** The moddle property an XML child `name` would be read into under `parent`, as moddle-xml does. */
  propertyForChild(parent: XmlElement, name: string, at: XmlElement): PropertyDescriptor | null {
    const parentInfo = this.info(parent)
    if (!parentInfo) return null
    const pkg = this.knownNamespace(at, name)
    const { local } = splitName(name)
    const byName = pkg
      ? parentInfo.descriptor.propertiesByName[`${pkg.prefix}:${local}`]
      : undefined
    if (byName && !byName.isAttr) return byName
    if (!pkg) {
      return (
        parentInfo.descriptor.properties.find(
          (property) => !property.isReference && !property.isAttr && property.type === 'Element',
        ) ?? null
      )
    }
    const childInfo = this.typeOfName(name, at)
    if (!childInfo) return null
    return (
      parentInfo.descriptor.properties.find(
        (property) =>
          !property.isVirtual &&
          !property.isReference &&
          !property.isAttr &&
          Boolean(childInfo.descriptor.allTypesByName[property.type]),
      ) ?? null
    )
  }

  /** Whether moddle would read `child` under `parent` (else it drops it with everything inside). */
  validUnder(parent: XmlElement, child: XmlElement): boolean {
    return this.propertyForChild(parent, child.name, child) !== null
  }

  /** A short Chinese description: 用户任务「审批」 or 任务「Task_1」. */
  describe(element: XmlElement): string {
    const info = this.info(element)
    let label = info ? (TYPE_LABELS[info.type] ?? '') : ''
    if (!label && info) {
      const known = Object.keys(TYPE_LABELS).find((type) => info.descriptor.allTypesByName[type])
      label = known ? TYPE_LABELS[known] : info.type.split(':')[1]
    }
    const name = element.attrs.get('name') ?? element.attrs.get('id') ?? ''
    return name ? `${label || element.name}「${name}」` : label || element.name
  }

  /** An id unused in the document, `base_2`, `base_3`, ... */
  freshId(base: string, taken: Set<string>): string {
    let n = 2
    while (taken.has(`${base}_${n}`)) n += 1
    const id = `${base}_${n}`
    taken.add(id)
    return id
  }

  /** A prefixed name in the BPMN model namespace as written at `at` (`bpmn:laneSet`, `laneSet`). */
  bpmnName(at: XmlElement, local: string): string {
    for (let node: XmlElement | null = at; node; node = node.parent) {
      for (const [name, value] of node.attrs) {
        if (value !== BPMN_URI) continue
        if (name === 'xmlns') return local
        if (name.startsWith('xmlns:')) return `${name.slice('xmlns:'.length)}:${local}`
      }
    }
    return local
  }
}

function allIds(root: XmlElement): Set<string> {
  const ids = new Set<string>()
  for (const element of descendants(root)) {
    const id = element.attrs.get('id')
    if (id) ids.add(id)
  }
  return ids
}

/** The ids `element` refers to through moddle reference attributes and reference children. */
function referencesOf(
  ctx: RepairContext,
  element: XmlElement,
): { kind: 'attr' | 'text'; property: PropertyDescriptor; holder: XmlElement; name: string }[] {
  const info = ctx.info(element)
  if (!info) return []
  const found: ReturnType<typeof referencesOf> = []
  for (const name of element.attrs.keys()) {
    if (name.includes(':') || name === 'id') continue
    const property = info.descriptor.propertiesByName[name]
    if (property?.isReference) found.push({ kind: 'attr', property, holder: element, name })
  }
  for (const child of childElements(element)) {
    const property = ctx.propertyForChild(element, child.name, child)
    if (property?.isReference)
      found.push({ kind: 'text', property, holder: child, name: child.name })
  }
  return found
}

function referenceValues(ref: ReturnType<typeof referencesOf>[number]): string[] {
  const raw = ref.kind === 'attr' ? (ref.holder.attrs.get(ref.name) ?? '') : textOf(ref.holder)
  return raw.split(/\s+/).filter(Boolean)
}

function writeReferenceValues(ref: ReturnType<typeof referencesOf>[number], values: string[]) {
  if (ref.kind === 'attr') ref.holder.attrs.set(ref.name, values.join(' '))
  else setText(ref.holder, values.join(' '))
}

/** The nearest process, sub-process, collaboration or the definitions around `element`. */
function containerOf(ctx: RepairContext, element: XmlElement): XmlElement {
  for (let node = element.parent; node; node = node.parent) {
    if (
      ctx.is(node, 'bpmn:FlowElementsContainer') ||
      ctx.is(node, 'bpmn:Collaboration') ||
      node === ctx.root
    ) {
      return node
    }
  }
  return ctx.root
}

function processes(ctx: RepairContext): XmlElement[] {
  return childElements(ctx.root).filter((element) => ctx.is(element, 'bpmn:Process'))
}

/**
 * The process an element found outside any process belongs in: the one whose elements it is
 * connected with (flows in either direction), else the first.
 */
function homeProcess(ctx: RepairContext, element: XmlElement): XmlElement | null {
  const candidates = processes(ctx)
  if (candidates.length <= 1) return candidates[0] ?? null
  const own = new Set<string>()
  const mentioned = new Set<string>()
  for (const node of descendants(element)) {
    const id = node.attrs.get('id')
    if (id) own.add(id)
    for (const ref of referencesOf(ctx, node))
      for (const value of referenceValues(ref)) mentioned.add(value)
  }
  let best = candidates[0]
  let bestScore = 0
  for (const process of candidates) {
    let score = 0
    for (const node of descendants(process)) {
      const id = node.attrs.get('id')
      if (id && mentioned.has(id)) score += 1
      for (const ref of referencesOf(ctx, node)) {
        if (referenceValues(ref).some((value) => own.has(value))) score += 1
      }
    }
    if (score > bestScore) {
      best = process
      bestScore = score
    }
  }
  return best
}

/** Elements moddle would drop because BPMN does not allow them where they stand: moved or dropped. */
function repairPlacement(ctx: RepairContext): void {
  const misplaced: XmlElement[] = []
  const walk = (element: XmlElement) => {
    if (!ctx.info(element)) return // extension content: moddle keeps it as it is
    for (const child of childElements(element)) {
      // Unknown names in a known namespace are no misplaced BPMN: moddle just skips them.
      if (ctx.info(child) && !ctx.validUnder(element, child)) {
        misplaced.push(child)
      } else {
        walk(child)
      }
    }
  }
  walk(ctx.root)
  const taken = allIds(ctx.root)

  for (const element of misplaced) {
    const from = element.parent
    if (!from) continue
    const what = ctx.describe(element)
    const where = from === ctx.root ? 'definitions' : ctx.describe(from)
    const target = placementFor(ctx, element, taken)
    if (target) {
      moveElement(element, target)
      ctx.note(
        element.attrs.get('id') ?? null,
        `${what}不能放在${where}下，已移到${ctx.describe(target)}中`,
      )
    } else {
      removeElement(element)
      ctx.note(null, `${what}不能放在${where}下，也没有可以放它的位置，已删除`)
    }
  }
}

function placementFor(
  ctx: RepairContext,
  element: XmlElement,
  taken: Set<string>,
): XmlElement | null {
  if (ctx.is(element, 'di:DiagramElement')) {
    // A shape or edge outside its plane goes into the diagram's first plane.
    const plane = descendants(ctx.root).find((node) => ctx.is(node, 'bpmndi:BPMNPlane'))
    return plane && plane !== element && ctx.validUnder(plane, element) ? plane : null
  }
  // A flow node inside a task, say: the nearest element around it that may hold it.
  for (let node = element.parent?.parent ?? null; node; node = node.parent) {
    if (ctx.validUnder(node, element)) return node
  }
  const process = nearestProcess(ctx, element) ?? homeProcess(ctx, element)
  if (!process) return null
  if (ctx.validUnder(process, element)) return process
  if (ctx.is(element, 'bpmn:Lane')) {
    const laneSet =
      childElements(process).find((child) => ctx.is(child, 'bpmn:LaneSet')) ??
      addLaneSet(ctx, process, taken)
    return laneSet
  }
  return null
}

function nearestProcess(ctx: RepairContext, element: XmlElement): XmlElement | null {
  for (let node = element.parent; node; node = node.parent) {
    if (ctx.is(node, 'bpmn:FlowElementsContainer')) return node
  }
  return null
}

function addLaneSet(ctx: RepairContext, process: XmlElement, taken: Set<string>): XmlElement {
  const laneSet = createElement(ctx.bpmnName(process, 'laneSet'), {
    id: ctx.freshId(`LaneSet_${process.attrs.get('id') ?? 'repair'}`, taken),
  })
  laneSet.parent = process
  // BPMN's order: lane sets come before the flow elements.
  const firstFlow = process.children.findIndex(
    (child) => child.kind === 'element' && ctx.is(child, 'bpmn:FlowElement'),
  )
  process.children.splice(firstFlow < 0 ? process.children.length : firstFlow, 0, laneSet)
  return laneSet
}

function isDi(element: XmlElement): boolean {
  return namespaceAt(element, splitName(element.name).prefix) === BPMNDI_URI
}

/**
 * Duplicate ids: moddle keeps the first element and drops each later one with its whole content.
 * Later ones get a fresh id, and each reference goes to the element it most likely meant: one of
 * the right type, in the same process or sub-process, that refers back; diagram shapes pair up with
 * the duplicates in document order.
 */
function repairDuplicateIds(ctx: RepairContext): void {
  const all = descendants(ctx.root).filter((element) => ctx.info(element))
  const byId = new Map<string, XmlElement[]>()
  for (const element of all) {
    const id = element.attrs.get('id')
    if (!id) continue
    byId.set(id, [...(byId.get(id) ?? []), element])
  }
  const duplicates = [...byId].filter(([, elements]) => elements.length > 1)
  if (duplicates.length === 0) return
  const taken = allIds(ctx.root)

  // The referrers, read before anything is renamed.
  const refs = all.flatMap((element) =>
    referencesOf(ctx, element).map((ref) => ({
      ...ref,
      owner: element,
      values: referenceValues(ref),
    })),
  )

  for (const [id, elements] of duplicates) {
    // A semantic element keeps the id over a diagram element that copied it.
    const keeper = elements.find((element) => !isDi(element)) ?? elements[0]
    const renamed = new Map<XmlElement, string>()
    for (const element of elements) {
      if (element === keeper) continue
      const fresh = ctx.freshId(id, taken)
      element.attrs.set('id', fresh)
      renamed.set(element, fresh)
    }

    const diIndex = { shape: 0, edge: 0 }
    let repointed = 0
    for (const ref of refs) {
      if (!ref.values.includes(id)) continue
      const chosen = chooseTarget(ctx, ref, elements, keeper, diIndex)
      const chosenId = renamed.get(chosen)
      if (!chosenId) continue
      ref.values = ref.values.map((value) => (value === id ? chosenId : value))
      writeReferenceValues(ref, ref.values)
      repointed += 1
    }
    for (const [element, fresh] of renamed) {
      ctx.note(
        fresh,
        `ID「${id}」重复：${ctx.describe(element)}已改名为「${fresh}」` +
          (repointed ? `，${repointed} 处引用已随之调整` : ''),
      )
    }
  }
}

function chooseTarget(
  ctx: RepairContext,
  ref: ReturnType<typeof referencesOf>[number] & { owner: XmlElement },
  elements: XmlElement[],
  keeper: XmlElement,
  diIndex: { shape: number; edge: number },
): XmlElement {
  let candidates = elements.filter((element) => ctx.is(element, ref.property.type))
  if (candidates.length === 0) candidates = elements
  const owner = ref.owner
  if (isDi(owner) && ref.name === 'bpmnElement') {
    const semantic = candidates.filter((element) => !isDi(element))
    if (semantic.length) candidates = semantic
    const edge = ctx.is(owner, 'bpmndi:BPMNEdge')
    const fitting = candidates.filter(
      (element) => CONNECTION_TYPES.some((type) => ctx.is(element, type)) === edge,
    )
    if (fitting.length) candidates = fitting
    if (ctx.is(owner, 'bpmndi:BPMNPlane'))
      return candidates.includes(keeper) ? keeper : candidates[0]
    const key = edge ? 'edge' : 'shape'
    const index = diIndex[key]++
    return candidates[index] ?? candidates[0]
  }
  const ownerContainer = containerOf(ctx, owner)
  const ownerId = owner.attrs.get('id')
  let best = candidates.includes(keeper) ? keeper : candidates[0]
  let bestScore = -1
  for (const candidate of candidates) {
    let score = 0
    if (containerOf(ctx, candidate) === ownerContainer) score += 2
    if (
      ownerId &&
      descendants(candidate).some((node) =>
        referencesOf(ctx, node).some((back) => referenceValues(back).includes(ownerId)),
      )
    ) {
      score += 1
    }
    if (score > bestScore) {
      best = candidate
      bestScore = score
    }
  }
  return best
}

/**
 * Diagram elements pointing at nothing: a plane is pointed at the process or collaboration its
 * shapes belong to (without one bpmn-js draws nothing); a shape or edge is dropped.
 */
function repairDiagramReferences(ctx: RepairContext): void {
  const semantic = new Map<string, XmlElement>()
  for (const element of descendants(ctx.root)) {
    const id = element.attrs.get('id')
    if (id && ctx.info(element) && !isDi(element) && !semantic.has(id)) semantic.set(id, element)
  }
  const planes = descendants(ctx.root).filter((element) => ctx.is(element, 'bpmndi:BPMNPlane'))
  for (const plane of planes) {
    for (const element of childElements(plane)) {
      if (!ctx.is(element, 'bpmndi:BPMNShape') && !ctx.is(element, 'bpmndi:BPMNEdge')) continue
      // Without any element it is drawing of the tool's own (bpmn-js skips it): left alone.
      const target = element.attrs.get('bpmnElement')
      if (!target || semantic.has(target)) continue
      removeElement(element)
      const what = ctx.is(element, 'bpmndi:BPMNEdge') ? '连线' : '图形'
      ctx.note(
        null,
        `${what}「${element.attrs.get('id') ?? ''}」指向不存在的元素「${target}」，已删除`,
      )
    }
    const target = plane.attrs.get('bpmnElement')
    if (target && semantic.has(target)) continue
    const replacement = planeTarget(ctx, plane, semantic)
    if (!replacement) continue
    const replacementId = replacement.attrs.get('id') ?? ''
    plane.attrs.set('bpmnElement', replacementId)
    ctx.note(
      replacementId,
      `流程图平面${target ? `指向不存在的元素「${target}」` : '没有指向任何元素'}，已改为指向${ctx.describe(replacement)}`,
    )
  }
}

/** What a plane shows: the container most of its shapes' elements are in. */
function planeTarget(
  ctx: RepairContext,
  plane: XmlElement,
  semantic: Map<string, XmlElement>,
): XmlElement | null {
  const votes = new Map<XmlElement, number>()
  for (const element of childElements(plane)) {
    const target = semantic.get(element.attrs.get('bpmnElement') ?? '')
    if (!target) continue
    const container = containerOf(ctx, target)
    if (container === ctx.root) continue
    votes.set(container, (votes.get(container) ?? 0) + 1)
  }
  const collaboration = childElements(ctx.root).find((element) =>
    ctx.is(element, 'bpmn:Collaboration'),
  )
  const top = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0]
  // Pools drawn, or a process of theirs: the plane shows the collaboration. A sub-process's own
  // plane (drilled down) shows the sub-process.
  if (collaboration && (!top || votes.has(collaboration) || top.parent === ctx.root)) {
    return collaboration
  }
  return top ?? processes(ctx)[0] ?? null
}

/**
 * Repairs `xml` as far as it can (see above). Without a fault, or when it is not well-formed XML
 * at all (the caller's check explains that), the XML comes back unchanged with no notes.
 */
export function repairImport(xml: string, moddle: RepairModdle): ImportRepairResult {
  const unchanged = { xml, notes: [] }
  const document = parseXml(xml)
  if (!document) return unchanged
  try {
    const ctx = new RepairContext(moddle, document.root)
    if (!ctx.is(document.root, 'bpmn:Definitions')) return unchanged
    repairPlacement(ctx)
    repairDuplicateIds(ctx)
    repairDiagramReferences(ctx)
    if (ctx.notes.length === 0) return unchanged
    return { xml: serializeXml(document), notes: ctx.notes }
  } catch (error) {
    // A repair must never stop a diagram from opening: bpmn-js gets it as it is.
    console.warn('[designer] import repair skipped', error)
    return unchanged
  }
}
