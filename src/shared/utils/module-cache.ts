/**
 * Lazy chunks, loaded once per page and then handed over synchronously.
 *
 * React's `lazy` suspends on the first render of every lazy component, and React 19 holds a
 * revealed Suspense boundary back for up to 300 ms after its fallback showed. A console mount that
 * walks through several lazy layers (MUI's shell, the protected app, the layout, the page) paid
 * that for each layer, even for chunks already loaded. A `lazy` fed by `loadModule` does not
 * suspend once its chunk is in: it gets a thenable that is already settled, which `lazy` reads at
 * once. Chunks can also be fetched ahead (`loadModule` without rendering) while a mount signs in.
 */

/** A thenable that is already settled: `then` runs its callback now, and chains stay settled. */
export function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(
      onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    ): PromiseLike<R1 | R2> {
      if (!onFulfilled) return settled(value as unknown as R1)
      const next = onFulfilled(value)
      return isThenable(next) ? next : settled(next)
    },
  }
}

function isThenable<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}

const loaded = new Map<string, unknown>()
const loading = new Map<string, Promise<unknown>>()

/**
 * The module `load` gives, loaded once under `key` for the whole page (all mounts): settled when
 * it is already in, otherwise the pending load. A failed load is forgotten so it can be retried.
 */
export function loadModule<M>(key: string, load: () => Promise<M>): PromiseLike<M> {
  if (loaded.has(key)) return settled(loaded.get(key) as M)
  let pending = loading.get(key) as Promise<M> | undefined
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(key, module)
        loading.delete(key)
        return module
      },
      (error: unknown) => {
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/** The value of a thenable that is already settled, or null. */
function peek<T>(thenable: PromiseLike<T>): { value: T } | null {
  let result: { value: T } | null = null
  thenable.then(
    (value) => {
      result = { value }
    },
    () => undefined,
  )
  return result
}

/** Both values, settled at once when both are (a Promise.all that stays synchronous). */
export function whenBoth<A, B>(a: PromiseLike<A>, b: PromiseLike<B>): PromiseLike<[A, B]> {
  const first = peek(a)
  const second = peek(b)
  if (first && second) return settled([first.value, second.value])
  return Promise.all([a, b])
}

/**
 * What React's `lazy` takes. It accepts any thenable (it only calls `then`), which is what lets a
 * settled one render without suspending; its type says Promise.
 */
export function asLazyFactoryResult<M>(thenable: PromiseLike<M>): Promise<M> {
  return thenable as Promise<M>
}

/** Starts a load for later; a failure is left to the render that needs the module. */
export function prefetch(load: PromiseLike<unknown>): void {
  load.then(undefined, () => undefined)
}
