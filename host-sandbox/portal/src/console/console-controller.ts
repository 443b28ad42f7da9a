import { createStore, type SimpleStore } from '../lib/simple-store'

/** The three states integrators see, plus the in-between and failure states. */
export type ConsoleStatus = 'unmounted' | 'mounting' | 'mounted' | 'unmounting' | 'failed'

export const CONSOLE_STATUS_TEXT: Record<ConsoleStatus, string> = {
  unmounted: '未挂载',
  mounting: '挂载中',
  mounted: '已挂载',
  unmounting: '卸载中',
  failed: '挂载失败',
}

export interface ConsoleControllerState {
  status: ConsoleStatus
  /** How many times the console has been loaded into the container ("第 N 次挂载"). */
  mountCount: number
  /** Why the last mount or unmount failed. */
  error: string | null
}

/** The part of qiankun's MicroApp (a single-spa parcel) the controller uses. */
export interface MicroAppHandle {
  mountPromise: Promise<unknown>
  unmount(): Promise<unknown>
}

export interface ConsoleController {
  readonly state: Pick<SimpleStore<ConsoleControllerState>, 'get' | 'subscribe'>
  /** Loads and mounts the console unless an instance exists. */
  mount(): Promise<void>
  /** Unmounts the console if an instance exists. */
  unmount(): Promise<void>
  /** True while an instance is mounting or mounted. */
  hasInstance(): boolean
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Owns the one console instance. Operations run one after the other, so a quick
 * unmount / mount / unmount from the controls or from navigation always ends in the last asked state.
 */
export function createConsoleController(opts: { load: () => MicroAppHandle }): ConsoleController {
  const state = createStore<ConsoleControllerState>({
    status: 'unmounted',
    mountCount: 0,
    error: null,
  })
  let instance: MicroAppHandle | null = null
  let queue: Promise<void> = Promise.resolve()

  function enqueue(operation: () => Promise<void>): Promise<void> {
    queue = queue.then(operation)
    return queue
  }

  function update(patch: Partial<ConsoleControllerState>): void {
    state.set((previous) => ({ ...previous, ...patch }))
  }

  return {
    state,
    hasInstance: () => instance !== null,
    mount: () =>
      enqueue(async () => {
        if (instance) return
        update({ status: 'mounting', mountCount: state.get().mountCount + 1, error: null })
        try {
          instance = opts.load()
          await instance.mountPromise
          update({ status: 'mounted' })
        } catch (error) {
          instance = null
          update({ status: 'failed', error: errorMessage(error) })
        }
      }),
    unmount: () =>
      enqueue(async () => {
        const current = instance
        if (!current) return
        update({ status: 'unmounting' })
        try {
          await current.unmount()
          update({ status: 'unmounted', error: null })
        } catch (error) {
          update({ status: 'failed', error: errorMessage(error) })
        } finally {
          instance = null
        }
      }),
  }
}
