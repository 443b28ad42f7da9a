/** The properties panel's width (default 480), adjustable with the splitter. */
export const PANEL_DEFAULT_WIDTH = 480
export const PANEL_MIN_WIDTH = 320
export const PANEL_MAX_WIDTH = 960
/** The canvas keeps at least this much room beside the panel. */
export const CANVAS_MIN_WIDTH = 360
/** One arrow-key press on the splitter. */
export const PANEL_KEY_STEP = 16

/** `width` kept within the panel's limits and, when known, the room the row leaves for it. */
export function clampPanelWidth(width: number, rowWidth?: number): number {
  const roomy = rowWidth ? Math.max(PANEL_MIN_WIDTH, rowWidth - CANVAS_MIN_WIDTH) : PANEL_MAX_WIDTH
  return Math.round(Math.min(Math.max(width, PANEL_MIN_WIDTH), PANEL_MAX_WIDTH, roomy))
}
