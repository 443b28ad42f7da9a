import type { ConsoleMount } from './mount-context'

/**
 * Adds a stylesheet a lazy chunk brings (inlined CSS text) once per mount. Standalone it goes to
 * <head>; embedded it goes into the console's own container, so a qiankun host's <head> never
 * keeps it and it leaves with the console on unmount.
 */
export function ensureMountStyles(mount: ConsoleMount, id: string, css: string): void {
  const target = mount.embedded ? mount.container : document.head
  if (target.querySelector(`style[data-museum-style="${id}"]`)) return
  const style = document.createElement('style')
  style.dataset.museumStyle = id
  style.textContent = css
  target.appendChild(style)
}
