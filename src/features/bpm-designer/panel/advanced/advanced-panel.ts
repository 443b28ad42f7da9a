// The 高级 tab's lazy part: bpmn-js-properties-panel (Preact) and its stylesheet load only when the
// tab is first opened (docs/architecture.md#bpmn-designer).
import panelCss from '@bpmn-io/properties-panel/dist/assets/properties-panel.css?inline'
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule } from 'bpmn-js-properties-panel'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'
import { advancedGroups, type PanelGroup } from './advanced-groups'
import { translateAdvanced } from './advanced-translations'

export const ADVANCED_PANEL_CSS = panelCss

/** What the tab does with a modeler's panel. */
export interface AdvancedPanel {
  attachTo(container: HTMLElement): void
  detach(): void
}

interface PanelRenderer extends AdvancedPanel {
  registerProvider(priority: number, provider: object): void
  /**
   * Draws the panel for an element (undefined: the root); it then follows the selection itself.
   * The renderer draws on its own only when a diagram is imported, which happened before the tab
   * was opened.
   */
  _render(element?: unknown): void
}

/** A didi injector as diagram-js exposes it. */
interface InjectorLike {
  get<T>(name: string): T
  createChild(modules: object[]): InjectorLike & { init(): void }
}

/** Runs after bpmn-js-properties-panel's BPMN provider (lower priority) and keeps our groups. */
class AdvancedGroupFilter {
  static $inject = ['propertiesPanel']
  constructor(propertiesPanel: PanelRenderer) {
    propertiesPanel.registerProvider(100, this)
  }
  getGroups() {
    return (groups: PanelGroup[]) => advancedGroups(groups)
  }
}

const panels = new WeakMap<BpmnModelerLike, PanelRenderer>()

/**
 * The modeler's advanced panel, created once per modeler in a child injector: the modeler is
 * already running (and keeps its undo history) when the tab is first opened, so the panel's
 * modules cannot go into its own injector. Services the panel does not define (modeling, command
 * stack, selection, event bus) come from the modeler; `translate` is the tab's own Chinese one.
 */
export function advancedPanelFor(modeler: BpmnModelerLike): AdvancedPanel {
  let panel = panels.get(modeler)
  if (!panel) {
    const child = modeler
      .get<InjectorLike>('injector')
      .createChild([
        { config: ['value', { propertiesPanel: {} }] },
        { translate: ['value', translateAdvanced] },
        BpmnPropertiesPanelModule,
        BpmnPropertiesProviderModule,
        { __init__: ['advancedGroupFilter'], advancedGroupFilter: ['type', AdvancedGroupFilter] },
      ])
    child.init()
    panel = child.get<PanelRenderer>('propertiesPanel')
    panels.set(modeler, panel)
  }
  const renderer = panel
  return {
    attachTo(container) {
      renderer.attachTo(container)
      const selected = modeler.get<{ get(): unknown[] }>('selection').get()
      renderer._render(selected.length > 1 ? selected : selected[0])
    },
    detach: () => renderer.detach(),
  }
}
