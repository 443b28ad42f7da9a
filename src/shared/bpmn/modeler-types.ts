/**
 * The parts of a bpmn-js Modeler and of its diagram-js services that console code calls. Code that
 * drives a modeler types it with these, so tests can hand in a small fake instead of bpmn-js (which
 * jsdom cannot run). A real `Modeler` satisfies every interface here.
 */

// bpmn-js events carry loosely typed payloads that differ per event name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModelerListener = (event: any) => unknown

/** What the properties panel needs: services and events. */
export interface BpmnModelerLike {
  get<T = unknown>(name: string): T
  on(event: string, callback: ModelerListener): void
  off(event: string, callback: ModelerListener): void
}

/** The designer's modeler: the panel's view plus import and export. */
export interface DesignerModeler extends BpmnModelerLike {
  importXML(xml: string): Promise<{ warnings: unknown[] }>
  saveXML(options?: { format?: boolean }): Promise<{ xml?: string }>
  saveSVG(): Promise<{ svg: string }>
  /** The moddle tree of the imported diagram; undefined before an import succeeded. */
  getDefinitions(): ModdleElementLike | undefined
}

/** A bpmn-moddle element (business object), as far as the designer reads it. */
export interface ModdleElementLike {
  $type: string
  id?: string
  name?: string
  rootElements?: ModdleElementLike[]
  flowElements?: ModdleElementLike[]
  participants?: ModdleElementLike[]
  processRef?: ModdleElementLike
  diagrams?: ModdleElementLike[]
}

/** A shape or connection on the canvas. */
export interface DiagramElementLike {
  id: string
  type: string
  businessObject?: ModdleElementLike
  /** Set on connections. */
  waypoints?: unknown
  /** Set on boundary events (attached to a host). */
  host?: unknown
  /** Set on external labels. */
  labelTarget?: unknown
}

export interface ViewboxLike {
  x: number
  y: number
  width: number
  height: number
  scale?: number
}

export interface CanvasLike {
  zoom(): number
  zoom(level: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number
  viewbox(): ViewboxLike
  viewbox(box: ViewboxLike): ViewboxLike
  getRootElement(): DiagramElementLike
  scrollToElement(element: DiagramElementLike): void
  /** The element the canvas draws into (diagram-js's Canvas#getContainer). */
  getContainer?(): HTMLElement
}

/**
 * Fits the diagram into the canvas, unless the canvas has no size yet (a hidden tab, a layout not
 * done): diagram-js would then scale by 0 and throw a non-finite SVGMatrix error. Returns whether
 * it fitted; a caller that got false fits again once the canvas has a size.
 */
export function fitViewport(canvas: CanvasLike): boolean {
  const container = canvas.getContainer?.()
  if (container && (container.clientWidth === 0 || container.clientHeight === 0)) return false
  canvas.zoom('fit-viewport', 'auto')
  return true
}

export interface CommandStackLike {
  canUndo(): boolean
  canRedo(): boolean
  undo(): void
  redo(): void
}

export interface SelectionLike {
  get(): DiagramElementLike[]
  select(elements: DiagramElementLike | DiagramElementLike[] | null): void
}

export interface ElementRegistryLike {
  get(id: string): DiagramElementLike | undefined
}

/** diagram-js alignment names: center aligns horizontally centred, middle vertically. */
export type AlignmentType = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom'

export interface AlignElementsLike {
  trigger(elements: DiagramElementLike[], type: AlignmentType): void
}

/** bpmn-js-token-simulation's mode switch (service 'toggleMode'). */
export interface ToggleModeLike {
  toggleMode(active?: boolean): void
}

/** The moddle of a modeler (service 'moddle'): parses without touching the canvas. */
export interface ModdleLike {
  fromXML(
    xml: string,
    typeName?: string,
  ): Promise<{ rootElement: ModdleElementLike; warnings: unknown[] }>
}
