import { createRoot } from 'react-dom/client'
import { isPortalConfig } from '../server/portal-config'
import { PortalApp } from './portal-app'
import { createPortalRuntime } from './runtime/create-portal-runtime'
import { PortalRuntimeProvider } from './runtime/portal-runtime-context'
import { exposeDevtoolsApi } from './runtime/devtools-api'
import './styles/portal.css'

// No StrictMode: its doubled effects in development would mount the console twice, and the
// integrator controls promise exact mount counts.
async function start(root: HTMLElement) {
  const response = await fetch('/portal-config.json', { cache: 'no-store' })
  const config: unknown = response.ok ? await response.json() : null
  if (!isPortalConfig(config)) throw new Error('门户配置 /portal-config.json 无效')
  const runtime = createPortalRuntime(config)
  exposeDevtoolsApi(runtime)
  createRoot(root).render(
    <PortalRuntimeProvider value={runtime}>
      <PortalApp />
    </PortalRuntimeProvider>,
  )
}

const root = document.getElementById('portal-root')
if (root) {
  start(root).catch((error: unknown) => {
    root.innerHTML = ''
    const message = document.createElement('p')
    message.className = 'portal-fatal'
    message.textContent = `门户启动失败：${error instanceof Error ? error.message : String(error)}`
    root.append(message)
  })
}
