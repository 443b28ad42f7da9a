// A stand-in for bpmn-js's Modeler in jsdom (which cannot run bpmn-js): an event bus and the few
// services the designer calls, with spies to assert what it asked for.
import { vi } from 'vitest'
import type {
  DesignerModeler,
  DiagramElementLike,
  ModdleElementLike,
  ModelerListener,
  ViewboxLike,
} from '@/shared/bpmn/modeler-types'

export interface FakeModelerState {
  zoom: number
  canUndo: boolean
  canRedo: boolean
  selection: DiagramElementLike[]
  xml: string
  simulating: boolean
}

export type FakeModeler = DesignerModeler & {
  state: FakeModelerState
  fire(event: string, payload?: object): void
  services: {
    canvas: {
      zoom: ReturnType<typeof vi.fn>
      viewbox: ReturnType<typeof vi.fn>
      getRootElement: () => DiagramElementLike
      scrollToElement: ReturnType<typeof vi.fn>
    }
    commandStack: {
      canUndo: () => boolean
      canRedo: () => boolean
      undo: ReturnType<typeof vi.fn>
      redo: ReturnType<typeof vi.fn>
    }
    selection: { get: () => DiagramElementLike[]; select: ReturnType<typeof vi.fn> }
    alignElements: { trigger: ReturnType<typeof vi.fn> }
    toggleMode: { toggleMode: ReturnType<typeof vi.fn> }
    elementRegistry: { get: (id: string) => DiagramElementLike | undefined }
    moddle: { fromXML: ReturnType<typeof vi.fn> }
    /** bpmn-js-bpmnlint: update() asks for a check; tests fire 'linting.completed' themselves. */
    linting: { update: ReturnType<typeof vi.fn> }
  }
  importXML: ReturnType<typeof vi.fn> & DesignerModeler['importXML']
  saveXML: ReturnType<typeof vi.fn> & DesignerModeler['saveXML']
  saveSVG: ReturnType<typeof vi.fn> & DesignerModeler['saveSVG']
}

export const PROCESS: ModdleElementLike = { $type: 'bpmn:Process', id: 'visit', name: '参观预约' }

export function createFakeModeler(elements: DiagramElementLike[] = []): FakeModeler {
  const listeners = new Map<string, Set<ModelerListener>>()
  const fire = (event: string, payload: object = {}) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener({ type: event, ...payload })
  }
  const state: FakeModelerState = {
    zoom: 1,
    canUndo: false,
    canRedo: false,
    selection: [],
    xml: '<bpmn:definitions id="fake" />',
    simulating: false,
  }
  const root: DiagramElementLike = { id: PROCESS.id as string, type: 'bpmn:Process' }
  const viewbox = (): ViewboxLike => ({ x: 0, y: 0, width: 800, height: 600, scale: state.zoom })
  const services: FakeModeler['services'] = {
    canvas: {
      zoom: vi.fn((level?: number | 'fit-viewport') => {
        if (level === undefined) return state.zoom
        state.zoom = level === 'fit-viewport' ? 1 : level
        fire('canvas.viewbox.changed', { viewbox: viewbox() })
        return state.zoom
      }),
      viewbox: vi.fn(() => viewbox()),
      getRootElement: () => root,
      scrollToElement: vi.fn(),
    },
    commandStack: {
      canUndo: () => state.canUndo,
      canRedo: () => state.canRedo,
      undo: vi.fn(),
      redo: vi.fn(),
    },
    selection: { get: () => state.selection, select: vi.fn() },
    alignElements: { trigger: vi.fn() },
    toggleMode: {
      toggleMode: vi.fn((active?: boolean) => {
        state.simulating = active ?? !state.simulating
        fire('tokenSimulation.toggleMode', { active: state.simulating })
      }),
    },
    elementRegistry: {
      get: (id) => (id === root.id ? root : elements.find((element) => element.id === id)),
    },
    linting: { update: vi.fn() },
    moddle: {
      fromXML: vi.fn(async () => ({
        rootElement: {
          $type: 'bpmn:Definitions',
          rootElements: [PROCESS],
          diagrams: [{ $type: 'bpmndi:BPMNDiagram' }],
        },
        warnings: [],
      })),
    },
  }
  const modeler = {
    state,
    services,
    fire,
    get: <T>(name: string) => (services as Record<string, unknown>)[name] as T,
    on: (event: string, listener: ModelerListener) => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    off: (event: string, listener: ModelerListener) => {
      listeners.get(event)?.delete(listener)
    },
    importXML: vi.fn(async (xml: string) => {
      state.xml = xml
      fire('import.done', { error: null, warnings: [] })
      return { warnings: [] }
    }),
    saveXML: vi.fn(async () => ({ xml: state.xml })),
    saveSVG: vi.fn(async () => ({ svg: '<svg xmlns="http://www.w3.org/2000/svg" />' })),
    getDefinitions: () => ({ $type: 'bpmn:Definitions', rootElements: [PROCESS] }),
  }
  return modeler as unknown as FakeModeler
}
