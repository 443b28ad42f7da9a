import {
  addNotification,
  addToast,
  DEFAULT_CANCEL_TEXT,
  DEFAULT_CONFIRM_TEXT,
  DEFAULT_NOTIFICATION_DURATION,
  DEFAULT_POPUP_TITLE,
  DEFAULT_TOAST_DURATION,
  openDialog,
  setLoading,
  type PopupSeverity,
} from './popup-store'

export interface ToastOptions {
  /** Milliseconds; default 5000. */
  duration?: number
  /** Stays until closed with its close button. */
  persistent?: boolean
}

export interface NotifyOptions {
  type: PopupSeverity
  title: string
  message?: string
  /** Milliseconds; default 4500; 0 keeps it until closed. */
  duration?: number
}

export interface ConfirmOptions {
  title?: string
  confirmText?: string
  cancelText?: string
  type?: PopupSeverity
}

export interface PromptOptions extends ConfirmOptions {
  defaultValue?: string
  /** The confirm button stays disabled while the value does not match. */
  inputPattern?: RegExp
  inputErrorMessage?: string
}

function toast(severity: PopupSeverity) {
  return (text: string, options: ToastOptions = {}): void => {
    addToast(
      { severity, text, persistent: options.persistent ?? false },
      options.duration ?? DEFAULT_TOAST_DURATION,
    )
  }
}

/** Imperative pop-ups; `<PopupHost />` renders them. Titles default to '系统提示'. */
export const popup = {
  message: {
    success: toast('success'),
    error: toast('error'),
    warning: toast('warning'),
    info: toast('info'),
  },

  notify({ type, title, message = '', duration = DEFAULT_NOTIFICATION_DURATION }: NotifyOptions) {
    addNotification({ severity: type, title, message }, duration)
  },

  async alert(text: string, title: string = DEFAULT_POPUP_TITLE): Promise<void> {
    await openDialog({
      variant: 'alert',
      text,
      title,
      confirmText: DEFAULT_CONFIRM_TEXT,
      cancelText: DEFAULT_CANCEL_TEXT,
      defaultValue: '',
    })
  },

  /** Resolves true for the confirm button, false for cancel or Escape. */
  async confirm(text: string, options: ConfirmOptions = {}): Promise<boolean> {
    const outcome = await openDialog({
      variant: 'confirm',
      text,
      title: options.title ?? DEFAULT_POPUP_TITLE,
      confirmText: options.confirmText ?? DEFAULT_CONFIRM_TEXT,
      cancelText: options.cancelText ?? DEFAULT_CANCEL_TEXT,
      severity: options.type,
      defaultValue: '',
    })
    return outcome.action === 'confirm'
  },

  /** Resolves the entered text, or null when cancelled. */
  async prompt(text: string, options: PromptOptions = {}): Promise<string | null> {
    const outcome = await openDialog({
      variant: 'prompt',
      text,
      title: options.title ?? DEFAULT_POPUP_TITLE,
      confirmText: options.confirmText ?? DEFAULT_CONFIRM_TEXT,
      cancelText: options.cancelText ?? DEFAULT_CANCEL_TEXT,
      severity: options.type,
      defaultValue: options.defaultValue ?? '',
      inputPattern: options.inputPattern,
      inputErrorMessage: options.inputErrorMessage,
    })
    return outcome.action === 'confirm' ? outcome.value : null
  },

  /** A full-screen loading veil over the console; one at a time. */
  loading(text: string = '加载中') {
    setLoading({ text })
  },

  closeLoading() {
    setLoading(null)
  },
}
