import { vi } from 'vitest'

/** Waits (on state, not time) until `read` gives a value `done` accepts, and returns that value. */
export async function waitForState<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
): Promise<T> {
  let last: T | undefined
  await vi.waitFor(
    async () => {
      last = await read()
      if (!done(last)) throw new Error(`not yet: ${JSON.stringify(last)}`)
    },
    { timeout: 10_000, interval: 20 },
  )
  return last as T
}
