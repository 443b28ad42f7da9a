import { usePortalRuntime, useStoreValue } from '../runtime/portal-runtime-context'

/** The portal's notices: fixed top right, z-index above every console overlay. */
export function ToastRegion() {
  const { toasts } = usePortalRuntime()
  const items = useStoreValue(toasts)
  return (
    <div className="portal-toasts" aria-live="polite" aria-label="门户通知">
      {items.map((toast) => (
        <div key={toast.id} className={`portal-toast portal-toast--${toast.kind}`} role="status">
          <span>{toast.text}</span>
          <button
            type="button"
            className="portal-toast__close"
            aria-label="关闭通知"
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
