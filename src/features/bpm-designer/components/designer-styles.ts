// The modeler's stylesheets as text, part of the designer's lazy chunk (see
// shared/bpmn/bpmn-viewer-css.ts for why they are inlined).
import tokenSimulationCss from 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css?inline'
import lintCss from 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css?inline'
import { BPMN_VIEWER_CSS } from '@/shared/bpmn/bpmn-viewer-css'
import type { ConsoleMount } from '@/shared/ui/theme/mount-context'
import { ensureMountStyles } from '@/shared/ui/theme/mount-styles'

export const DESIGNER_STYLE_ID = 'bpmn-designer'

/**
 * The toolbar's 模拟 button switches simulation, so token simulation's own (English) switch goes;
 * while simulating, the lint button and markers make room for the simulation's speed control.
 * The lint button's text meets WCAG AA (4.5:1): a darker green under white, dark text on yellow.
 */
const OVERRIDES = `
.bts-toggle-mode { display: none !important; }
.simulation .bjsl-button, .simulation .bjsl-overlay { display: none !important; }
.bjsl-button-success { background-color: #3a7f0f; }
.bjsl-button-warning { color: #303133; }
.bjsl-button-inactive { color: #595959; }
.bjsl-button:focus-visible { outline: 2px solid #2e71b7; outline-offset: 2px; }
`

/** Adds the modeler's styles to the mount once (into the container when embedded). */
export function ensureDesignerStyles(mount: ConsoleMount): void {
  ensureMountStyles(
    mount,
    DESIGNER_STYLE_ID,
    [BPMN_VIEWER_CSS, tokenSimulationCss, lintCss, OVERRIDES].join('\n'),
  )
}
