/**
 * Calls `send` with the latest value once `delayMs` have passed without a new one. `flush` sends
 * a pending value at once (blur, unmount), so nothing typed is lost when the editor goes away
 * before the delay ends.
 */
export interface Debouncer<T> {
  push: (value: T) => void
  flush: () => void
  cancel: () => void
}

export function createDebouncer<T>(send: (value: T) => void, delayMs: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: { value: T } | null = null
  const stop = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const flush = () => {
    stop()
    if (!pending) return
    const { value } = pending
    pending = null
    send(value)
  }
  return {
    push(value) {
      pending = { value }
      stop()
      timer = setTimeout(flush, delayMs)
    },
    flush,
    cancel() {
      stop()
      pending = null
    },
  }
}
