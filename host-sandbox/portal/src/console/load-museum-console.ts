import { loadMicroApp, type MicroApp } from 'qiankun'
import type { HostBridge, MuseumConsoleProps } from '../bridge/bridge-contract'

export const CONSOLE_APP_NAME = 'museum-console'
export const CONSOLE_CONTAINER_ID = 'museum-console-container'

/**
 * Loads the console into its container with qiankun's manual API, so the integrator controls
 * decide exactly when it mounts and unmounts. Default JS sandbox; no style isolation: shadow DOM
 * (strictStyleIsolation) breaks MUI's portals, and the console scopes its own styles.
 */
export function loadMuseumConsole(opts: {
  entry: string
  container: HTMLElement
  basename: string
  bridge: HostBridge
}): MicroApp {
  const props: MuseumConsoleProps = { basename: opts.basename, bridge: opts.bridge }
  return loadMicroApp(
    { name: CONSOLE_APP_NAME, entry: opts.entry, container: opts.container, props },
    { sandbox: { strictStyleIsolation: false, experimentalStyleIsolation: false } },
  )
}
