/** A body narrower than 992 px is a mobile device. */
export const MOBILE_BREAKPOINT = 992

export type Device = 'desktop' | 'mobile'

/**
 * The body's width as the layout sees it. A body that has not been laid out (width 0: a detached
 * document, or jsdom) falls back to the window's inner width.
 */
export function measureBodyWidth(): number {
  if (typeof document === 'undefined') return 0
  const width = document.body.getBoundingClientRect().width
  return width > 0 ? width : window.innerWidth
}

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop'
}

export function detectDevice(): Device {
  return typeof document === 'undefined' ? 'desktop' : deviceForWidth(measureBodyWidth())
}
