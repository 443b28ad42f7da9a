import { useState } from 'react'
import { usePortalRuntime, useStoreValue } from '../runtime/portal-runtime-context'

/** Shown when the console reports 'sso-failed': the host is asked to authenticate again. */
export function SsoBanner() {
  const runtime = usePortalRuntime()
  const problem = useStoreValue(runtime.ssoProblem)
  const [busy, setBusy] = useState(false)
  if (!problem) return null

  async function reissue() {
    setBusy(true)
    try {
      await runtime.issueSsoToken()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="portal-banner" role="alert">
      <span>控制台需要重新认证：{problem}</span>
      <button
        type="button"
        className="portal-button portal-button--primary"
        disabled={busy}
        onClick={() => void reissue()}
      >
        重新发放令牌
      </button>
    </div>
  )
}
