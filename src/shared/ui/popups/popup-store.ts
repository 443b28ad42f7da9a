// A tiny external store (read with useSyncExternalStore) so popups can be raised from anywhere,
// including the base query, without React context or Redux (dialogs carry resolver functions,
// which are not serialisable).

export type PopupSeverity = 'success' | 'error' | 'warning' | 'info'

/** Toasts last 5 s unless persistent. */
export const DEFAULT_TOAST_DURATION = 5000
export const DEFAULT_NOTIFICATION_DURATION = 4500
export const DEFAULT_POPUP_TITLE = '系统提示'
export const DEFAULT_CONFIRM_TEXT = '确定'
export const DEFAULT_CANCEL_TEXT = '取消'

export interface ToastItem {
  id: number
  severity: PopupSeverity
  text: string
  persistent: boolean
}

export interface NotificationItem {
  id: number
  severity: PopupSeverity
  title: string
  message: string
}

export type DialogVariant = 'alert' | 'confirm' | 'prompt'

/** How a dialog was closed; a prompt's confirm carries the entered value. */
export type DialogOutcome = { action: 'confirm'; value: string } | { action: 'cancel' }

export interface DialogItem {
  id: number
  variant: DialogVariant
  text: string
  title: string
  confirmText: string
  cancelText: string
  severity?: PopupSeverity
  defaultValue: string
  inputPattern?: RegExp
  inputErrorMessage?: string
  settle: (outcome: DialogOutcome) => void
}

export interface PopupState {
  toasts: ToastItem[]
  notifications: NotificationItem[]
  /** A queue: the first one is shown, the next appears when it closes. */
  dialogs: DialogItem[]
  loading: { text: string } | null
}

const EMPTY_STATE: PopupState = { toasts: [], notifications: [], dialogs: [], loading: null }

let state: PopupState = EMPTY_STATE
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function setState(next: PopupState): void {
  state = next
  listeners.forEach((listener) => listener())
}

export function subscribePopups(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getPopupState(): PopupState {
  return state
}

function scheduleRemoval(id: number, duration: number, remove: (id: number) => void): void {
  if (duration <= 0) return
  timers.set(
    id,
    setTimeout(() => remove(id), duration),
  )
}

function clearTimer(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
}

export function addToast(toast: Omit<ToastItem, 'id'>, duration: number): number {
  // The same text already on screen (e.g. many requests failing at once) is shown once.
  const same = state.toasts.find((t) => t.text === toast.text && t.severity === toast.severity)
  if (same && same.persistent === toast.persistent) {
    if (!same.persistent) {
      clearTimer(same.id)
      scheduleRemoval(same.id, duration, removeToast)
    }
    return same.id
  }
  const id = nextId++
  setState({ ...state, toasts: [...state.toasts, { ...toast, id }] })
  if (!toast.persistent) scheduleRemoval(id, duration, removeToast)
  return id
}

export function removeToast(id: number): void {
  clearTimer(id)
  if (!state.toasts.some((t) => t.id === id)) return
  setState({ ...state, toasts: state.toasts.filter((t) => t.id !== id) })
}

export function addNotification(item: Omit<NotificationItem, 'id'>, duration: number): number {
  const id = nextId++
  setState({ ...state, notifications: [...state.notifications, { ...item, id }] })
  scheduleRemoval(id, duration, removeNotification)
  return id
}

export function removeNotification(id: number): void {
  clearTimer(id)
  if (!state.notifications.some((n) => n.id === id)) return
  setState({ ...state, notifications: state.notifications.filter((n) => n.id !== id) })
}

export function openDialog(dialog: Omit<DialogItem, 'id' | 'settle'>): Promise<DialogOutcome> {
  return new Promise((resolve) => {
    const id = nextId++
    const settle = (outcome: DialogOutcome) => {
      setState({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) })
      resolve(outcome)
    }
    setState({ ...state, dialogs: [...state.dialogs, { ...dialog, id, settle }] })
  })
}

export function setLoading(loading: PopupState['loading']): void {
  setState({ ...state, loading })
}

/**
 * Clears every popup (called on unmount). Open dialogs are settled as cancelled so that code
 * awaiting them finishes instead of hanging across mounts.
 */
export function resetPopups(): void {
  const pending = state.dialogs
  timers.forEach((timer) => clearTimeout(timer))
  timers.clear()
  setState(EMPTY_STATE)
  pending.forEach((dialog) => dialog.settle({ action: 'cancel' }))
}
