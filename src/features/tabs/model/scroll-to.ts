/** Scroll easing in 20 ms steps, 500 ms unless told otherwise. */
export const SCROLL_STEP_MS = 20
export const SCROLL_DURATION_MS = 500

/** Quadratic ease-in-out: the position at time t of a move from b by c that lasts d. */
export function easeInOutQuad(t: number, b: number, c: number, d: number): number {
  let x = t / (d / 2)
  if (x < 1) return (c / 2) * x * x + b
  x -= 1
  return (-c / 2) * (x * (x - 2) - 1) + b
}

export type ScrollAxis = 'scrollLeft' | 'scrollTop'
type Scrollable = Record<ScrollAxis, number>

const running = new WeakMap<Scrollable, Partial<Record<ScrollAxis, () => void>>>()

/**
 * Eases `element[axis]` to `to`: the first step at once, then one every 20 ms until `duration`
 * has passed (25 steps for 500 ms), the last one landing exactly on `to`. A new scroll of the same
 * element and axis stops the previous one. Returns a function that stops this one.
 */
export function smoothScrollTo(
  element: Scrollable,
  axis: ScrollAxis,
  to: number,
  duration: number = SCROLL_DURATION_MS,
): () => void {
  running.get(element)?.[axis]?.()
  const start = element[axis]
  const change = to - start
  let elapsed = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const current = running.get(element)
    if (current?.[axis] === stop) delete current[axis]
  }

  const step = () => {
    elapsed += SCROLL_STEP_MS
    element[axis] = elapsed >= duration ? to : easeInOutQuad(elapsed, start, change, duration)
    if (elapsed < duration) timer = setTimeout(step, SCROLL_STEP_MS)
    else stop()
  }

  running.set(element, { ...running.get(element), [axis]: stop })
  step()
  return stop
}
