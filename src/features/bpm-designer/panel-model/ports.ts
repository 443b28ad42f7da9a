import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'

/**
 * The few modeler services the panel's read / write layer uses, typed structurally so that both a
 * bpmn-js Modeler and a headless Node setup (command stack + moddle) satisfy them.
 */

/** A bpmn-moddle element. Extension properties are read and written with their prefix. */
export interface ModdleElement {
  $type: string
  $parent?: ModdleElement
  $attrs?: Record<string, string>
  id?: string
  get(name: string): unknown
  set(name: string, value: unknown): void
  $instanceOf(type: string): boolean
}

/** A diagram-js element (shape, connection, root or label) of a BPMN diagram. */
export interface DiagramElement {
  id: string
  type: string
  businessObject: ModdleElement
  source?: DiagramElement | null
  target?: DiagramElement | null
  labelTarget?: DiagramElement | null
}

export type PropertyMap = Record<string, unknown>

export interface ModelingPort {
  updateProperties(element: DiagramElement, properties: PropertyMap): void
  updateModdleProperties(
    element: DiagramElement,
    moddleElement: ModdleElement,
    properties: PropertyMap,
  ): void
  /**
   * A label as bpmn-js keeps it: `name`, a text annotation's `text`, a group's category value
   * (creating or removing the external label as needed).
   */
  updateLabel(element: DiagramElement, newLabel: string | null): void
}

export interface ModdlePort {
  create(type: string, attrs?: PropertyMap): ModdleElement
  /** bpmn-js attaches its id registry here. */
  ids?: { assigned(id: string): unknown }
}

/** A command handler class as diagram-js instantiates it (dependencies by name in $inject). */
export interface CommandHandlerClass {
  $inject?: string[]
  new (...services: never[]): object
}

export interface CommandStackPort {
  execute(command: string, context: object): void
  registerHandler(command: string, handlerCls: CommandHandlerClass): void
}

export interface ElementRegistryPort {
  get(id: string): DiagramElement | undefined
  getAll(): DiagramElement[]
}

export interface CanvasPort {
  getRootElement(): DiagramElement
}

export interface PanelPorts {
  modeling: ModelingPort
  moddle: ModdlePort
  commandStack: CommandStackPort
  elementRegistry: ElementRegistryPort
  canvas: CanvasPort
}

export type { BpmnModelerLike }

export function portsFromModeler(modeler: BpmnModelerLike): PanelPorts {
  return {
    modeling: modeler.get<ModelingPort>('modeling'),
    moddle: modeler.get<ModdlePort>('moddle'),
    commandStack: modeler.get<CommandStackPort>('commandStack'),
    elementRegistry: modeler.get<ElementRegistryPort>('elementRegistry'),
    canvas: modeler.get<CanvasPort>('canvas'),
  }
}
