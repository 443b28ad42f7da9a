import { useState, type FormEvent } from 'react'
import { CONSOLE_STATUS_TEXT } from '../console/console-controller'
import { usePortalRuntime, useStoreValue } from '../runtime/portal-runtime-context'
import { BridgeLogView } from './bridge-log-view'

const ROUTE_PRESETS = [
  '/index',
  '/system/dict',
  '/infra/config',
  '/user/notify-message',
  '/user/profile',
]

/** 集成调试: what an integrator does to a hosted console, and what crossed the bridge. */
export function IntegratorPanel() {
  const runtime = usePortalRuntime()
  const { listenerCount, log } = useStoreValue(runtime.bridge.state)
  const { status, mountCount } = useStoreValue(runtime.console.state)
  const [path, setPath] = useState('/system/dict')

  function pushRoute(event: FormEvent) {
    event.preventDefault()
    const target = path.trim()
    if (!target.startsWith('/')) {
      runtime.toasts.show('error', '控制台路径须以 / 开头')
      return
    }
    const delivered = runtime.send({ type: 'navigate', path: target })
    if (delivered === 0) runtime.toasts.show('warning', '控制台未挂载，路由没有送达')
  }

  function notifyLogout() {
    const delivered = runtime.send({ type: 'logout' })
    if (delivered === 0) runtime.toasts.show('warning', '控制台未挂载，登出通知没有送达')
  }

  const busy = status === 'mounting' || status === 'unmounting'

  return (
    <aside id="portal-integrator-panel" className="portal-panel" aria-label="集成调试">
      <div className="portal-panel__section">
        <h2 className="portal-panel__title">控制台实例</h2>
        <dl className="portal-panel__facts">
          <div>
            <dt>状态</dt>
            <dd aria-label="控制台状态" className={`portal-status portal-status--${status}`}>
              {CONSOLE_STATUS_TEXT[status]}
            </dd>
          </div>
          <div>
            <dt>挂载次数</dt>
            <dd aria-label="挂载次数">第 {mountCount} 次挂载</dd>
          </div>
          <div>
            <dt>监听器</dt>
            <dd aria-label="控制台监听器数">{listenerCount}</dd>
          </div>
        </dl>
        <div className="portal-panel__actions">
          <button
            type="button"
            className="portal-button"
            disabled={busy || status === 'unmounted'}
            onClick={() => void runtime.unmountConsole()}
          >
            卸载控制台
          </button>
          <button
            type="button"
            className="portal-button"
            disabled={busy || status === 'mounted'}
            onClick={() => void runtime.mountConsole()}
          >
            挂载控制台
          </button>
        </div>
      </div>

      <form className="portal-panel__section" onSubmit={pushRoute}>
        <h2 className="portal-panel__title">推送路由</h2>
        <label className="portal-field">
          <span className="portal-field__label">控制台路径</span>
          <input
            className="portal-input"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            spellCheck={false}
          />
        </label>
        <div className="portal-chips" aria-label="常用路径">
          {ROUTE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="portal-chip"
              aria-pressed={path === preset}
              onClick={() => setPath(preset)}
            >
              {preset}
            </button>
          ))}
        </div>
        <button type="submit" className="portal-button portal-button--primary">
          推送路由
        </button>
      </form>

      <div className="portal-panel__section">
        <h2 className="portal-panel__title">会话</h2>
        <div className="portal-panel__actions">
          <button type="button" className="portal-button" onClick={notifyLogout}>
            通知登出
          </button>
          <button
            type="button"
            className="portal-button"
            onClick={() => void runtime.issueSsoToken()}
          >
            发放新 SSO 令牌
          </button>
        </div>
      </div>

      <div className="portal-panel__section portal-panel__section--log">
        <div className="portal-panel__log-head">
          <h2 className="portal-panel__title">桥接日志</h2>
          <button
            type="button"
            className="portal-button portal-button--small"
            onClick={() => runtime.bridge.clearLog()}
          >
            清空日志
          </button>
        </div>
        <BridgeLogView entries={log} />
      </div>
    </aside>
  )
}
