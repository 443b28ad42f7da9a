import { useLayoutEffect, useState, type RefObject } from 'react'
import { CANVAS_MIN_WIDTH, PANEL_MIN_WIDTH } from '../model/panel-width'

/** Below this width the canvas and the properties panel do not fit side by side: they stack. */
export const COMPACT_DESIGNER_WIDTH = CANVAS_MIN_WIDTH + PANEL_MIN_WIDTH + 40
/** The designer never gets shorter than this; a shorter area scrolls. */
export const MIN_DESIGNER_HEIGHT = 480
/** A stacked (phone) designer's canvas: at least this tall. */
export const MIN_COMPACT_CANVAS_HEIGHT = 320

export interface DesignerFrame {
  /** The designer's own width (0 before it is laid out, or while its tab is hidden). */
  width: number
  /** The height left for the designer in the area that scrolls the page (null: not known). */
  availableHeight: number | null
}

/** The console's scrolling content area (the layout marks it), or null outside the layout. */
function scrollArea(element: HTMLElement): HTMLElement | null {
  return element.closest<HTMLElement>('[data-console-scroll]')
}

function measure(element: HTMLElement): DesignerFrame | null {
  const width = element.clientWidth
  // A hidden tab (display: none) measures 0: keep what was measured while it was shown.
  if (width === 0) return null
  const area = scrollArea(element)
  const top = element.getBoundingClientRect().top
  if (!area) {
    return { width, availableHeight: Math.floor(window.innerHeight - top) }
  }
  const areaTop = area.getBoundingClientRect().top
  // Where the designer starts inside the scrolled content (header, tab bar and padding above it).
  const offset = top - areaTop + area.scrollTop
  const main = element.closest('main')
  const paddingBottom = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0
  return { width, availableHeight: Math.floor(area.clientHeight - offset - paddingBottom) }
}

/**
 * The designer's size, from its container rather than the window: embedded in a portal the
 * console's area is the portal's container, not the viewport. Re-measured when the designer or the
 * scrolling area changes size.
 */
export function useDesignerFrame(ref: RefObject<HTMLElement | null>): DesignerFrame {
  const [frame, setFrame] = useState<DesignerFrame>({ width: 0, availableHeight: null })

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      const next = measure(element)
      if (!next) return
      setFrame((current) =>
        current.width === next.width && current.availableHeight === next.availableHeight
          ? current
          : next,
      )
    }
    update()
    window.addEventListener('resize', update)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(element)
    const area = scrollArea(element)
    if (area) observer?.observe(area)
    return () => {
      window.removeEventListener('resize', update)
      observer?.disconnect()
    }
  }, [ref])

  return frame
}

/** Whether a designer this wide stacks its canvas above the panel. */
export function isCompactDesigner(width: number): boolean {
  return width > 0 && width < COMPACT_DESIGNER_WIDTH
}
