import { useEffect, useRef } from 'react'
import { CONSOLE_STATUS_TEXT } from '../console/console-controller'
import { CONSOLE_CONTAINER_ID } from '../console/load-museum-console'
import { usePortalRuntime, useStoreValue } from '../runtime/portal-runtime-context'
import { SsoBanner } from './sso-banner'

/**
 * Where the console lives. Always rendered while signed in (hidden outside /museum), so qiankun
 * always unmounts from a container that is still in the document.
 */
export function ConsoleRegion({ active }: { active: boolean }) {
  const runtime = usePortalRuntime()
  const containerRef = useRef<HTMLDivElement>(null)
  const { status, error } = useStoreValue(runtime.console.state)

  useEffect(() => {
    runtime.setContainer(containerRef.current)
    return () => runtime.setContainer(null)
  }, [runtime])

  // Entering the console region loads the console; leaving it unmounts it. The integrator
  // controls may unmount or mount it in between; that choice stands until the next visit.
  useEffect(() => {
    if (!active) return
    void runtime.console.mount()
    return () => void runtime.console.unmount()
  }, [active, runtime])

  return (
    <section className="portal-console" hidden={!active} aria-label="票务预约管理系统">
      <SsoBanner />
      {status !== 'mounted' && (
        <div className="portal-console__placeholder" aria-hidden={status === 'mounting'}>
          {status === 'failed' ? (
            <div role="alert">
              <p>控制台加载失败：{error}</p>
              <button
                type="button"
                className="portal-button portal-button--primary"
                onClick={() => void runtime.mountConsole()}
              >
                重新挂载
              </button>
            </div>
          ) : (
            <p>
              {status === 'unmounted' ? '控制台未挂载。' : `控制台${CONSOLE_STATUS_TEXT[status]}…`}
            </p>
          )}
        </div>
      )}
      <div id={CONSOLE_CONTAINER_ID} ref={containerRef} className="portal-console__container" />
    </section>
  )
}
