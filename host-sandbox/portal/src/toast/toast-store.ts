import { createStore, type SimpleStore } from '../lib/simple-store'

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

export interface Toast {
  id: number
  kind: ToastKind
  text: string
}

export interface ToastStore extends Pick<SimpleStore<readonly Toast[]>, 'get' | 'subscribe'> {
  show(kind: ToastKind, text: string): void
  dismiss(id: number): void
}

/** The portal's own notices (top right, above everything the console shows). */
export function createToastStore(durationMs = 4000): ToastStore {
  const store = createStore<readonly Toast[]>([])
  let nextId = 1
  const dismiss = (id: number) => store.set((toasts) => toasts.filter((toast) => toast.id !== id))
  return {
    get: store.get,
    subscribe: store.subscribe,
    dismiss,
    show(kind, text) {
      const id = nextId++
      store.set((toasts) => [...toasts, { id, kind, text }].slice(-4))
      setTimeout(() => dismiss(id), durationMs)
    },
  }
}
