import { useMemo, type ReactNode } from 'react'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import CssBaseline from '@mui/material/CssBaseline'
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline'
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

/**
 * MUI's providers for one mount. Embedded, the baseline is scoped to the container and portals
 * render inside it, so nothing the console styles leaks onto the host's html or body. Every screen
 * but the login page renders inside it; it is a lazy chunk so the login page does not load MUI.
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
  const theme = useMemo(
    () => createConsoleTheme({ portalContainer: mount.embedded ? mount.container : undefined }),
    [mount.embedded, mount.container],
  )
  const Baseline = mount.embedded ? ScopedCssBaseline : CssBaseline
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {baseline ? <Baseline>{children}</Baseline> : children}
      </ThemeProvider>
    </CacheProvider>
  )
}
