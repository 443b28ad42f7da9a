/** Zoom limits of the designer: 0.2 to 4 in steps of 0.1, default 1. */
export const ZOOM_MIN = 0.2
export const ZOOM_MAX = 4
export const ZOOM_STEP = 0.1
export const ZOOM_DEFAULT = 1

export const ZOOM_OUT_OF_RANGE_MESSAGE = '缩放比例只能在 20% 到 400% 之间'

// Zoom levels are counted in whole tenths, so stepping never accumulates float error (0.1 + 0.2).
const TENTHS_MIN = Math.round(ZOOM_MIN * 10)
const TENTHS_MAX = Math.round(ZOOM_MAX * 10)

export type ZoomDirection = 'in' | 'out'

function toTenths(zoom: number): number {
  return Math.round(zoom * 10)
}

/**
 * The zoom one step in `direction` from `current` (snapped to the nearest tenth first: the canvas
 * may sit at 0.87 after fitting the viewport), or null when that would leave [0.2, 4].
 */
export function nextZoom(current: number, direction: ZoomDirection): number | null {
  const next = toTenths(current) + (direction === 'in' ? 1 : -1)
  if (next < TENTHS_MIN || next > TENTHS_MAX) return null
  return next / 10
}

/** Whether the zoom button for `direction` is enabled at `current`. */
export function canZoom(current: number, direction: ZoomDirection): boolean {
  return nextZoom(current, direction) !== null
}

/** The zoom as the toolbar shows it: '100%'. */
export function formatZoom(zoom: number): string {
  return `${Math.round(zoom * 100)}%`
}
