/**
 * Waits until the app's clock reaches a time. The clock is read, not trusted to pass at wall
 * speed: tests move it forward, and a wait ends as soon as it does.
 */
export function waitOnClock(
  now: () => number,
  until: number,
  signal: AbortSignal,
  pollMs = 50,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason instanceof Error ? signal.reason : new Error('已停止'))
    }
    const check = () => {
      if (signal.aborted) return onAbort()
      const left = until - now()
      if (left <= 0) {
        signal.removeEventListener('abort', onAbort)
        return resolve()
      }
      timer = setTimeout(check, Math.min(left, pollMs))
      timer.unref()
    }
    signal.addEventListener('abort', onAbort, { once: true })
    check()
  })
}
