import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { ReactReduxContext } from 'react-redux'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import CssBaseline from '@mui/material/CssBaseline'
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline'
import {
  DEFAULT_COMPONENT_SIZE,
  DEFAULT_THEME_COLOR,
  type ComponentSize,
} from '../../layout-settings/layout-defaults'
import type { LayoutState } from '../../layout-settings/layout-slice'
import { createConsoleTheme } from './create-console-theme'
import { useConsoleMount, type ConsoleMount } from './mount-context'

const caches = new WeakMap<HTMLElement, EmotionCache>()

/** One emotion cache per mount, created on first use (the login page never needs one). */
function cacheFor({ container, embedded, cacheKey }: ConsoleMount): EmotionCache {
  let cache = caches.get(container)
  if (!cache) {
    cache = createCache({ key: cacheKey, container: embedded ? container : document.head })
    caches.set(container, cache)
  }
  return cache
}

/** Removes the styles a mount's cache inserted (called on unmount). */
export function disposeMuiStyles(container: HTMLElement): void {
  caches.get(container)?.sheet.flush()
  caches.delete(container)
}

type MaybeLayoutState = { layout?: LayoutState }

const noSubscription = () => () => undefined

/**
 * Theme colour and component size from the layout slice, live. The popups render inside this
 * shell too, sometimes without a store (kernel tests) or with one that has no layout slice: then
 * the layout defaults (layout-defaults.ts) apply.
 */
function useThemeInputs(): { primary: string; size: ComponentSize } {
  const store = useContext(ReactReduxContext)?.store
  const subscribe = store ? store.subscribe : noSubscription
  const layout = () => (store?.getState() as MaybeLayoutState | undefined)?.layout
  const primary = useSyncExternalStore(
    subscribe,
    () => layout()?.settings.theme ?? DEFAULT_THEME_COLOR,
  )
  const size = useSyncExternalStore(subscribe, () => layout()?.size ?? DEFAULT_COMPONENT_SIZE)
  return { primary, size }
}

/**
 * MUI's providers for one mount. Embedded, the baseline is scoped to the container and portals
 * render inside it, so nothing the console styles leaks onto the host's html or body. Every screen
 * but the login page renders inside it; it is a lazy chunk so the login page does not load MUI.
 * The theme follows the settings drawer's colour and the navbar's size select as they change.
 */
export default function MuiShell({
  children,
  baseline = true,
}: {
  children: ReactNode
  baseline?: boolean
}) {
  const mount = useConsoleMount()
  const cache = cacheFor(mount)
  const { primary, size } = useThemeInputs()
  const theme = useMemo(
    () =>
      createConsoleTheme({
        primary,
        size,
        portalContainer: mount.embedded ? mount.container : undefined,
      }),
    [primary, size, mount.embedded, mount.container],
  )
  const baselined = mount.embedded ? (
    // The scoped baseline is a box of its own: it passes the container's height on to the layout.
    <ScopedCssBaseline sx={{ height: '100%' }}>{children}</ScopedCssBaseline>
  ) : (
    <CssBaseline>{children}</CssBaseline>
  )
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{baseline ? baselined : children}</ThemeProvider>
    </CacheProvider>
  )
}
