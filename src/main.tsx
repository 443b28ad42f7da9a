import {
  qiankunWindow,
  renderWithQiankun,
  type QiankunProps,
} from 'vite-plugin-qiankun/dist/helper'
import { mountConsole, type ConsoleInstance } from '@/app/lifecycles'

let instance: ConsoleInstance | null = null

function start(props: QiankunProps = {}) {
  const embedded = Boolean(qiankunWindow.__POWERED_BY_QIANKUN__)
  const container = props.container ?? document.getElementById('root')
  if (!container) throw new Error('找不到挂载点 #root')
  // Standalone, the console owns the page; embedded, the host's body is never styled.
  if (!embedded) document.body.style.margin = '0'
  instance = mountConsole({
    container,
    embedded,
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
