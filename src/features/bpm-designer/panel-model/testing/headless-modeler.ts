/**
 * Test support: a headless "modeler" for Node and jsdom. It wires diagram-js's real CommandStack
 * and EventBus with bpmn-js's real UpdatePropertiesHandler / UpdateModdlePropertiesHandler (what
 * modeling.updateProperties / updateModdleProperties run in the browser) over plain diagram
 * elements whose business objects come from bpmn-moddle. No rendering, no DOM.
 */
import { createRequire } from 'node:module'
import UpdateModdlePropertiesHandler from 'bpmn-js/lib/features/modeling/cmd/UpdateModdlePropertiesHandler'
import UpdatePropertiesHandler from 'bpmn-js/lib/features/modeling/cmd/UpdatePropertiesHandler'
import { getLabel, setLabel } from 'bpmn-js/lib/util/LabelUtil'
import CommandStack from 'diagram-js/lib/command/CommandStack'
import EventBus from 'diagram-js/lib/core/EventBus'
import { Injector } from 'didi'
import { moddleExtensionsFor, type BpmnDialect } from '@/shared/bpmn/dialects'
import type {
  BpmnModelerLike,
  DiagramElement,
  ModdleElement,
  PanelPorts,
  PropertyMap,
} from '../ports'

interface BpmnModdleInstance {
  create(type: string, attrs?: PropertyMap): ModdleElement
  fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[] }>
  toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>
  ids?: HeadlessIds
}

// bpmn-moddle's ESM entry ships no type declarations; its CommonJS build is loaded through require
// and typed here by the few members the harness uses.
const require = createRequire(import.meta.url)
const { BpmnModdle } = require('bpmn-moddle') as {
  BpmnModdle: (extensions?: Record<string, object>) => BpmnModdleInstance
}

export interface HeadlessElement extends DiagramElement {
  parent?: HeadlessElement
}

class HeadlessIds {
  private readonly claimed = new Map<string, unknown>()
  assigned(id: string): unknown {
    return this.claimed.get(id) ?? false
  }
  claim(id: string, element: unknown): void {
    this.claimed.set(id, element)
  }
  unclaim(id: string): void {
    this.claimed.delete(id)
  }
}

class HeadlessElementRegistry {
  private readonly elements = new Map<string, HeadlessElement>()
  add(element: HeadlessElement): void {
    this.elements.set(element.id, element)
  }
  clear(): void {
    this.elements.clear()
  }
  get(id: string): HeadlessElement | undefined {
    return this.elements.get(id)
  }
  getAll(): HeadlessElement[] {
    return [...this.elements.values()]
  }
  filter(predicate: (element: HeadlessElement) => boolean): HeadlessElement[] {
    return this.getAll().filter(predicate)
  }
  updateId(element: HeadlessElement | string, newId: string): void {
    const found = typeof element === 'string' ? this.elements.get(element) : element
    if (!found) return
    this.elements.delete(found.id)
    found.id = newId
    this.elements.set(newId, found)
  }
}

class HeadlessCanvas {
  root: HeadlessElement | null = null
  getRootElement(): HeadlessElement {
    if (!this.root) throw new Error('no diagram imported')
    return this.root
  }
}

interface UpdateLabelContext {
  element: DiagramElement
  newLabel: string | null
  oldLabel?: string
}

/**
 * bpmn-js's label command without shapes: the text goes where bpmn-js's LabelUtil puts it (name,
 * a text annotation's text, a group's category value).
 */
class HeadlessUpdateLabelHandler {
  execute(context: UpdateLabelContext): DiagramElement[] {
    const element = context.element as unknown as Parameters<typeof getLabel>[0]
    context.oldLabel = getLabel(element)
    setLabel(element, context.newLabel as string)
    return [context.element]
  }
  revert(context: UpdateLabelContext): DiagramElement[] {
    setLabel(context.element as unknown as Parameters<typeof setLabel>[0], context.oldLabel ?? '')
    return [context.element]
  }
}

/** modeling's property and label commands, as bpmn-js's Modeling issues them. */
class HeadlessModeling {
  static $inject = ['commandStack']
  constructor(private readonly commandStack: CommandStack) {}
  updateProperties(element: DiagramElement, properties: PropertyMap): void {
    this.commandStack.execute('element.updateProperties', { element, properties })
  }
  updateModdleProperties(
    element: DiagramElement,
    moddleElement: ModdleElement,
    properties: PropertyMap,
  ): void {
    this.commandStack.execute('element.updateModdleProperties', {
      element,
      moddleElement,
      properties,
    })
  }
  updateLabel(element: DiagramElement, newLabel: string | null): void {
    this.commandStack.execute('element.updateLabel', { element, newLabel })
  }
}

function list(bo: ModdleElement | undefined, name: string): ModdleElement[] {
  const value = bo?.get(name)
  return Array.isArray(value) ? (value as ModdleElement[]) : []
}

function claimAll(ids: HeadlessIds, element: ModdleElement, seen = new Set<ModdleElement>()): void {
  if (seen.has(element)) return
  seen.add(element)
  if (typeof element.id === 'string') ids.claim(element.id, element)
  for (const [key, value] of Object.entries(element)) {
    if (key.startsWith('$')) continue
    for (const child of Array.isArray(value) ? value : [value]) {
      // References (sourceRef, processRef...) point at elements visited elsewhere; only children are walked.
      if (
        child &&
        typeof child === 'object' &&
        '$type' in child &&
        (child as ModdleElement).$parent === element
      ) {
        claimAll(ids, child as ModdleElement, seen)
      }
    }
  }
}

function buildDiagram(
  definitions: ModdleElement,
  registry: HeadlessElementRegistry,
): HeadlessElement | null {
  const rootElements = list(definitions, 'rootElements')
  const collaboration = rootElements.find((element) => element.$instanceOf('bpmn:Collaboration'))
  const firstProcess = rootElements.find((element) => element.$instanceOf('bpmn:Process'))
  const rootBo = collaboration ?? firstProcess
  if (!rootBo) return null
  const shape = (bo: ModdleElement, parent?: HeadlessElement): HeadlessElement => {
    const element: HeadlessElement = { id: bo.id ?? '', type: bo.$type, businessObject: bo, parent }
    registry.add(element)
    return element
  }
  const root = shape(rootBo)
  const flows: ModdleElement[] = []
  const addContainer = (container: ModdleElement, parent: HeadlessElement) => {
    for (const laneSet of list(container, 'laneSets')) {
      for (const lane of list(laneSet, 'lanes')) shape(lane, parent)
    }
    for (const bo of list(container, 'flowElements')) {
      if (bo.$instanceOf('bpmn:SequenceFlow')) flows.push(bo)
      else if (!bo.$instanceOf('bpmn:DataObject')) addContainer(bo, shape(bo, parent))
    }
    for (const bo of list(container, 'artifacts')) shape(bo, parent)
  }
  if (collaboration) {
    for (const participant of list(collaboration, 'participants')) {
      const participantShape = shape(participant, root)
      const process = participant.get('processRef') as ModdleElement | undefined
      if (process) addContainer(process, participantShape)
    }
  } else {
    addContainer(rootBo, root)
  }
  for (const flow of flows) {
    const source = registry.get((flow.get('sourceRef') as ModdleElement | undefined)?.id ?? '')
    const target = registry.get((flow.get('targetRef') as ModdleElement | undefined)?.id ?? '')
    registry.add({ id: flow.id ?? '', type: flow.$type, businessObject: flow, source, target })
  }
  return root
}

export interface HeadlessModeler {
  /** What the PropertiesPanel takes (get / on / off). */
  modeler: BpmnModelerLike
  ports: PanelPorts
  commandStack: CommandStack
  eventBus: EventBus
  moddle: BpmnModdleInstance
  importXml(xml: string): Promise<string[]>
  exportXml(): Promise<string>
  /** The element with this id (throws when absent, to keep tests short). */
  element(id: string): HeadlessElement
  root(): HeadlessElement
  definitions(): ModdleElement
  /** Fires selection.changed like a click on the element (null: click on the canvas). */
  select(id: string | null): void
}

export interface HeadlessOptions {
  dialect?: BpmnDialect
  /** Defaults to the dialect's extensions. */
  moddleExtensions?: Record<string, object>
}

export async function createHeadlessModeler(
  xml: string,
  { dialect = 'camunda', moddleExtensions }: HeadlessOptions = {},
): Promise<HeadlessModeler> {
  const moddle = BpmnModdle(moddleExtensions ?? moddleExtensionsFor(dialect))
  const eventBus = new EventBus()
  const registry = new HeadlessElementRegistry()
  const canvas = new HeadlessCanvas()
  const injector = new Injector([
    {
      eventBus: ['value', eventBus],
      moddle: ['value', moddle],
      elementRegistry: ['value', registry],
      canvas: ['value', canvas],
      textRenderer: [
        'value',
        { getExternalLabelBounds: () => ({ x: 0, y: 0, width: 0, height: 0 }) },
      ],
      commandStack: ['type', CommandStack],
      modeling: ['type', HeadlessModeling],
    },
  ])
  const commandStack = injector.get<CommandStack>('commandStack')
  commandStack.registerHandler('element.updateProperties', UpdatePropertiesHandler)
  commandStack.registerHandler('element.updateModdleProperties', UpdateModdlePropertiesHandler)
  commandStack.registerHandler('element.updateLabel', HeadlessUpdateLabelHandler)
  // diagram-js's ChangeSupport: one element.changed per changed element.
  eventBus.on('elements.changed', (event: { elements: DiagramElement[] }) => {
    for (const element of event.elements) eventBus.fire('element.changed', { element })
  })

  let definitions: ModdleElement | null = null
  let selection: HeadlessElement[] = []

  const importXml = async (source: string) => {
    const { rootElement, warnings } = await moddle.fromXML(source)
    definitions = rootElement
    moddle.ids = new HeadlessIds()
    claimAll(moddle.ids, rootElement)
    registry.clear()
    canvas.root = buildDiagram(rootElement, registry)
    commandStack.clear()
    selection = []
    eventBus.fire('import.done', { warnings })
    return warnings.map((warning) => warning.message)
  }
  await importXml(xml)

  const modeler: BpmnModelerLike = {
    get: <T>(name: string) => injector.get(name) as T,
    on: (event, callback) => eventBus.on(event, callback),
    off: (event, callback) => eventBus.off(event, callback),
  }

  return {
    modeler,
    ports: {
      modeling: injector.get('modeling'),
      moddle,
      commandStack,
      elementRegistry: registry,
      canvas,
    },
    commandStack,
    eventBus,
    moddle,
    importXml,
    exportXml: async () => {
      if (!definitions) throw new Error('no diagram imported')
      return (await moddle.toXML(definitions, { format: true })).xml
    },
    element: (id) => {
      const element = registry.get(id)
      if (!element) throw new Error(`no element ${id}`)
      return element
    },
    root: () => canvas.getRootElement(),
    definitions: () => {
      if (!definitions) throw new Error('no diagram imported')
      return definitions
    },
    select: (id) => {
      const oldSelection = selection
      selection =
        id === null ? [] : ([registry.get(id)].filter((element) => !!element) as HeadlessElement[])
      eventBus.fire('selection.changed', { oldSelection, newSelection: selection })
    },
  }
}
