import {
  qiankunWindow,
  renderWithQiankun,
  type QiankunProps,
} from 'vite-plugin-qiankun/dist/helper'
import { mountConsole, type ConsoleInstance } from '@/app/lifecycles'
import type { HostBridge, MuseumConsoleProps } from '@/shared/host/host-bridge'

let instance: ConsoleInstance | null = null

/** qiankun hands props over untyped: only what matches MuseumConsoleProps is taken. */
function bridgeOf(props: QiankunProps): HostBridge | undefined {
  const bridge = (props as MuseumConsoleProps).bridge
  return bridge && typeof bridge === 'object' ? bridge : undefined
}

function start(props: QiankunProps = {}) {
  const embedded = Boolean(qiankunWindow.__POWERED_BY_QIANKUN__)
  const container = props.container ?? document.getElementById('root')
  if (!container) throw new Error('找不到挂载点 #root')
  // Standalone, the console owns the page; embedded, the host's body is never styled. qiankun's
  // wrapper (created per mount, removed on unmount) passes the host container's height down.
  if (!embedded) document.body.style.margin = '0'
  else container.style.height = '100%'
  instance = mountConsole({
    container,
    embedded,
    bridge: embedded ? bridgeOf(props) : undefined,
    basename:
      typeof props.basename === 'string' ? props.basename : import.meta.env.VITE_ROUTER_BASE || '/',
  })
}

renderWithQiankun({
  bootstrap() {},
  mount(props) {
    start(props)
  },
  unmount() {
    instance?.unmount()
    instance = null
  },
  update() {},
})

if (!qiankunWindow.__POWERED_BY_QIANKUN__) start()
