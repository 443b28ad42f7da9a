import { useCallback, useEffect, useState } from 'react'

/** Seconds left on a resend countdown; `start()` restarts it, 0 means idle. */
export function useCountdown(seconds: number): { remaining: number; start: () => void } {
  const [remaining, setRemaining] = useState(0)
  const running = remaining > 0

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => {
      setRemaining((left) => Math.max(0, left - 1))
    }, 1000)
    return () => window.clearInterval(timer)
  }, [running])

  const start = useCallback(() => setRemaining(seconds), [seconds])
  return { remaining, start }
}
